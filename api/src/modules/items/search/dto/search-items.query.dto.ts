import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToIntArray } from '../../dto/query-helpers';
import { OptionalLimit } from '../../../../common/validation/limit.decorator';
import { Fold } from '../../../../common/text/fold.decorator';

export const SEARCH_SORTS = ['new', 'rate'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const PER_PAGE_CHOICES = [10, 20, 50] as const;

/**
 * Search filters shared by keyword and tag search (listings contract, issue 3).
 * Rates are given in 万円 per month (`rate_min=50` means 500,000 yen); the API answers in yen.
 */
export class SearchItemsQueryDto {
  @ApiPropertyOptional({
    description: 'キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件）',
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @ApiPropertyOptional({ type: [Number], description: 'タグID（指定したすべてのタグを持つ案件）' })
  @IsOptional()
  @ToIntArray()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @ArrayMaxSize(20)
  tags?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'エリアID（いずれか）' })
  @IsOptional()
  @ToIntArray()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @ArrayMaxSize(60)
  areas?: number[];

  @ApiPropertyOptional({ minimum: 0, maximum: 1000, description: '単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(0)
  @Max(1000)
  rate_min?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1000, description: '単価の上限（万円/月）' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(0)
  @Max(1000)
  rate_max?: number;

  @ApiPropertyOptional({ enum: [0, 1], description: '1: 単価の記載がない案件も含める（単価で絞り込むとき）' })
  @IsOptional()
  @Fold('number')
  @IsIn([0, 1])
  include_no_rate?: number;

  @ApiPropertyOptional({ type: [Number], description: 'リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか）' })
  @IsOptional()
  @ToIntArray()
  @IsIn([0, 1, 2], { each: true })
  @ArrayMaxSize(3)
  remote?: number[];

  @ApiPropertyOptional({ minimum: 1, maximum: 5, description: '週の稼働日数: 最低稼働日数がこの日数以下の案件' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(1)
  @Max(5)
  weekly_days?: number;

  @ApiPropertyOptional({ type: [Number], description: '契約形態ID（いずれか）' })
  @IsOptional()
  @ToIntArray()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @ArrayMaxSize(20)
  contract_types?: number[];

  @ApiPropertyOptional({ enum: [0, 1], description: '1: 公開から7日以内の新着案件のみ' })
  @IsOptional()
  @Fold('number')
  @IsIn([0, 1])
  new?: number;

  @ApiPropertyOptional({ enum: SEARCH_SORTS, default: 'new', description: 'new: 新着順, rate: 単価の高い順（単価上限）' })
  @IsOptional()
  @IsIn(SEARCH_SORTS)
  sort?: SearchSort;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 1 })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(1)
  @Max(1000)
  page?: number;

  @ApiPropertyOptional({ enum: PER_PAGE_CHOICES, default: 20 })
  @IsOptional()
  @Fold('number')
  @IsIn(PER_PAGE_CHOICES)
  per_page?: number;
}

export class TagSearchQueryDto extends SearchItemsQueryDto {
  @ApiProperty({ description: 'タグID' })
  @Fold('number')
  @IsInt()
  @Min(1)
  tag_id!: number;
}

export class EndedItemListQueryDto {
  @ApiPropertyOptional({ description: 'タグID（指定時はそのタグの終了案件）' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(1)
  tag_id?: number;

  @OptionalLimit(10)
  limit?: number;
}

export class RelatedTagsByKeywordQueryDto {
  @ApiProperty({ description: 'キーワード', maxLength: 200 })
  @IsString()
  @MaxLength(200)
  keyword!: string;
}

export class RelatedTagsByTagIdQueryDto {
  @ApiProperty({ description: 'タグID' })
  @Fold('number')
  @IsInt()
  @Min(1)
  tag_id!: number;
}
