import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AdminEditedRecordDto, AdminSearchQuery, OptionalRecordId, PagedResponse, RequiredRecordId } from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { POPULAR_GROUP_ORDER, type PopularGroup, TAG_ALIASES_MAX, TAG_TERM_MAX } from '../../entities/tag.entity';

/** The list's tabs: live tags (公開) and soft-deleted ones (削除済み). */
export const ADMIN_TAG_STATUSES = ['published', 'deleted'] as const;
export type AdminTagStatus = (typeof ADMIN_TAG_STATUSES)[number];
export const ADMIN_TAG_STATUS_LABELS: Record<AdminTagStatus, string> = { published: '公開', deleted: '削除済み' };
const STATUS_DESCRIPTION = 'published: 公開, deleted: 削除済み';

export const ADMIN_TAG_SORTS = ['id', 'term', 'open_listing_count', 'updated_at'] as const;
export type AdminTagSort = (typeof ADMIN_TAG_SORTS)[number];

const GROUP_DESCRIPTION = 'よく検索されるワードのグループ（feature: 案件の特徴, language: 言語・スキル, position: ポジション, system: システム種別, high_rate_language: 平均単価が高い言語, cloud: クラウド）';
const POPULAR_ORDER_MAX = 9999;

/** A query flag: `true` / `false` (also 1 / 0), as a URL carries it. */
const QueryBoolean = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, description }),
    IsOptional(),
    Transform(({ value }) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value)),
    IsBoolean(),
  );

/** The filters of the tag list, shared by search and count-info (which counts each tab under them). */
export class AdminTagFilterQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'キーワード（タグ名・別名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @OptionalRecordId({ description: 'タグカテゴリ' })
  tag_category_id?: number;

  @QueryBoolean('true: 公開中の案件があるタグだけ, false: ないタグだけ')
  has_listings?: boolean;
}

/** GET /api/admin/item/tag/search. Without `status`: the live tags (公開). */
export class AdminTagSearchQueryDto extends IntersectionType(AdminSearchQuery(ADMIN_TAG_SORTS, { sort: 'id', order: 'desc' }), AdminTagFilterQueryDto) {
  @ApiPropertyOptional({ enum: ADMIN_TAG_STATUSES, enumName: 'AdminTagStatus', description: `状態（一覧のタブ）。${STATUS_DESCRIPTION}` })
  @IsOptional()
  @IsIn(ADMIN_TAG_STATUSES)
  status?: AdminTagStatus;
}

export class AdminTagRowDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'JavaScript' }) term!: string;
  @ApiProperty({ type: String, nullable: true, example: 'JS,ECMAScript', description: '別名（カンマ区切り）' }) aliases!: string | null;
  @ApiProperty({ type: Number, nullable: true }) tag_category_id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '言語', description: 'タグカテゴリ名（削除済みのカテゴリも名前を表示）' }) tag_category_name!: string | null;
  @ApiProperty({ type: String, enum: POPULAR_GROUP_ORDER, nullable: true, description: GROUP_DESCRIPTION }) popular_group!: PopularGroup | null;
  @ApiProperty({ type: String, nullable: true, example: '言語・スキル' }) popular_group_label!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'グループ内の表示順（昇順）' }) popular_order!: number | null;
  @ApiProperty({ description: 'ピックアップタグ' }) is_pickup!: boolean;
  @ApiProperty({ description: '特集タグ' }) is_special!: boolean;
  @ApiProperty({ description: '公開中の案件数（サイトの検索と同じ数）' }) open_listing_count!: number;
  @ApiProperty({ description: 'このタグが付いた案件の数（終了・非公開を含み、削除済みを除く）' }) linked_listing_count!: number;
  @ApiProperty({ enum: ADMIN_TAG_STATUSES, enumName: 'AdminTagStatus', description: STATUS_DESCRIPTION }) status!: AdminTagStatus;
  @ApiProperty({ example: '公開' }) status_label!: string;
  @ApiProperty({ type: Number, nullable: true, description: '統合先のタグ（統合して削除されたタグのみ）' }) merged_into_tag_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: '統合先のタグ名' }) merged_into_term!: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
}

export class AdminTagSearchResponseDto extends PagedResponse(AdminTagRowDto) {}

