import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { AdminEditBodyDto, AdminSearchQuery, MAX_RECORD_ID, OptionalJapanDateTime, OptionalJapanDay, OptionalRecordId, PagedResponse } from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { RemoteLevel } from '../../entities/item.entity';
import { LISTING_STATUSES, type ListingStatus } from '../../listing-status';
import { MAIL_GUESS_FIELDS, type MailGuessField } from '../listing-mail-parser';
import { isHttpUrl } from '../../../columns/admin/column-links';

export const ADMIN_ITEM_SORTS = ['updated_at', 'published_at', 'id', 'rate'] as const;
export type AdminItemSort = (typeof ADMIN_ITEM_SORTS)[number];

/** The status staff set on a listing; 公開予定 is `published` with a future publish date. */
export const ITEM_EDIT_STATUSES = ['draft', 'published', 'ended'] as const;
export type ItemEditStatus = (typeof ITEM_EDIT_STATUSES)[number];

const LISTING_STATUS_DESCRIPTION =
  'published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き, ended: 募集終了, deleted: 削除済み';
const EDIT_STATUS_DESCRIPTION = 'draft: 下書き（公開しない）, published: 公開（公開日時が未来なら公開予定、省略で今すぐ）, ended: 募集終了（公開済みの案件のみ）';
const REMOTE_DESCRIPTION = '0: 常駐, 1: 一部リモート, 2: フルリモート';

/** Sizes of the listing's columns (item.entity.ts); long texts stay well inside a TEXT column's 65,535 bytes. */
export const ITEM_FIELD_MAX = { name: 255, rateDetail: 100, areaDetail: 255, shortText: 100, longText: 10_000, internalNote: 15_000, clientName: 255, clientUrl: 500 } as const;

const CLIENT_DESCRIPTION = 'クライアント企業名（null・省略は「非公開」: 求人の構造化データには運営会社を載せます。空文字は不可）';
const CLIENT_URL_DESCRIPTION = 'クライアント企業のサイト（http:// または https://。企業名があるときだけ）';
const CLOSES_ON_DESCRIPTION = '募集終了予定日（この日まで応募を受け付ける。求人の構造化データの掲載期限）';
/** Yen per month; an INT column. */
export const RATE_MAX_YEN = 10_000_000;
export const MAX_ITEM_TAGS = 30;
export const MAX_ITEM_AREAS = 60;
export const MAIL_MAX = 10_000;

const OptionalInt = (description: string, min: number, max: number, nullable = true) =>
  applyDecorators(ApiPropertyOptional({ type: Number, minimum: min, maximum: max, nullable, description }), IsOptional(), Fold('number'), IsInt(), Min(min), Max(max));

const OptionalText = (description: string, maxLength: number) =>
  applyDecorators(ApiPropertyOptional({ type: String, maxLength, nullable: true, description }), IsOptional(), IsString(), MaxLength(maxLength));

const IdList = (description: string, maxItems: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: [Number], maxItems, default: [], description }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(maxItems),
    ArrayUnique(),
    Fold('number'),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(MAX_RECORD_ID, { each: true }),
  );

/** The filters of the listing list, shared by search and count-info (which counts each tab under them). */
export class AdminItemFilterQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'キーワード（案件名・詳細・必須/尚可要件。空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @OptionalRecordId({ description: 'タグ（このタグが付いた案件）' })
  tag_id?: number;

  @OptionalRecordId({ description: 'エリア（area-all の id）' })
  area_id?: number;

  @OptionalRecordId({ description: '業界（biz-category-all の id）' })
  biz_category_id?: number;

  @OptionalInt('単価（円/月）がこの額以上（単価の上限がこの額以上の案件。単価のない案件は含みません）', 0, RATE_MAX_YEN, false)
  rate_from?: number;

  @OptionalInt('単価（円/月）がこの額以下（単価の下限がこの額以下の案件。単価のない案件は含みません）', 0, RATE_MAX_YEN, false)
  rate_to?: number;

  @OptionalJapanDay('公開日がこの日以降')
  published_from?: string;

  @OptionalJapanDay('公開日がこの日まで')
  published_to?: string;
}

/** GET /api/admin/item/search. Without `status`: every listing not deleted. */
export class AdminItemSearchQueryDto extends IntersectionType(AdminSearchQuery(ADMIN_ITEM_SORTS, { sort: 'updated_at', order: 'desc' }), AdminItemFilterQueryDto) {
  @ApiPropertyOptional({ enum: LISTING_STATUSES, enumName: 'ListingStatus', description: `状態（一覧のタブ）。${LISTING_STATUS_DESCRIPTION}` })
  @IsOptional()
  @IsIn(LISTING_STATUSES)
  status?: ListingStatus;
}

