import { ApiProperty } from '@nestjs/swagger';
import { ItemTagDto } from '../../dto/item-card.dto';

/** Rate statistics of one group. All amounts are yen per month, rounded to whole yen. */
export class RateRangeRowDto {
  @ApiProperty({ description: '業界ID / 都道府県ID / タグID' }) id!: number;
  @ApiProperty({ description: '業界名 / 都道府県名 / タグ名' }) name!: string;
  @ApiProperty({ description: '最低単価（円/月）' }) min!: number;
  @ApiProperty({ description: '中央値（円/月）' }) median!: number;
  @ApiProperty({ description: '平均（円/月）' }) average!: number;
  @ApiProperty({ description: '最高単価（円/月）' }) max!: number;
  @ApiProperty({ description: '対象の公開中案件数' }) count!: number;
}

export class RateRangeResponseDto {
  @ApiProperty({
    type: [RateRangeRowDto],
    description:
      '公開中で単価の記載がある案件が対象。案件の単価は rate_max（なければ rate_min）。案件のないグループは含まない。',
  })
  rows!: RateRangeRowDto[];
}

export class ChartBucketDto {
  @ApiProperty({ description: '下限（円/月, 含む）', example: 400000 }) from!: number;
  @ApiProperty({ description: '上限（円/月, 含まない）', example: 500000 }) to!: number;
  @ApiProperty() count!: number;
}

export class ChartDataResponseDto {
  @ApiProperty({ type: ItemTagDto }) tag!: ItemTagDto;
  @ApiProperty({
    type: [ChartBucketDto],
    description: '40万〜150万円を10万円刻み（11区間）。40万円未満は最初の区間、150万円以上は最後の区間に数える。',
  })
  buckets!: ChartBucketDto[];
}
