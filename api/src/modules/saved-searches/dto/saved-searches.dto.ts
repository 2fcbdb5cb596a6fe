import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';
import { OwnMemberIdDto, OwnMemberIdField } from '../../auth/own-member-id';
import { SearchItemsQueryDto } from '../../items/search/dto/search-items.query.dto';
import { SAVED_SEARCH_LIMIT } from '../saved-searches.errors';

/**
 * The conditions of a saved search: the filters of /item/search with the same names and rules
 * (SearchItemsQueryDto: keyword, tags, areas, rate_min, rate_max, include_no_rate, remote, weekly_days,
 * contract_types), plus `tag_id` for a tag page. Paging, sort and 「新着」 are not conditions.
 */
export class SavedSearchConditionsDto extends PickType(SearchItemsQueryDto, [
  'keyword',
  'tags',
  'areas',
  'rate_min',
  'rate_max',
  'include_no_rate',
  'remote',
  'weekly_days',
  'contract_types',
] as const) {
  @ApiPropertyOptional({ description: 'タグページのタグID（/item/tag/{id} で保存したとき）', example: 3 })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(1)
  tag_id?: number;
}

/** get-saved-search-exist: the current page's conditions as the search page sends them (query string). */
export class SavedSearchExistQueryDto extends SavedSearchConditionsDto {
  @OwnMemberIdField()
  user_id?: number;
}

export class StoreSavedSearchRequestDto extends SavedSearchConditionsDto {
  @OwnMemberIdField()
  user_id?: number;

  @ApiPropertyOptional({ description: '新着案件のメール（1日1回）を受け取る。省略時は true', default: true })
  @IsOptional()
  @IsBoolean()
  mail_enabled?: boolean;
}

export class SavedSearchMemberQueryDto extends OwnMemberIdDto {}

export class SavedSearchIdRequestDto {
  @OwnMemberIdField()
  user_id?: number;

  @ApiProperty({ description: '保存した検索条件の ID', example: 5 })
  @Fold('number')
  @IsInt()
  @Min(1)
  id!: number;
}

export class UpdateSavedSearchMailRequestDto extends SavedSearchIdRequestDto {
  @ApiProperty({ description: '新着案件のメール（1日1回）を受け取るか' })
  @IsBoolean()
  mail_enabled!: boolean;
}

export class UnsubscribeSavedSearchMailRequestDto {
  @ApiProperty({ description: 'メールの配信停止リンクの token（署名つき）', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  token!: string;
}

/** The stored (normalised) conditions as answered. */
export class SavedSearchConditionsViewDto {
  @ApiPropertyOptional({ example: 3 }) tag_id?: number;
  @ApiPropertyOptional({ example: 'Java' }) keyword?: string;
  @ApiPropertyOptional({ type: [Number] }) tags?: number[];
  @ApiPropertyOptional({ type: [Number] }) areas?: number[];
  @ApiPropertyOptional({ description: '万円/月' }) rate_min?: number;
  @ApiPropertyOptional({ description: '万円/月' }) rate_max?: number;
  @ApiPropertyOptional({ enum: [1] }) include_no_rate?: 1;
  @ApiPropertyOptional({ type: [Number] }) remote?: number[];
  @ApiPropertyOptional() weekly_days?: number;
  @ApiPropertyOptional({ type: [Number] }) contract_types?: number[];
}

export class SavedSearchDto {
  @ApiProperty({ example: 5 })
  id!: number;

  @ApiProperty({ description: '条件の表示名', example: 'Java・東京都・60万円以上' })
  label!: string;

  @ApiProperty({ type: SavedSearchConditionsViewDto })
  conditions!: SavedSearchConditionsViewDto;

  @ApiProperty({ description: 'この条件の検索ページ（サイト内のパス）', example: '/item/search?keyword=Java&areas=13&rate_min=60' })
  search_path!: string;

  @ApiProperty({ description: '新着案件のメール（1日1回）を受け取るか' })
  mail_enabled!: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: '最後に新着案件メールに含めた日時' })
  last_digest_at!: string | null;
}

export class SavedSearchResponseDto {
  @ApiProperty({ type: SavedSearchDto })
  saved_search!: SavedSearchDto;
}

export class StoreSavedSearchResponseDto extends SavedSearchResponseDto {
  @ApiProperty({ description: 'false: 同じ条件がすでに保存されていた（保存済みのものを返す）' })
  created!: boolean;
}

export class SavedSearchListResponseDto {
  @ApiProperty({ type: [SavedSearchDto], description: '保存した検索条件（新しい順）' })
  saved_searches!: SavedSearchDto[];

  @ApiProperty({ description: '保存できる件数の上限', example: SAVED_SEARCH_LIMIT })
  limit!: number;
}

export class SavedSearchExistResponseDto {
  @ApiProperty({ description: 'この条件を保存済みか（未ログインでは false）' })
  saved!: boolean;

  @ApiProperty({ type: Number, nullable: true })
  id!: number | null;
}

export class UnsubscribeSavedSearchMailResponseDto {
  @ApiProperty({ enum: ['search', 'member'], description: 'search: その検索条件のメールを停止, member: その会員のすべての新着案件メールを停止' })
  scope!: 'search' | 'member';

  @ApiProperty({ type: String, nullable: true, description: '停止した検索条件の表示名（scope=search で、条件が残っているとき）' })
  label!: string | null;
}