/** POST /api/admin/item/register: creates without `id`; with `id`, saves the listing read at `version` (edit-info). */
export class AdminItemRegisterBodyDto extends AdminEditBodyDto {
  @ApiProperty({ maxLength: ITEM_FIELD_MAX.name, example: '大手ECサイトのバックエンド開発', description: '案件名' })
  @Fold('trim')
  @IsString()
  @IsNotEmpty()
  @MaxLength(ITEM_FIELD_MAX.name)
  name!: string;

  @OptionalInt('単価の下限（円/月）', 0, RATE_MAX_YEN)
  rate_min?: number | null;

  @OptionalInt('単価の上限（円/月。下限以上）', 0, RATE_MAX_YEN)
  rate_max?: number | null;

  @ApiProperty({ maxLength: ITEM_FIELD_MAX.rateDetail, example: '60〜70万円/月', description: '単価の表示（例: 60〜70万円/月、スキル見合い）' })
  @Fold('trim')
  @IsString()
  @IsNotEmpty()
  @MaxLength(ITEM_FIELD_MAX.rateDetail)
  rate_detail!: string;

  @IdList('エリア（area-all の id）', MAX_ITEM_AREAS)
  area_ids?: number[];

  @OptionalText('エリアの補足（例: 渋谷駅 徒歩5分）', ITEM_FIELD_MAX.areaDetail)
  area_detail?: string | null;

  @OptionalInt('業界（biz-category-all の id）', 1, MAX_RECORD_ID)
  biz_category_id?: number | null;

  @OptionalText('システム種別（例: Webシステム）', ITEM_FIELD_MAX.shortText)
  system_type?: string | null;

  @OptionalText('職種・ポジション（例: バックエンドエンジニア）', ITEM_FIELD_MAX.shortText)
  job_type?: string | null;

  @OptionalInt('契約形態（get-contract-type-list の id）', 1, MAX_RECORD_ID)
  contract_type_id?: number | null;

  @ApiPropertyOptional({ enum: [0, 1, 2], default: 0, description: REMOTE_DESCRIPTION })
  @IsOptional()
  @Fold('number')
  @IsIn(Object.values(RemoteLevel))
  remote_level?: RemoteLevel;

  @OptionalInt('週の稼働日数の下限（1〜5）', 1, 5)
  weekly_days_min?: number | null;

  @OptionalInt('週の稼働日数の上限（1〜5、下限以上）', 1, 5)
  weekly_days_max?: number | null;

  @OptionalText('必須要件', ITEM_FIELD_MAX.longText)
  must_have_requirements?: string | null;

  @OptionalText('尚可要件', ITEM_FIELD_MAX.longText)
  nice_to_have_requirements?: string | null;

  @OptionalText('案件の詳細', ITEM_FIELD_MAX.longText)
  detail?: string | null;

  @OptionalText('勤務時間（例: 10:00〜19:00）', ITEM_FIELD_MAX.shortText)
  working_hours?: string | null;

  @OptionalText('精算幅（例: 140〜180h）', ITEM_FIELD_MAX.shortText)
  settlement_range?: string | null;

  @OptionalInt('面談回数', 0, 10)
  interview_count?: number | null;

  @OptionalJapanDay('開始日（なしは即日・相談）')
  start_date?: string | null;

  @IdList('タグ（表示順。tag-list-for-item-input の id）', MAX_ITEM_TAGS)
  tag_ids?: number[];

  @ApiPropertyOptional({ type: String, maxLength: ITEM_FIELD_MAX.clientName, nullable: true, example: '株式会社サンプル', description: CLIENT_DESCRIPTION })
  @IsOptional()
  @Fold('trim')
  @IsString()
  @MaxLength(ITEM_FIELD_MAX.clientName)
  client_name?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: ITEM_FIELD_MAX.clientUrl, nullable: true, example: 'https://example.co.jp/', description: CLIENT_URL_DESCRIPTION })
  @IsOptional()
  @Fold('text', { emptyAsUndefined: true })
  @IsString()
  @MaxLength(ITEM_FIELD_MAX.clientUrl)
  @ValidateBy({ name: 'isHttpUrl', validator: { validate: (value) => typeof value === 'string' && isHttpUrl(value), defaultMessage: () => 'http:// または https:// で始まるURLを入力してください' } })
  client_url?: string | null;

  @OptionalJapanDay(CLOSES_ON_DESCRIPTION)
  closes_on?: string | null;

  @ApiPropertyOptional({ default: false, description: '注目の案件（トップページの特集）に出す' })
  @IsOptional()
  @IsBoolean()
  is_featured?: boolean;

  @ApiPropertyOptional({ enum: ITEM_EDIT_STATUSES, enumName: 'ItemEditStatus', default: 'draft', description: EDIT_STATUS_DESCRIPTION })
  @IsOptional()
  @IsIn(ITEM_EDIT_STATUSES)
  status?: ItemEditStatus;

  @OptionalJapanDateTime('公開日時（未来の日時は公開予定。公開で省略すると今）')
  published_at?: string | null;

  @ApiPropertyOptional({
    enum: MAIL_GUESS_FIELDS,
    enumName: 'ItemGuessedField',
    isArray: true,
    default: [],
    description: 'まだ確認していない項目（メールから読み取った下書きの要確認項目。残っている間は公開できません。省略で確認済み）',
  })
  @IsOptional()
  @IsArray()
  @ArrayUnique()
  @IsIn(MAIL_GUESS_FIELDS, { each: true })
  guessed_fields?: MailGuessField[];

  @OptionalText('社内メモ（公開されません）', ITEM_FIELD_MAX.internalNote)
  internal_note?: string | null;
}

