import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminSearchQuery, OptionalJapanDay, OptionalRecordId, PagedResponse, RequiredRecordId } from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { ENTRY_STATUSES, EntryStatus, EntryValidity } from '../../entities/entry.entity';
import { STAFF_STATUS_ORDER, type StaffEntryStatus } from '../status-moves';

export const ADMIN_ENTRY_SORTS = ['created_at', 'updated_at', 'id'] as const;
export type AdminEntrySort = (typeof ADMIN_ENTRY_SORTS)[number];

/** The list's tabs: each status among valid entries, and 無効 (invalid entries of any status). */
export const ENTRY_TAB_INVALID = 'invalid';
export const ADMIN_ENTRY_TABS = [...ENTRY_STATUSES, ENTRY_TAB_INVALID] as const;
export type AdminEntryTab = (typeof ADMIN_ENTRY_TABS)[number];

const ENTRY_VALIDITIES = Object.values(EntryValidity);
const STATUS_DESCRIPTION = 'ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退';
const TAB_DESCRIPTION = `一覧のタブ。${STATUS_DESCRIPTION}（いずれも有効なエントリーのみ）, invalid 無効（ステータスを問わず）`;
const VALIDITY_DESCRIPTION = '有効性（SPEC §3）: 0 有効, 1 無効';

/** The filters of entry/search, entry/count-info and entry/download (the tab `status` is left out of count-info). */
export class AdminEntryFiltersDto {
  @ApiPropertyOptional({ maxLength: 200, description: '会員のキーワード（氏名・フリガナ・メールアドレス。空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  member_keyword?: string;

  @OptionalRecordId({ description: '会員の ID' })
  member_id?: number;

  @ApiPropertyOptional({ maxLength: 200, description: '案件のキーワード（案件名。空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  item_keyword?: string;

  @OptionalRecordId({ description: '案件の ID' })
  item_id?: number;

  @OptionalJapanDay('エントリー日がこの日以降')
  entered_from?: string;

  @OptionalJapanDay('エントリー日がこの日まで')
  entered_to?: string;

  @ApiPropertyOptional({ enum: ENTRY_VALIDITIES, description: VALIDITY_DESCRIPTION })
  @IsOptional()
  @Fold('number')
  @IsIn(ENTRY_VALIDITIES)
  validity?: EntryValidity;
}

/**
 * GET /api/admin/entry/search. Without `status`: every entry not deleted. Orders: created_at (エントリー日時,
 * default newest first), updated_at, id.
 */
export class AdminEntrySearchQueryDto extends IntersectionType(AdminSearchQuery(ADMIN_ENTRY_SORTS, { sort: 'created_at', order: 'desc' }), AdminEntryFiltersDto) {
  @ApiPropertyOptional({ enum: ADMIN_ENTRY_TABS, description: TAB_DESCRIPTION })
  @IsOptional()
  @IsIn(ADMIN_ENTRY_TABS)
  status?: AdminEntryTab;
}


/**
 * GET /api/admin/entry/download: the search's filters, tab and order, every row (no paging).
 */
export class AdminEntryDownloadQueryDto extends OmitType(AdminEntrySearchQueryDto, ['page', 'per_page'] as const) {}

/** What the list and the download both filter and order by. */
export type AdminEntryListQuery = AdminEntryDownloadQueryDto;

export class AdminEntryRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() member_id!: number;
  @ApiProperty({ type: String, nullable: true, example: '山田 太郎', description: '会員の氏名（退会済みは null）' }) member_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'taro@example.com' }) member_email!: string | null;
  @ApiProperty() item_id!: number;
  @ApiProperty({ type: String, nullable: true, example: '【Java】決済基盤の開発', description: '案件名（削除された案件は null）' }) item_name!: string | null;
  @ApiProperty({ enum: ENTRY_STATUSES, description: STATUS_DESCRIPTION }) status!: EntryStatus;
  @ApiProperty({ example: 'エントリー済み' }) status_label!: string;
  @ApiProperty({ enum: ENTRY_VALIDITIES, description: VALIDITY_DESCRIPTION }) validity!: EntryValidity;
  @ApiProperty({ example: '有効' }) validity_label!: string;
  @ApiProperty({ format: 'date-time', description: 'エントリー日時' }) entered_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class AdminEntrySearchResponseDto extends PagedResponse(AdminEntryRowDto) {}

export class AdminEntryItemDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '【Java】決済基盤の開発' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: '〜80万円/月', description: '単価（案件に表示するとおり）' }) rate_detail!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/item/detail/12', description: '公開ページのパス（公開中・募集終了のみ）' }) public_path!: string | null;
}

