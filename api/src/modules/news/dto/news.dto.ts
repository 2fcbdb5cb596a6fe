import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, Min } from 'class-validator';
import { OptionalLimit } from '../../../common/validation/limit.decorator';
import { Fold } from '../../../common/text/fold.decorator';

export class GetNewsQueryDto {
  @OptionalLimit(5)
  limit?: number;
}

export class GetNewsDetailQueryDto {
  @ApiProperty({ minimum: 1, description: 'お知らせ ID' })
  @IsNotEmpty()
  @Fold('number')
  @IsInt()
  @Min(1)
  id!: number;
}

export class NewsSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) published_at!: string;
}

export class NewsListResponseDto {
  @ApiProperty({ type: [NewsSummaryDto] }) news!: NewsSummaryDto[];
}

export class NewsDetailResponseDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: '本文（スタッフが書いた HTML）' }) body!: string;
  @ApiProperty({ format: 'date-time' }) published_at!: string;
}