export class AdminTagDetailDto extends AdminTagRowDto {
  @ApiProperty({ type: String, nullable: true, description: 'タグページの説明HTML（保存された形: p, ul, li, strong, a, h2, h3 のみ）' }) html_content!: string | null;
  @ApiProperty({ description: '編集の保存時にそのまま送る版番号' }) version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** POST /api/admin/item/tag/register: a new tag. Fields left out take their defaults. */
export class AdminTagRegisterBodyDto {
  @ApiProperty({ maxLength: TAG_TERM_MAX, example: 'TypeScript', description: 'タグ名（公開中のタグで重複不可。全角英数は半角に）' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(TAG_TERM_MAX)
  term!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TAG_ALIASES_MAX, example: 'TS', description: '別名（カンマ・読点区切り。キーワード検索でこの名前でもタグの案件が見つかる）' })
  @IsOptional()
  @IsString()
  @MaxLength(TAG_ALIASES_MAX)
  aliases?: string | null;

  @OptionalRecordId({ type: Number, nullable: true, description: 'タグカテゴリ（null でなし）' })
  tag_category_id?: number | null;

  @ApiPropertyOptional({ type: String, enum: POPULAR_GROUP_ORDER, nullable: true, description: `${GROUP_DESCRIPTION}。null で載せない` })
  @IsOptional()
  @IsIn(POPULAR_GROUP_ORDER)
  popular_group?: PopularGroup | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: POPULAR_ORDER_MAX, description: 'グループ内の表示順（省略・null でグループの最後）' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(0)
  @Max(POPULAR_ORDER_MAX)
  popular_order?: number | null;

  @ApiPropertyOptional({ description: 'ピックアップタグ（省略時 false）' })
  @IsOptional()
  @IsBoolean()
  is_pickup?: boolean;

  @ApiPropertyOptional({ description: '特集タグ（省略時 false）' })
  @IsOptional()
  @IsBoolean()
  is_special?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'タグページの説明HTML（p, ul, li, strong, h2, h3 と、サイト内パスか https の a だけを残して保存）' })
  @IsOptional()
  @IsString()
  html_content?: string | null;
}

/** POST /api/admin/item/tag/edit-info: saves the tag read at `version`; fields left out keep their value, null clears. */
export class AdminTagEditInfoBodyDto extends IntersectionType(AdminEditedRecordDto, PartialType(AdminTagRegisterBodyDto)) {}

/** GET /api/admin/item/tag/tag-list-for-integration-input: merge targets for tag `id`. */
export class AdminTagIntegrationCandidatesQueryDto {
  @RequiredRecordId({ description: '統合元のタグ' })
  id!: number;

  @ApiPropertyOptional({ maxLength: 100, description: '絞り込み（タグ名・別名に含む。全角半角・大文字小文字を区別しない）' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  term?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50, description: '件数' })
  @IsOptional()
  @Fold('number')
  @IsInt()
  @Min(1)
  @Max(200)
  limit: number = 50;
}

export class AdminTagIntegrationCandidateDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'JavaScript' }) term!: string;
  @ApiProperty({ type: String, nullable: true, description: '別名（カンマ区切り）' }) aliases!: string | null;
  @ApiProperty({ type: String, nullable: true }) tag_category_name!: string | null;
  @ApiProperty({ description: '公開中の案件数' }) open_listing_count!: number;
  @ApiProperty({ description: 'このタグが付いた案件の数（削除済みを除く）' }) linked_listing_count!: number;
}

export class AdminTagIntegrationCandidatesResponseDto {
  @ApiProperty({ type: [AdminTagIntegrationCandidateDto], description: '統合先の候補（統合元を除く公開中のタグ。語の一致が良い順、次に公開中の案件が多い順）' })
  items!: AdminTagIntegrationCandidateDto[];
}

/** POST /api/admin/item/tag/tag-integration: merge tag `from_id` into tag `into_id`. */
export class AdminTagIntegrationBodyDto {
  @RequiredRecordId({ description: '統合元のタグ（統合後は削除され、ページは統合先へ 301）' })
  from_id!: number;

  @RequiredRecordId({ description: '統合先のタグ（案件・コラムの紐づけと名前を引き継ぐ）' })
  into_id!: number;
}

export class AdminTagIntegrationResponseDto {
  @ApiProperty({ type: AdminTagDetailDto, description: '統合元（削除済み、merged_into_tag_id が統合先）' }) from!: AdminTagDetailDto;
  @ApiProperty({ type: AdminTagDetailDto, description: '統合先（別名に統合元の名前が加わる）' }) into!: AdminTagDetailDto;
  @ApiProperty({ description: '紐づけが統合先へ移った案件の数' }) moved_listing_count!: number;
}
