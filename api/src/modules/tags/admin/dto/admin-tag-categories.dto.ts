import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AdminEditedRecordDto, AdminSearchQuery, PagedResponse, RequiredRecordId } from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { ADMIN_TAG_STATUSES, type AdminTagStatus } from './admin-tags.dto';

export const TAG_CATEGORY_NAME_MAX = 100;
const SORT_ORDER_MAX = 9999;
const STATUS_DESCRIPTION = 'published: 公開, deleted: 削除済み';

export const ADMIN_TAG_CATEGORY_SORTS = ['sort_order', 'name', 'tag_count', 'id', 'updated_at'] as const;
export type AdminTagCategorySort = (typeof ADMIN_TAG_CATEGORY_SORTS)[number];

/** The filter of the category list, shared by search and count-info. */
export class AdminTagCategoryFilterQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'キーワード（カテゴリ名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;
}

/** GET /api/admin/item/tag/category/search. Without `status`: the live categories. */
export class AdminTagCategorySearchQueryDto extends IntersectionType(
  AdminSearchQuery(ADMIN_TAG_CATEGORY_SORTS, { sort: 'sort_order', order: 'asc' }),
  AdminTagCategoryFilterQueryDto,
) {
  @ApiPropertyOptional({ enum: ADMIN_TAG_STATUSES, enumName: 'AdminTagStatus', description: `状態（一覧のタブ）。${STATUS_DESCRIPTION}` })
  @IsOptional()
  @IsIn(ADMIN_TAG_STATUSES)
  status?: AdminTagStatus;
}

export class AdminTagCategoryRowDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '言語' }) name!: string;
  @ApiProperty({ description: '表示順（昇順）' }) sort_order!: number;
  @ApiProperty({ description: 'このカテゴリの公開中のタグの数' }) tag_count!: number;
  @ApiProperty({ enum: ADMIN_TAG_STATUSES, enumName: 'AdminTagStatus', description: STATUS_DESCRIPTION }) status!: AdminTagStatus;
  @ApiProperty({ example: '公開' }) status_label!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
}

export class AdminTagCategorySearchResponseDto extends PagedResponse(AdminTagCategoryRowDto) {}

export class AdminTagCategoryDetailDto extends AdminTagCategoryRowDto {
  @ApiProperty({ description: '編集の保存時にそのまま送る版番号' }) version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** POST /api/admin/item/tag/category/register. */
export class AdminTagCategoryRegisterBodyDto {
  @ApiProperty({ maxLength: TAG_CATEGORY_NAME_MAX, example: 'フレームワーク', description: 'カテゴリ名（公開中のカテゴリで重複不可）' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(TAG_CATEGORY_NAME_MAX)
  name!: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: SORT_ORDER_MAX, description: '表示順（昇順。省略・null で最後）' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(0)
  @Max(SORT_ORDER_MAX)
  sort_order?: number | null;
}

/** POST /api/admin/item/tag/category/edit-info: saves the category read at `version`; fields left out keep their value. */
export class AdminTagCategoryEditInfoBodyDto extends IntersectionType(AdminEditedRecordDto, PartialType(AdminTagCategoryRegisterBodyDto)) {}

/** GET /api/admin/item/tag/category/tag-list-for-integration-input: merge targets for category `id`. */
export class AdminTagCategoryIntegrationCandidatesQueryDto {
  @RequiredRecordId({ description: '統合元のカテゴリ' })
  id!: number;
}

export class AdminTagCategoryIntegrationCandidatesResponseDto {
  @ApiProperty({ type: [AdminTagCategoryRowDto], description: '統合先の候補（統合元を除く公開中のカテゴリ、表示順）' })
  items!: AdminTagCategoryRowDto[];
}

/** POST /api/admin/item/tag/category/tag-integration: category `from_id`'s tags move to `into_id`, `from_id` is deleted. */
export class AdminTagCategoryIntegrationBodyDto {
  @RequiredRecordId({ description: '統合元のカテゴリ（統合後は削除）' })
  from_id!: number;

  @RequiredRecordId({ description: '統合先のカテゴリ（統合元のタグがすべて移る）' })
  into_id!: number;
}

export class AdminTagCategoryIntegrationResponseDto {
  @ApiProperty({ type: AdminTagCategoryDetailDto }) from!: AdminTagCategoryDetailDto;
  @ApiProperty({ type: AdminTagCategoryDetailDto }) into!: AdminTagCategoryDetailDto;
  @ApiProperty({ type: [Number], description: '移ったタグ（削除済みのタグを含む）' }) moved_tag_ids!: number[];
}
