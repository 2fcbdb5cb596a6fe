import { applyDecorators } from '@nestjs/common';
import { OwnMemberIdDto } from '../../auth/own-member-id';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsInt, IsOptional, IsString, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { parseBirthDate, todayInJapan } from '@er/site-meta/birth-date';
import { Fold } from '../../../common/text/fold.decorator';
import { ItemCardDto } from '../../items/dto/item-card.dto';
import { ItemIdField } from '../../items/dto/query-helpers';
import { ENTRY_STATUSES, type EntryStatus } from '../entities/entry.entity';

export const ENTRY_MESSAGE_MAX = 2000;

/** The reason a desired start date is refused, or null: a real 'YYYY-MM-DD', today in Japan or later. */
export function startDateProblem(value: unknown, now = new Date()): string | null {
  const date = parseBirthDate(value);
  if (!date) return '稼働開始希望日を正しく入力してください（例: 2026-04-01）';
  const today = todayInJapan(now);
  const key = (d: { year: number; month: number; day: number }) => d.year * 10_000 + d.month * 100 + d.day;
  if (key(date) < key(today)) return '稼働開始希望日に過去の日付は指定できません';
  return null;
}

/** SPEC §7 passes user_id with the member calls: optional; another member's id is a 403 (MEMBER_ID_MISMATCH). */
export class EntryMemberQueryDto extends OwnMemberIdDto {}

const EntryIdField = () => applyDecorators(ApiProperty({ description: 'エントリー ID', example: 3 }), Fold('number'), IsInt(), Min(1));

/** entry: apply to an open listing (/entry/{id} → /entry/completion). */
export class EntryRequestDto extends EntryMemberQueryDto {
  @ItemIdField()
  item_id!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: '提出するスキルシート（自分のスキルシートの ID。なしは省略か null）', example: 5 })
  @Fold('number')
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsInt({ message: 'スキルシートを選択肢から選んでください' })
  @Min(1, { message: 'スキルシートを選択肢から選んでください' })
  skill_sheet_id?: number | null;

  @ApiPropertyOptional({ maxLength: ENTRY_MESSAGE_MAX, description: `担当者へのメッセージ（${ENTRY_MESSAGE_MAX}文字以内。前後の空白は除く）` })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString()
  @MaxLength(ENTRY_MESSAGE_MAX)
  message?: string;

  @ApiPropertyOptional({ format: 'date', description: '稼働開始希望日 YYYY-MM-DD（今日以降。日本時間）', example: '2026-04-01' })
  @Fold('text', { emptyAsUndefined: true })
  @IsOptional()
  @ValidateBy({
    name: 'isFutureStartDate',
    validator: {
      validate: (value) => startDateProblem(value) === null,
      defaultMessage: (args) => startDateProblem(args?.value) ?? '稼働開始希望日を正しく入力してください',
    },
  })
  desired_start_date?: string;

  @ApiProperty({ description: 'プロフィールとスキルシートを案件の担当者に提供することへの同意（true のみ受け付けます）', example: true })
  @Equals(true, { message: 'エントリーには、プロフィールとスキルシートの提供への同意が必要です' })
  agree!: boolean;
}

export class IsEnterdQueryDto extends EntryMemberQueryDto {
  @ItemIdField()
  item_id!: number;
}

export class EntryIdQueryDto extends EntryMemberQueryDto {
  @EntryIdField()
  id!: number;
}

/** withdraw-entry: body { id } (user_id accepted as on the other member calls). */
export class WithdrawEntryRequestDto extends EntryIdQueryDto {}

export class EntrySkillSheetDto {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: '職務経歴書.xlsx', description: 'アップロード時のファイル名' }) name!: string;
  @ApiProperty({ description: 'エントリー後に会員が削除したスキルシート' }) deleted!: boolean;
}

export class EntryStatusHistoryDto {
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'applied' }) status!: EntryStatus;
  @ApiProperty({ example: 'エントリー済み' }) status_label!: string;
  @ApiProperty({ enum: ['member', 'staff'], description: '変更したのは会員本人か担当者か' }) changed_by!: 'member' | 'staff';
  @ApiProperty({ type: String, format: 'date-time' }) changed_at!: string;
}

/** One entry of the logged-in member with its listing card (SPEC §3 card fields). */
export class EnteredItemDto {
  @ApiProperty({ example: 3, description: 'エントリー ID' }) id!: number;
  @ApiProperty({ example: 12 }) item_id!: number;
  @ApiProperty({ type: ItemCardDto, nullable: true, description: '案件カード（募集終了は is_ended。削除された案件は null）' }) item!: ItemCardDto | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'エントリー日時' }) entered_at!: string;
  @ApiProperty({ enum: ENTRY_STATUSES, example: 'applied', description: '選考状況（applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退）' })
  status!: EntryStatus;
  @ApiProperty({ example: 'エントリー済み' }) status_label!: string;
  @ApiProperty({ enum: [0, 1], description: 'SPEC §3 エントリーの有効・無効（0: 有効、1: 無効）' }) validity!: number;
  @ApiProperty({ example: '有効' }) validity_label!: string;
  @ApiProperty({ description: '辞退できる（エントリー済みのときだけ）' }) can_withdraw!: boolean;
  @ApiProperty({ type: EntrySkillSheetDto, nullable: true, description: '提出したスキルシート' }) skill_sheet!: EntrySkillSheetDto | null;
  @ApiProperty({ type: String, nullable: true, description: '担当者へのメッセージ' }) message!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: '稼働開始希望日' }) desired_start_date!: string | null;
}

export class EnteredItemDetailDto extends EnteredItemDto {
  @ApiProperty({ type: [EntryStatusHistoryDto], description: '選考状況の履歴（古い順）' }) history!: EntryStatusHistoryDto[];
}

export class EntryResponseDto {
  @ApiProperty({ type: EnteredItemDetailDto }) entry!: EnteredItemDetailDto;
}

export class EnterdItemListResponseDto {
  @ApiProperty({ type: [EnteredItemDetailDto], description: 'エントリーの新しい順（それぞれ選考状況の履歴付き）' }) entries!: EnteredItemDetailDto[];
}

export class IsEnterdResponseDto {
  @ApiProperty({ description: 'この案件にエントリー中（辞退・無効になったものは含まない）。未ログインは false' }) entered!: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'エントリー中のエントリー ID' }) entry_id!: number | null;
}

export class EnterdCountResponseDto {
  @ApiProperty({ example: 2, description: 'エントリー数（エントリー履歴の件数。ないときは 0）' }) count!: number;
}