/** POST /api/admin/item/register-email-temporary. */
export class AdminItemEmailTemporaryBodyDto {
  @ApiProperty({ maxLength: MAIL_MAX, description: 'パートナーからの案件メールの本文（貼り付けたまま）' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAIL_MAX)
  mail!: string;
}

export class IdNameDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class IdTermDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Java' }) term!: string;
}

/** A row of the listing list. */
export class AdminItemRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: LISTING_STATUSES, enumName: 'ListingStatus', description: LISTING_STATUS_DESCRIPTION }) status!: ListingStatus;
  @ApiProperty({ example: '公開中' }) status_label!: string;
  @ApiProperty({ type: Number, nullable: true, description: '円/月' }) rate_min!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '円/月' }) rate_max!: number | null;
  @ApiProperty({ example: '60〜70万円/月' }) rate_detail!: string;
  @ApiProperty({ type: [IdNameDto], description: 'エリア（表示順）' }) areas!: IdNameDto[];
  @ApiProperty({ type: IdNameDto, nullable: true, description: '業界' }) biz_category!: IdNameDto | null;
  @ApiProperty({ type: [IdTermDto], description: 'タグ（表示順、削除済みのタグを除く）' }) tags!: IdTermDto[];
  @ApiProperty() is_featured!: boolean;
  @ApiProperty({ description: '要確認の項目が残っている（メールから読み取った下書き）' }) needs_review!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ended_at!: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deleted_at!: string | null;
}

export class AdminItemSearchResponseDto extends PagedResponse(AdminItemRowDto) {}

/** GET /api/admin/item/detail/{id}: the listing as staff read it (names resolved), deleted ones too. */
export class AdminItemDetailDto extends AdminItemRowDto {
  @ApiProperty({ type: String, nullable: true }) area_detail!: string | null;
  @ApiProperty({ type: String, nullable: true }) system_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_type!: string | null;
  @ApiProperty({ type: IdNameDto, nullable: true, description: '契約形態' }) contract_type!: IdNameDto | null;
  @ApiProperty({ enum: [0, 1, 2], description: REMOTE_DESCRIPTION }) remote_level!: RemoteLevel;
  @ApiProperty({ example: 'フルリモート' }) remote_label!: string;
  @ApiProperty({ type: Number, nullable: true }) weekly_days_min!: number | null;
  @ApiProperty({ type: Number, nullable: true }) weekly_days_max!: number | null;
  @ApiProperty({ type: String, nullable: true }) must_have_requirements!: string | null;
  @ApiProperty({ type: String, nullable: true }) nice_to_have_requirements!: string | null;
  @ApiProperty({ type: String, nullable: true }) detail!: string | null;
  @ApiProperty({ type: String, nullable: true }) working_hours!: string | null;
  @ApiProperty({ type: String, nullable: true }) settlement_range!: string | null;
  @ApiProperty({ type: Number, nullable: true }) interview_count!: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) start_date!: string | null;
  @ApiProperty({ type: String, nullable: true, description: CLIENT_DESCRIPTION }) client_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: CLIENT_URL_DESCRIPTION }) client_url!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: CLOSES_ON_DESCRIPTION }) closes_on!: string | null;
  @ApiProperty({ enum: MAIL_GUESS_FIELDS, enumName: 'ItemGuessedField', isArray: true, description: '要確認の項目' }) guessed_fields!: MailGuessField[];
  @ApiProperty({ type: String, nullable: true, description: '社内メモ（公開されません）' }) internal_note!: string | null;
  @ApiProperty({ description: '詳細ページの閲覧数' }) view_count!: number;
  @ApiProperty({ type: String, nullable: true, example: '/item/detail/12', description: '公開ページのパス（公開中・募集終了のみ）' }) public_path!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: '編集の保存時に送る版番号' }) version!: number;
}

/**
 * GET /api/admin/item/edit-info/{id}: the listing as the edit form holds it — exactly the fields `register` takes,
 * with `id` and `version` to send back, and the tags' terms for the chips.
 */
