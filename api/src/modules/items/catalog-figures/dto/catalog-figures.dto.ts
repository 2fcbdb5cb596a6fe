import { ApiProperty } from '@nestjs/swagger';

/** The top page's live figures (issue 11): how large and how alive the catalog is right now. */
export class CatalogFiguresDto {
  @ApiProperty({ description: '公開中の案件数（open-listing.ts の定義）', example: 1234 })
  open_count!: number;

  @ApiProperty({ description: '公開中の案件のうち、直近 new_days 日以内に公開された案件数', example: 12 })
  new_count!: number;

  @ApiProperty({ description: '「新着」の日数（検索の「新着（7日以内）」と同じ）', example: 7 })
  new_days!: number;

  @ApiProperty({
    description:
      '単価の記載がある公開中案件の平均月額単価（円/月, 円未満四捨五入）。案件の単価は rate_max（なければ rate_min）で、単価相場と同じ。該当案件がなければ null。',
    type: Number,
    nullable: true,
    example: 785000,
  })
  average_rate!: number | null;

  @ApiProperty({ description: '平均単価の対象になった案件数（単価の記載がある公開中案件）', example: 1100 })
  rated_count!: number;
}