export class AdminEntryMemberDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '山田 太郎' }) name!: string;
  @ApiProperty({ example: 'ヤマダ タロウ' }) name_kana!: string;
  @ApiProperty({ example: 'taro@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) tel!: string | null;
}

/**
 * GET /api/admin/entry/entry-user/{id}: the member behind the entry — what staff need to contact them and
 * judge the fit; the whole record is the member's page (/admin/member/edit/{id}).
 */
export class AdminEntryUserDto extends AdminEntryMemberDto {
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '1990-04-01' }) birth_date!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '年齢（生年月日から）' }) age!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '渋谷駅' }) station!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '希望単価（円/月）' }) desired_rate!: number | null;
  @ApiProperty({ format: 'date-time', description: '会員登録日時' }) registered_at!: string;
}

export class AdminEntrySkillSheetDto {
  @ApiProperty({ description: 'スキルシートの ID（会員のスキルシートのダウンロードに使う）' }) id!: number;
  @ApiProperty({ example: 'スキルシート_山田.xlsx' }) name!: string;
  @ApiProperty({ description: '会員が後から削除した' }) deleted!: boolean;
}

export class AdminEntryHistoryDto {
  @ApiProperty({ enum: ENTRY_STATUSES }) status!: EntryStatus;
  @ApiProperty({ example: '書類選考中' }) status_label!: string;
  @ApiProperty({ enum: ['member', 'staff'], description: '変えたのは会員本人かスタッフか' }) changed_by!: 'member' | 'staff';
  @ApiProperty({ type: Number, nullable: true, description: 'スタッフの ID（会員の変更は null）' }) staff_id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '管理 太郎', description: 'スタッフの名前（変更時点）' }) staff_name!: string | null;
  @ApiProperty({ format: 'date-time' }) changed_at!: string;
}

export class AdminEntryMailDto {
  @ApiProperty({ description: 'メールのジョブ ID（送信待ちのあいだ outbox の id）' }) job_id!: string;
  @ApiProperty({ enum: ['entry-received', 'entry-status-changed'] }) kind!: 'entry-received' | 'entry-status-changed';
  @ApiProperty({ example: '【エンジニアルート】エントリーを受け付けました' }) subject!: string;
  @ApiProperty({ type: String, nullable: true, description: '宛先（会員の現在のメールアドレス）' }) to!: string | null;
  @ApiProperty({ format: 'date-time', description: '送信を予約した日時' }) queued_at!: string;
}

export class AdminEntryStatusChoiceDto {
  @ApiProperty({ enum: STAFF_STATUS_ORDER }) value!: StaffEntryStatus;
  @ApiProperty({ example: '書類選考中' }) label!: string;
}

/** GET /api/admin/entry/detail/{id}. */
export class AdminEntryDetailDto extends AdminEntryRowDto {
  @ApiProperty({ type: String, nullable: true, description: '担当者へのメッセージ' }) message!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: '稼働開始希望日' }) desired_start_date!: string | null;
  @ApiProperty({ type: AdminEntryItemDto, nullable: true, description: '案件（削除された案件は null）' }) item!: AdminEntryItemDto | null;
  @ApiProperty({ type: AdminEntryMemberDto, nullable: true, description: '会員（退会済みは null）' }) member!: AdminEntryMemberDto | null;
  @ApiProperty({ type: AdminEntrySkillSheetDto, nullable: true, description: '提出されたスキルシート' }) skill_sheet!: AdminEntrySkillSheetDto | null;
  @ApiProperty({ type: [AdminEntryHistoryDto], description: 'ステータスの履歴（古い順）' }) history!: AdminEntryHistoryDto[];
  @ApiProperty({ type: [AdminEntryMailDto], description: 'このエントリーについて会員に送ったメール（古い順）' }) mails!: AdminEntryMailDto[];
  @ApiProperty({ type: [AdminEntryStatusChoiceDto], description: '今変更できるステータス（空なら変更不可）' }) status_choices!: AdminEntryStatusChoiceDto[];
}

/** POST /api/admin/entry/update-status. */
export class AdminEntryUpdateStatusBodyDto {
  @RequiredRecordId({ example: 12, description: 'エントリーの ID' })
  id!: number;

  @ApiProperty({ enum: STAFF_STATUS_ORDER, description: '新しいステータス（辞退は会員だけが選べます）' })
  @IsNotEmpty()
  @IsIn(STAFF_STATUS_ORDER)
  status!: StaffEntryStatus;
}

/** POST /api/admin/entry/update-validity. */
export class AdminEntryUpdateValidityBodyDto {
  @RequiredRecordId({ example: 12, description: 'エントリーの ID' })
  id!: number;

  @ApiProperty({ enum: ENTRY_VALIDITIES, description: VALIDITY_DESCRIPTION })
  @Fold('number')
  @IsNotEmpty()
  @IsIn(ENTRY_VALIDITIES)
  validity!: EntryValidity;
}