export class AdminItemEditInfoDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: '保存時にそのまま送る版番号' }) version!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: Number, nullable: true }) rate_min!: number | null;
  @ApiProperty({ type: Number, nullable: true }) rate_max!: number | null;
  @ApiProperty() rate_detail!: string;
  @ApiProperty({ type: [Number] }) area_ids!: number[];
  @ApiProperty({ type: String, nullable: true }) area_detail!: string | null;
  @ApiProperty({ type: Number, nullable: true }) biz_category_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) system_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) job_type!: string | null;
  @ApiProperty({ type: Number, nullable: true }) contract_type_id!: number | null;
  @ApiProperty({ enum: [0, 1, 2], description: REMOTE_DESCRIPTION }) remote_level!: RemoteLevel;
  @ApiProperty({ type: Number, nullable: true }) weekly_days_min!: number | null;
  @ApiProperty({ type: Number, nullable: true }) weekly_days_max!: number | null;
  @ApiProperty({ type: String, nullable: true }) must_have_requirements!: string | null;
  @ApiProperty({ type: String, nullable: true }) nice_to_have_requirements!: string | null;
  @ApiProperty({ type: String, nullable: true }) detail!: string | null;
  @ApiProperty({ type: String, nullable: true }) working_hours!: string | null;
  @ApiProperty({ type: String, nullable: true }) settlement_range!: string | null;
  @ApiProperty({ type: Number, nullable: true }) interview_count!: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) start_date!: string | null;
  @ApiProperty({ type: String, nullable: true, description: CLIENT_DESCRIPTION }) client_name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: CLIENT_URL_DESCRIPTION }) client_url!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: CLOSES_ON_DESCRIPTION }) closes_on!: string | null;
  @ApiProperty({ type: [Number], description: 'タグ（表示順）' }) tag_ids!: number[];
  @ApiProperty({ type: [IdTermDto], description: 'タグ（表示順、tag_ids と同じ並び）' }) tags!: IdTermDto[];
  @ApiProperty() is_featured!: boolean;
  @ApiProperty({ enum: ITEM_EDIT_STATUSES, enumName: 'ItemEditStatus', description: EDIT_STATUS_DESCRIPTION }) status!: ItemEditStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ enum: MAIL_GUESS_FIELDS, enumName: 'ItemGuessedField', isArray: true, description: '要確認の項目（編集画面で目立たせる）' })
  guessed_fields!: MailGuessField[];
  @ApiProperty({ type: String, nullable: true }) internal_note!: string | null;
  @ApiProperty({ enum: LISTING_STATUSES, enumName: 'ListingStatus', description: `一覧での状態。${LISTING_STATUS_DESCRIPTION}` }) listing_status!: ListingStatus;
  @ApiProperty({ example: '公開予定' }) listing_status_label!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ended_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: '削除済みなら日時（編集するには復元が必要）' }) deleted_at!: string | null;
}

export class MailGuessDto {
  @ApiProperty({ enum: MAIL_GUESS_FIELDS, enumName: 'ItemGuessedField', description: '読み取った項目（register の項目名）' }) field!: MailGuessField;
  @ApiProperty({ description: '読み取ったメールの箇所（書かれたまま）' }) source!: string;
}

/** What register-email-temporary answers: the draft saved from the mail, and what was read where. */
export class AdminItemEmailTemporaryResponseDto {
  @ApiProperty({ type: AdminItemEditInfoDto, description: '保存した下書き（公開されません）' }) item!: AdminItemEditInfoDto;
  @ApiProperty({ enum: MAIL_GUESS_FIELDS, enumName: 'ItemGuessedField', isArray: true, description: '要確認の項目（推測で入れた項目と、読み取れず仮の値を入れた項目）' })
  guessed_fields!: MailGuessField[];
  @ApiProperty({ type: [MailGuessDto], description: '読み取った項目とその箇所' }) guesses!: MailGuessDto[];
  @ApiProperty({ type: [String], example: ['期間: 12月〜長期'], description: '項目にならなかった情報（社内メモにも保存）' }) notes!: string[];
}

export class AdminItemAreaDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '東京都' }) name!: string;
  @ApiProperty({ type: Number, nullable: true, description: '都道府県（リモート・海外は null）' }) prefecture_id!: number | null;
}

export class AdminItemAreaListResponseDto {
  @ApiProperty({ type: [AdminItemAreaDto], description: '表示順' }) areas!: AdminItemAreaDto[];
}

export class AdminItemBizCategoryListResponseDto {
  @ApiProperty({ type: [IdNameDto], description: '表示順' }) biz_categories!: IdNameDto[];
}

export class AdminItemTagListResponseDto {
  @ApiProperty({ type: [IdTermDto] }) tags!: IdTermDto[];
}
