import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, Max, Min, ValidateBy } from 'class-validator';
import { Fold } from '../../../../common/text/fold.decorator';
import { toTenths } from '../average-working-period.service';

/** A month to ten years: what an average engagement of freelance engineers can sensibly be. */
export const AVERAGE_WORKING_PERIOD_MIN = 1;
export const AVERAGE_WORKING_PERIOD_MAX = 120;

export class UpdateAverageWorkingPeriodBodyDto {
  @ApiProperty({
    minimum: AVERAGE_WORKING_PERIOD_MIN,
    maximum: AVERAGE_WORKING_PERIOD_MAX,
    example: 14.6,
    description: `平均稼働期間（ヶ月、${AVERAGE_WORKING_PERIOD_MIN}〜${AVERAGE_WORKING_PERIOD_MAX}、小数点以下1桁まで）。トップページに表示します`,
  })
  @Fold('number')
  @IsNotEmpty()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(AVERAGE_WORKING_PERIOD_MIN)
  @Max(AVERAGE_WORKING_PERIOD_MAX)
  @ValidateBy({
    name: 'isOneDecimal',
    // 14.6 is stored as 146 tenths: anything finer would be rounded without the staff member seeing it.
    validator: { validate: (value) => typeof value === 'number' && Math.abs(toTenths(value) - value * 10) < 1e-6, defaultMessage: () => '小数点以下1桁までで入力してください' },
  })
  months!: number;
}

export class AverageWorkingPeriodResponseDto {
  @ApiProperty({ example: 14.6, description: '保存した平均稼働期間（ヶ月）' }) months!: number;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}
