import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { AdminSearchQuery, PagedResponse, RequiredRecordId, StatusCountDto } from '../../../../common/admin-resource';
import { Fold } from '../../../../common/text/fold.decorator';
import { IsTel } from '../../../contacts/contact-rules';
import { EXTERNAL_SERVICE_KEYS, type ExternalServiceKey } from '../../external-services';

/** external_users columns: external_id VARCHAR(191), name VARCHAR(100), email VARCHAR(255), tel VARCHAR(20). */
export const EXTERNAL_ID_MAX = 191;
export const EXTERNAL_NAME_MAX = 100;
export const EXTERNAL_EMAIL_MAX = 255;

export const EXTERNAL_USER_SORTS = ['created_at', 'id', 'name', 'merged_at'] as const;
export type ExternalUserSort = (typeof EXTERNAL_USER_SORTS)[number];

/** The list's tabs: not yet linked to a member (the work to do) and linked. */
export const EXTERNAL_USER_STATUSES = ['unmerged', 'merged'] as const;
export type ExternalUserStatus = (typeof EXTERNAL_USER_STATUSES)[number];
export const EXTERNAL_USER_STATUS_LABELS: Record<ExternalUserStatus, string> = { unmerged: '未統合', merged: '統合済み' };

const SERVICE_DESCRIPTION = `提携元（get-external-services の key）: ${EXTERNAL_SERVICE_KEYS.join(', ')}`;

/** One of the declared partner services; the message names no keys (the form offers them as choices). */
const IsExternalService = () =>
  ValidateBy({
    name: 'isExternalService',
    validator: { validate: (value) => EXTERNAL_SERVICE_KEYS.includes(value as ExternalServiceKey), defaultMessage: () => '提携元を選択肢から選んでください' },
  });

/** An optional address or phone number as a member's is stored (SPEC §5 folds); '' counts as absent. */
const OptionalEmailField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: EXTERNAL_EMAIL_MAX, description, example: 'taro@example.com' }),
    Fold('email', { emptyAsUndefined: true }),
    IsOptional(),
    IsString(),
    MaxLength(EXTERNAL_EMAIL_MAX),
    IsEmail(),
  );
const OptionalTelField = (description: string) =>
  applyDecorators(ApiPropertyOptional({ description, example: '090-1234-5678' }), Fold('tel', { emptyAsUndefined: true }), IsOptional(), IsString(), IsTel());

export class ExternalServiceDto {
  @ApiProperty({ example: 'agent', description: '提携元のキー（external-user/create の service_name）' }) key!: string;
  @ApiProperty({ example: '提携エージェント' }) label!: string;
  @ApiProperty({ example: '提携する人材エージェントから紹介された人' }) description!: string;
  @ApiProperty({ example: 12, description: '登録されている人数' }) count!: number;
  @ApiProperty({ example: 4, description: 'そのうち会員と未統合の人数' }) unmerged_count!: number;
}

export class ExternalServicesResponseDto {
  @ApiProperty({ type: [ExternalServiceDto], description: '提携元（宣言順）' }) services!: ExternalServiceDto[];
}

/** POST /api/admin/external-user/create: a person a partner service sent us. */
export class ExternalUserCreateBodyDto {
  @ApiProperty({ enum: EXTERNAL_SERVICE_KEYS, description: SERVICE_DESCRIPTION, example: 'agent' })
  @IsNotEmpty()
  @IsExternalService()
  service_name!: ExternalServiceKey;

