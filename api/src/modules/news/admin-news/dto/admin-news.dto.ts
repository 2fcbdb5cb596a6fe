import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  AdminEditBodyDto,
  AdminSearchQuery,
  OptionalJapanDateTime,
  OptionalJapanDay,
  PagedResponse,
} from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { PUBLICATION_STATUSES, type PublicationStatus } from '../../publication-status';

export const ADMIN_NEWS_SORTS = ['published_at', 'updated_at', 'id', 'title'] as const;
export type AdminNewsSort = (typeof ADMIN_NEWS_SORTS)[number];

export const NEWS_TITLE_MAX = 200;

const STATUS_DESCRIPTION = 'published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き（公開日時なし）, deleted: 削除済み';

/** GET /api/admin/admin-news/search. Without `status`: every notice that is not deleted. */
export class AdminNewsSearchQueryDto extends AdminSearchQuery(ADMIN_NEWS_SORTS, { sort: 'published_at', order: 'desc' }) {
  @ApiPropertyOptional({ maxLength: 200, description: 'キーワード（タイトル・本文。空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @ApiPropertyOptional({ enum: PUBLICATION_STATUSES, enumName: 'PublicationStatus', description: `状態（一覧のタブ）。${STATUS_DESCRIPTION}` })
  @IsOptional()
  @IsIn(PUBLICATION_STATUSES)
  status?: PublicationStatus;

  @OptionalJapanDay('公開日がこの日以降')
  published_from?: string;

  @OptionalJapanDay('公開日がこの日まで')
  published_to?: string;
}

/** POST /api/admin/admin-news/edit: creates without `id`, else saves the notice read at `version`. */
export class AdminNewsEditBodyDto extends AdminEditBodyDto {
  @ApiProperty({ maxLength: NEWS_TITLE_MAX, example: '年末年始の営業についてのお知らせ', description: 'タイトル' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(NEWS_TITLE_MAX)
  title!: string;

  @ApiProperty({ description: '本文（テキスト、または HTML。HTML は許可したタグだけを残して保存します）' })
  @IsString()
  @IsNotEmpty()
  body!: string;

  @OptionalJapanDateTime('公開日時（未来の日時は公開予定、なしは下書き）')
  published_at?: string | null;
}

export class AdminNewsRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: PUBLICATION_STATUSES, enumName: 'PublicationStatus', description: STATUS_DESCRIPTION }) status!: PublicationStatus;
  @ApiProperty({ example: '公開中' }) status_label!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
}

export class AdminNewsSearchResponseDto extends PagedResponse(AdminNewsRowDto) {}

export class AdminNewsDetailDto extends AdminNewsRowDto {
  @ApiProperty({ description: '本文（保存された形: HTML は許可したタグのみ）' }) body!: string;
  @ApiProperty({ description: '編集の保存時にそのまま送る版番号' }) version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
