import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToIntArray } from '../../../items/dto/query-helpers';
import {
  AdminSearchQuery,
  OptionalJapanDay,
  OptionalRecordId,
  PagedResponse,
  RequiredRecordId,
  StatusCountDto,
} from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { AuthState, MemberImpression, MemberProgress } from '../../entities/member.entity';

/**
 * The six member orders of SPEC §3 as sort + order: RegistrationDesc/Asc = registered_at desc/asc,
 * LastNameKanaAsc/Desc = last_name_kana asc/desc, MailAsc/Desc = email asc/desc (the member ID).
 */
export const ADMIN_MEMBER_SORTS = ['registered_at', 'last_name_kana', 'email'] as const;
export type AdminMemberSort = (typeof ADMIN_MEMBER_SORTS)[number];

export const MEMBER_PROGRESSES = Object.values(MemberProgress);
export const MEMBER_IMPRESSIONS = Object.values(MemberImpression);
export const AUTH_STATES = Object.values(AuthState);

const PROGRESS_DESCRIPTION =
  '進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中';
const IMPRESSION_DESCRIPTION = '印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック';
const AUTH_STATE_DESCRIPTION = '登録状態: 0 仮登録（メール未確認）, 1 本登録';

/** The memo and the impression note are TEXT columns; 10,000 characters is far above any note staff write. */
export const MEMBER_NOTE_MAX = 10_000;

/**
 * GET /api/admin/member/search. Without `progress`: members of every progress. Withdrawn members are not
 * listed. Orders (SPEC §3): registered_at desc (RegistrationDesc, the default) / asc, last_name_kana asc / desc,
 * email asc / desc.
 */
export class AdminMemberSearchQueryDto extends AdminSearchQuery(ADMIN_MEMBER_SORTS, { sort: 'registered_at', order: 'desc' }) {
  @ApiPropertyOptional({ maxLength: 200, description: 'キーワード（氏名・フリガナ・メールアドレス・電話番号。空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @ApiPropertyOptional({ enum: MEMBER_PROGRESSES, description: `${PROGRESS_DESCRIPTION}（一覧のタブ）` })
  @IsOptional()
  @Fold('number')
  @IsIn(MEMBER_PROGRESSES)
  progress?: MemberProgress;

  @ApiPropertyOptional({ enum: MEMBER_IMPRESSIONS, description: IMPRESSION_DESCRIPTION })
  @IsOptional()
  @Fold('number')
  @IsIn(MEMBER_IMPRESSIONS)
  impression?: MemberImpression;

  @ApiPropertyOptional({ enum: AUTH_STATES, description: AUTH_STATE_DESCRIPTION })
  @IsOptional()
  @Fold('number')
  @IsIn(AUTH_STATES)
  auth_state?: AuthState;

  @OptionalRecordId({ description: '都道府県（prefacture/get の id）' })
  prefecture_id?: number;

  @OptionalJapanDay('登録日がこの日以降')
  registered_from?: string;

  @OptionalJapanDay('登録日がこの日まで')
  registered_to?: string;

  @ApiPropertyOptional({ type: [Number], description: 'スキル（タグ ID。繰り返しかカンマ区切り、20件まで）: 指定したすべてのスキルを持つ会員' })
  @IsOptional()
  @ToIntArray()
  @IsArray()
  @ArrayMaxSize(20)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
  skills?: number[];
}

export class AdminMemberRowDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '山田 太郎' }) name!: string;
  @ApiProperty({ example: 'ヤマダ タロウ' }) name_kana!: string;
  @ApiProperty({ example: 'taro@example.com', description: 'メールアドレス（会員 ID）' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) tel!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '東京都' }) prefecture_name!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '年齢（生年月日から）' }) age!: number | null;
  @ApiProperty({ enum: MEMBER_PROGRESSES, description: PROGRESS_DESCRIPTION }) progress!: MemberProgress;
  @ApiProperty({ example: '未対応' }) progress_label!: string;
  @ApiProperty({ enum: MEMBER_IMPRESSIONS, nullable: true, description: IMPRESSION_DESCRIPTION }) impression!: MemberImpression | null;
  @ApiProperty({ type: String, nullable: true, example: '優良' }) impression_label!: string | null;
  @ApiProperty({ enum: AUTH_STATES, description: AUTH_STATE_DESCRIPTION }) auth_state!: AuthState;
  @ApiProperty({ example: '本登録' }) auth_state_label!: string;
  @ApiProperty({ format: 'date-time' }) registered_at!: string;
}

/** The page, and the totals per progress (the tabs) under the same filters but `progress`. */
export class AdminMemberSearchResponseDto extends PagedResponse(AdminMemberRowDto) {
  @ApiProperty({ type: [StatusCountDto], description: '進捗ごとの件数（進捗以外の絞り込みを適用、SPEC §4 の順）' })
  progress_counts!: StatusCountDto[];
}

