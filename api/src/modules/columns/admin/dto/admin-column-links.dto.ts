import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { AdminEditedRecordDto, AdminSearchQuery, OptionalRecordId, PagedResponse, RequiredRecordId } from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { COLUMN_LINK_STATUSES, type ColumnLinkStatus, isHttpUrl } from '../column-links';

// SPEC §7 column-connect/* (a column article linked to a listing) and column-tag-connect/* (to a tag): the
// same fields but the target, so each resource has its own classes (one type per operation in the SDK).

export const COLUMN_LINK_SORTS = ['id', 'created_at', 'updated_at', 'title'] as const;
export type ColumnLinkSort = (typeof COLUMN_LINK_SORTS)[number];

/** column_url / title are VARCHAR(500) / VARCHAR(255). */
export const COLUMN_URL_MAX = 500;
export const COLUMN_TITLE_MAX = 255;

const STATUS_DESCRIPTION = 'active: 有効（関連コラムに表示）, deleted: 削除済み';

/** The filters both lists share; without `status`, every link that is not deleted. */
class ColumnLinkSearchQueryDto extends AdminSearchQuery(COLUMN_LINK_SORTS, { sort: 'id', order: 'desc' }) {
  @ApiPropertyOptional({ maxLength: 200, description: 'キーワード（コラムのタイトル・URL。空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @ApiPropertyOptional({ enum: COLUMN_LINK_STATUSES, enumName: 'ColumnLinkStatus', description: `状態（一覧のタブ）。${STATUS_DESCRIPTION}` })
  @IsOptional()
  @IsIn(COLUMN_LINK_STATUSES)
  status?: ColumnLinkStatus;
}

/** What staff write of any column link: the article's title and URL. */
class ColumnLinkFieldsDto {
  @ApiProperty({ maxLength: COLUMN_TITLE_MAX, example: 'フリーランスエンジニアの確定申告ガイド', description: 'コラムのタイトル' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(COLUMN_TITLE_MAX)
  title!: string;

  @ApiProperty({ maxLength: COLUMN_URL_MAX, example: 'https://column.example.com/tax-return', description: 'コラム記事のURL（http:// または https://）' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(COLUMN_URL_MAX)
  @ValidateBy({ name: 'isHttpUrl', validator: { validate: (value) => typeof value === 'string' && isHttpUrl(value), defaultMessage: () => 'http:// または https:// で始まるURLを入力してください' } })
  column_url!: string;
}

class ColumnLinkRowBaseDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() column_url!: string;
  @ApiProperty({ enum: COLUMN_LINK_STATUSES, enumName: 'ColumnLinkStatus', description: STATUS_DESCRIPTION }) status!: ColumnLinkStatus;
  @ApiProperty({ example: '有効' }) status_label!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
}

// ---- column-connect/* (listings) ----

export class AdminColumnConnectSearchQueryDto extends ColumnLinkSearchQueryDto {
  @OptionalRecordId({ description: '案件 ID（この案件のコラム連携だけ）' })
  item_id?: number;
}

export class AdminColumnConnectCreateBodyDto extends ColumnLinkFieldsDto {
  @RequiredRecordId({ example: 12, description: 'コラムを表示する案件の ID（削除されていない案件）' })
  item_id!: number;
}

export class AdminColumnConnectEditBodyDto extends IntersectionType(AdminEditedRecordDto, AdminColumnConnectCreateBodyDto) {}

export class AdminColumnConnectRowDto extends ColumnLinkRowBaseDto {
  @ApiProperty() item_id!: number;
  @ApiProperty({ type: String, nullable: true, description: '案件名（案件が削除されていれば null）' }) item_name!: string | null;
}

export class AdminColumnConnectSearchResponseDto extends PagedResponse(AdminColumnConnectRowDto) {}

export class AdminColumnConnectDetailDto extends AdminColumnConnectRowDto {
  @ApiProperty({ description: '編集の保存時にそのまま送る版番号' }) version!: number;
}

// ---- column-tag-connect/* (tags) ----

export class AdminColumnTagConnectSearchQueryDto extends ColumnLinkSearchQueryDto {
  @OptionalRecordId({ description: 'タグ ID（このタグのコラム連携だけ）' })
  tag_id?: number;
}

export class AdminColumnTagConnectCreateBodyDto extends ColumnLinkFieldsDto {
  @RequiredRecordId({ example: 12, description: 'コラムを表示するタグの ID（削除されていないタグ）' })
  tag_id!: number;
}

export class AdminColumnTagConnectEditBodyDto extends IntersectionType(AdminEditedRecordDto, AdminColumnTagConnectCreateBodyDto) {}

export class AdminColumnTagConnectRowDto extends ColumnLinkRowBaseDto {
  @ApiProperty() tag_id!: number;
  @ApiProperty({ type: String, nullable: true, description: 'タグ名（タグが削除されていれば null）' }) tag_term!: string | null;
}

export class AdminColumnTagConnectSearchResponseDto extends PagedResponse(AdminColumnTagConnectRowDto) {}

export class AdminColumnTagConnectDetailDto extends AdminColumnTagConnectRowDto {
  @ApiProperty({ description: '編集の保存時にそのまま送る版番号' }) version!: number;
}