  @ApiProperty({ maxLength: EXTERNAL_ID_MAX, example: 'AG-2026-0042', description: '提携元での ID（提携元ごとに一意）' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(EXTERNAL_ID_MAX)
  external_id!: string;

  @ApiProperty({ maxLength: EXTERNAL_NAME_MAX, example: '山田 太郎', description: '氏名' })
  @Fold('text')
  @IsString()
  @IsNotEmpty()
  @MaxLength(EXTERNAL_NAME_MAX)
  name!: string;

  @OptionalEmailField('メールアドレス（全角は半角に、大文字は小文字に変換）')
  email?: string;

  @OptionalTelField('電話番号（数字とハイフンで10〜13文字。全角は半角に変換）')
  tel?: string;
}

/** GET /api/admin/external-user/search. Without `status`: everyone. Newest first by default. */
export class ExternalUserSearchQueryDto extends AdminSearchQuery(EXTERNAL_USER_SORTS, { sort: 'created_at', order: 'desc' }) {
  @ApiPropertyOptional({ maxLength: 200, description: 'キーワード（氏名・メールアドレス・電話番号・外部ID。空白で区切った語をすべて含む）' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  keyword?: string;

  @ApiPropertyOptional({ enum: EXTERNAL_SERVICE_KEYS, description: SERVICE_DESCRIPTION })
  @IsOptional()
  @IsExternalService()
  service_name?: ExternalServiceKey;

  @ApiPropertyOptional({ enum: EXTERNAL_USER_STATUSES, enumName: 'ExternalUserStatus', description: '状態（一覧のタブ）。unmerged: 未統合, merged: 統合済み' })
  @IsOptional()
  @IsIn(EXTERNAL_USER_STATUSES)
  status?: ExternalUserStatus;
}

export class ExternalUserMemberDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: '山田 太郎', description: '氏名（未入力は空文字）' }) name!: string;
  @ApiProperty({ example: 'taro@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) tel!: string | null;
  @ApiProperty({ format: 'date-time', description: '会員登録日時' }) registered_at!: string;
}

export class ExternalUserRowDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'agent' }) service_name!: string;
  @ApiProperty({ example: '提携エージェント' }) service_label!: string;
  @ApiProperty({ example: 'AG-2026-0042' }) external_id!: string;
  @ApiProperty({ type: String, nullable: true, example: '山田 太郎' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) tel!: string | null;
  @ApiProperty({ enum: EXTERNAL_USER_STATUSES, enumName: 'ExternalUserStatus' }) status!: ExternalUserStatus;
  @ApiProperty({ example: '未統合' }) status_label!: string;
  @ApiProperty({ type: Number, nullable: true, description: '統合した会員の ID' }) member_id!: number | null;
  @ApiProperty({ type: ExternalUserMemberDto, nullable: true, description: '統合した会員（退会済みなら null）' }) member!: ExternalUserMemberDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) merged_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ExternalUserSearchResponseDto extends PagedResponse(ExternalUserRowDto) {
  @ApiProperty({ type: [StatusCountDto], description: 'タブごとの件数（キーワード・提携元の絞り込みのもとで。未統合、統合済みの順）' })
  status_counts!: StatusCountDto[];
}

export class ExternalUserDetailDto extends ExternalUserRowDto {
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/**
 * GET /api/admin/external-user/is-existent-of-member: `email` and/or `tel` (at least one). The address is compared
 * folded and without case, the phone by its digits (hyphens, full-width digits and spaces do not matter).
 */
export class ExternalUserIsExistentQueryDto {
  @ApiPropertyOptional({ maxLength: EXTERNAL_EMAIL_MAX, description: 'メールアドレス（大文字・小文字、全角・半角を区別しません）', example: 'taro@example.com' })
  @Fold('email', { emptyAsUndefined: true })
  @ValidateBy({
    name: 'isEmailOrTelGiven',
    validator: {
      // One rule for the field, as a skipped field (IsOptional / ValidateIf) would skip the "either" check too.
      validate: (value, args) =>
        value === undefined ? (args?.object as ExternalUserIsExistentQueryDto).tel !== undefined : typeof value === 'string' && value.length <= EXTERNAL_EMAIL_MAX,
      defaultMessage: (args) => (args?.value === undefined ? 'メールアドレスか電話番号のどちらかを入力してください' : `${EXTERNAL_EMAIL_MAX}文字以内で入力してください`),
    },
  })
  email?: string;

  @ApiPropertyOptional({ description: '電話番号（数字だけで比べます。ハイフン・全角は問いません）', example: '090-1234-5678' })
  @Fold('tel', { emptyAsUndefined: true })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  tel?: string;
}

export class ExternalUserMemberMatchDto extends ExternalUserMemberDto {
  @ApiProperty({ type: [String], enum: ['email', 'tel'], description: '一致した項目' }) matched_by!: ('email' | 'tel')[];
}

export class ExternalUserIsExistentResponseDto {
  @ApiProperty({ description: '一致する会員がいる' }) exists!: boolean;
  @ApiProperty({ type: ExternalUserMemberMatchDto, nullable: true, description: '一致する会員（いちばん古く登録した人）。いなければ null' })
  member!: ExternalUserMemberMatchDto | null;
  @ApiProperty({ type: [ExternalUserMemberMatchDto], description: '一致する会員すべて（登録の古い順、5人まで）' })
  members!: ExternalUserMemberMatchDto[];
}

/** POST /api/admin/external-user/merge-existing-member-with-external-member. */
export class ExternalUserMergeBodyDto {
  @RequiredRecordId({ example: 7, description: '外部ユーザーの ID' })
  external_user_id!: number;

  @RequiredRecordId({ example: 12, description: '統合する会員の ID' })
  member_id!: number;
}

export class ExternalUserMergeResponseDto extends ExternalUserDetailDto {
  @ApiProperty({ type: [String], example: ['tel'], description: '会員の空欄だった項目のうち、外部ユーザーの値で埋めたもの' })
  filled_member_fields!: string[];
}