/** GET /api/admin/member/detail/{id}: the profile. */
export class AdminMemberDetailDto extends AdminMemberRowDto {
  @ApiProperty() last_name!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name_kana!: string;
  @ApiProperty() first_name_kana!: string;
  @ApiProperty({ type: String, nullable: true, example: '男性' }) sex_label!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '1990-04-01' }) birth_date!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '大学卒' }) education_level_label!: string | null;
  @ApiProperty({ type: String, nullable: true }) nationality!: string | null;
  @ApiProperty({ type: Number, nullable: true }) prefecture_id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: '渋谷駅' }) station!: string | null;
  @ApiProperty({ description: 'メールマガジンの受け取り' }) magazine!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: '希望単価（円/月）' }) desired_rate!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'スタッフのメモ' }) memo!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_login_at!: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
  // The edit form's values (member/edit takes the codes, not the labels).
  @ApiProperty({ type: Number, nullable: true, enum: [1, 2, 3], description: '性別（1: 男性、2: 女性、3: その他）' }) sex!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '最終学歴（1: 中学校卒 … 7: 大学院卒）' }) education_level!: number | null;
  @ApiProperty({ description: '希望する契約形態の ID（カンマ区切り）', example: '1,2' }) contract_types!: string;
  @ApiProperty({ description: 'プロフィールの版（member/edit に渡す。会員本人や他のスタッフが保存すると増えます）' }) version!: number;
}

export class MemberProgressChangeDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: MEMBER_PROGRESSES }) from_progress!: MemberProgress;
  @ApiProperty({ example: '未対応' }) from_label!: string;
  @ApiProperty({ enum: MEMBER_PROGRESSES }) to_progress!: MemberProgress;
  @ApiProperty({ example: '電話済み' }) to_label!: string;
  @ApiProperty({ description: '変更したスタッフの ID' }) staff_id!: number;
  @ApiProperty({ example: '管理 太郎', description: '変更したスタッフの名前（変更時点）' }) staff_name!: string;
  @ApiProperty({ format: 'date-time' }) changed_at!: string;
}

export class ProgressChoiceDto {
  @ApiProperty({ enum: MEMBER_PROGRESSES }) value!: MemberProgress;
  @ApiProperty({ example: '電話済み' }) label!: string;
}

/** GET /api/admin/member/detail-progress/{id}: the progress and its history, newest first. */
export class AdminMemberProgressDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: MEMBER_PROGRESSES, description: PROGRESS_DESCRIPTION }) progress!: MemberProgress;
  @ApiProperty({ example: '未対応' }) progress_label!: string;
  @ApiProperty({ type: [ProgressChoiceDto], description: '選べる進捗（SPEC §4 の順）' }) choices!: ProgressChoiceDto[];
  @ApiProperty({ type: [MemberProgressChangeDto], description: '変更の履歴（新しい順）' }) history!: MemberProgressChangeDto[];
}

export class ImpressionChoiceDto {
  @ApiProperty({ enum: MEMBER_IMPRESSIONS }) value!: MemberImpression;
  @ApiProperty({ example: '優良' }) label!: string;
}

/** GET /api/admin/member/detail-evaluation/{id}: the impression and its note. */
export class AdminMemberEvaluationDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: MEMBER_IMPRESSIONS, nullable: true, description: `${IMPRESSION_DESCRIPTION}。null は未評価` }) impression!: MemberImpression | null;
  @ApiProperty({ type: String, nullable: true, example: '優良' }) impression_label!: string | null;
  @ApiProperty({ type: String, nullable: true, description: '印象のメモ' }) impression_note!: string | null;
  @ApiProperty({ type: [ImpressionChoiceDto], description: '選べる印象（優良から）' }) choices!: ImpressionChoiceDto[];
}

/** POST /api/admin/member/update-status. */
export class AdminMemberUpdateStatusBodyDto {
  @RequiredRecordId({ example: 12, description: '会員の ID' })
  id!: number;

  @ApiProperty({ enum: MEMBER_PROGRESSES, description: PROGRESS_DESCRIPTION })
  @Fold('number')
  @IsNotEmpty()
  @IsIn(MEMBER_PROGRESSES)
  progress!: MemberProgress;
}

/** POST /api/admin/member/update-impression: null clears it (未評価). */
export class AdminMemberUpdateImpressionBodyDto {
  @RequiredRecordId({ example: 12, description: '会員の ID' })
  id!: number;

  @ApiProperty({ enum: MEMBER_IMPRESSIONS, nullable: true, description: `${IMPRESSION_DESCRIPTION}。null で未評価に戻す` })
  @Fold('number')
  @IsOptional()
  @IsIn(MEMBER_IMPRESSIONS)
  impression!: MemberImpression | null;
}

/** POST /api/admin/member/update-memo: '' clears it. */
export class AdminMemberUpdateMemoBodyDto {
  @RequiredRecordId({ example: 12, description: '会員の ID' })
  id!: number;

  @ApiProperty({ maxLength: MEMBER_NOTE_MAX, description: 'メモ（空で削除）' })
  @IsString()
  @MaxLength(MEMBER_NOTE_MAX)
  memo!: string;
}

/** POST /api/admin/member/impression-note-update: '' clears it. */
export class AdminMemberImpressionNoteBodyDto {
  @RequiredRecordId({ example: 12, description: '会員の ID' })
  id!: number;

  @ApiProperty({ maxLength: MEMBER_NOTE_MAX, description: '印象のメモ（空で削除）' })
  @IsString()
  @MaxLength(MEMBER_NOTE_MAX)
  impression_note!: string;
}
