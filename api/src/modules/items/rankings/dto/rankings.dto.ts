import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ItemCardDto, ItemTagDto } from '../../dto/item-card.dto';
import { ToIntArray } from '../../dto/query-helpers';
import { OptionalLimit } from '../../../../common/validation/limit.decorator';
import { Fold } from '../../../../common/text/fold.decorator';

export class LimitQueryDto {
  @OptionalLimit(10)
  limit?: number;
}

export class TagIdsQueryDto {
  @ApiPropertyOptional({ type: [Number], description: 'タグID（繰り返し指定, 最大50件）' })
  @IsOptional()
  @ToIntArray()
  @IsArray()
  @ArrayMaxSize(50)
  @IsInt({ each: true })
  @Min(1, { each: true })
  tag_ids?: number[];
}

export class TagIdQueryDto {
  @ApiProperty({ description: 'タグID' })
  @Fold('number')
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  tag_id!: number;
}

export class LangRankingRowDto {
  @ApiProperty({ example: 1 }) rank!: number;
  @ApiProperty({ type: ItemTagDto }) tag!: ItemTagDto;
  @ApiProperty({ description: '公開中の案件数' }) count!: number;
}

export class LangRankingResponseDto {
  @ApiProperty({ type: [LangRankingRowDto] }) ranking!: LangRankingRowDto[];
}

export class SkillRateRowDto {
  @ApiProperty() rank!: number;
  @ApiProperty({ type: ItemTagDto }) tag!: ItemTagDto;
  @ApiProperty({ description: '平均単価（円/月, 整数に丸め）' }) average_rate!: number;
  @ApiProperty() count!: number;
}

export class HighFeeRankingResponseDto {
  @ApiProperty({ type: [ItemCardDto], description: '単価の高い公開中の案件' }) items!: ItemCardDto[];
  @ApiProperty({ type: [SkillRateRowDto], description: '平均単価の高いスキル（5件以上）' }) skills!: SkillRateRowDto[];
}

export class AverageWorkingPeriodDto {
  @ApiProperty({ example: 14.6, description: '平均稼働期間（ヶ月, 未設定なら 0）' }) months!: number;
}

export class TagCountDto {
  @ApiProperty() id!: number;
  @ApiProperty() term!: string;
  @ApiProperty({ description: '公開中の案件数' }) count!: number;
}

export class TagCountsResponseDto {
  @ApiProperty({ type: [TagCountDto] }) tags!: TagCountDto[];
}
