import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { OwnMemberIdDto } from '../../auth/own-member-id';
import { AdParamsDto } from '../dto/ad-params.dto';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';
import { MemberInfoFieldsDto } from '../dto/member-info.dto';
import { IdListField, MemberEmailField, OptionalCodeField, OptionalTextField } from '../dto/member-fields';

/** SPEC §7 passes user_id with the member calls (OwnMemberIdDto: another member's id is a 403). */
export class GetUserInfoQueryDto extends OwnMemberIdDto {}

export class MemberSkillDto {
  @ApiProperty({ description: 'スキル（タグ ID）', example: 12 })
  @Fold('number')
  @IsInt()
  @Min(1)
  tag_id!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 50, description: '経験年数（年、0〜50。未入力は null）', example: 3 })
  @Fold('number')
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(50)
  experience_years?: number | null;
}

export class MemberSkillInfoDto {
  @ApiProperty({ example: 12 })
  tag_id!: number;

  @ApiProperty({ example: 'Java' })
  term!: string;

  @ApiProperty({ type: Number, nullable: true, example: 3 })
  experience_years!: number | null;
}

/** update-user-info: every SPEC §3 member-info field plus skills and desired conditions. */
export class UpdateUserInfoRequestDto extends IntersectionType(OwnMemberIdDto, MemberInfoFieldsDto) {
  @OptionalTextField('国籍', 50)
  nationality?: string;

  @ApiProperty({ type: [MemberSkillDto], description: 'スキルと経験年数（50件まで。スキル・マッチングに使います）' })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => MemberSkillDto)
  skills!: MemberSkillDto[];

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 10, maximum: 500, description: '希望単価（万円/月、10〜500。未入力は null）', example: 70 })
  @Fold('number')
  @IsOptional()
  @IsInt()
  @Min(10)
  @Max(500)
  desired_rate_man?: number | null;

  @OptionalCodeField('希望する働き方（0: 常駐可、1: 一部リモート、2: フルリモート。未入力はこだわらない）', [0, 1, 2])
  desired_remote_level?: number;

  @IdListField('希望勤務地のエリア ID をカンマ区切りで（なしはこだわらない: 空文字）', '13,14', '希望勤務地を選択肢から選んでください')
  desired_area_ids!: string;
}

/** get-user-info: the logged-in member's profile (SPEC §7: includes prefecture_id). */
export class UserInfoDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'taro@example.com', description: '会員ID（メールアドレス）' }) email!: string;
  @ApiProperty({ type: String, nullable: true, description: '変更手続き中の新しいメールアドレス（確認リンクの有効期限内のみ）' }) pending_email!: string | null;
  @ApiProperty() last_name!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name_kana!: string;
  @ApiProperty() first_name_kana!: string;
  @ApiProperty({ type: Number, nullable: true, enum: [1, 2, 3] }) sex!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) birth_date!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: '年齢（生年月日から計算）' }) age!: number | null;
  @ApiProperty({ type: Number, nullable: true }) education_level!: number | null;
  @ApiProperty({ type: String, nullable: true }) nationality!: string | null;
  @ApiProperty({ type: Number, nullable: true }) prefecture_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) station!: string | null;
  @ApiProperty({ type: String, nullable: true }) tel!: string | null;
  @ApiProperty({ enum: [0, 1] }) magazine_flag!: 0 | 1;
  @ApiProperty({ description: 'カンマ区切りの契約形態 ID' }) contract_types!: string;
  @ApiProperty({ type: [MemberSkillInfoDto] }) skills!: MemberSkillInfoDto[];
  @ApiProperty({ type: Number, nullable: true, description: '希望単価（万円/月）' }) desired_rate_man!: number | null;
  @ApiProperty({ type: Number, nullable: true, enum: [0, 1, 2] }) desired_remote_level!: number | null;
  @ApiProperty({ description: 'カンマ区切りのエリア ID' }) desired_area_ids!: string;
  @ApiProperty({ description: 'プロフィールの入力率（0〜100）', example: 80 }) completeness!: number;
  @ApiProperty({ type: [String], description: '未入力の項目名（日本語）', example: ['最寄り駅'] }) missing_fields!: string[];
  @ApiProperty({ format: 'date-time', description: '会員登録日時' }) registered_at!: string;
}

export class UserInfoResponseDto {
  @ApiProperty({ type: UserInfoDto })
  user!: UserInfoDto;
}

/** send-mail-for-change-mail: the new address (a link goes to it). */
export class SendMailForChangeMailRequestDto {
  @MemberEmailField()
  email!: string;
}

/** send-mail-for-change-mail-auth: the token of the link sent to the new address. */
export class SendMailForChangeMailAuthRequestDto {
  @ApiProperty({ description: 'メールアドレス変更メールのリンクの token' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token!: string;
}

export class EmailChangedResponseDto {
  @ApiProperty({ example: true })
  result!: boolean;

  @ApiProperty({ example: 'new@example.com', description: '新しいログインID' })
  email!: string;
}

/** delete-user: withdrawal, after entering the password again (or a fresh sign-in with a linked social account). */
export class DeleteUserRequestDto extends OwnMemberIdDto {
  @ApiPropertyOptional({ description: '確認のため現在のパスワード（id_token がなければ必須）' })
  @ValidateIf((o: DeleteUserRequestDto) => o.id_token === undefined)
  @IsString()
  @IsNotEmpty({ message: 'パスワードを入力してください' })
  @MaxLength(512)
  password?: string;

  @ApiPropertyOptional({ description: 'パスワードの代わりに、連携済みソーシャルアカウントで5分以内にサインインした Firebase の ID トークン' })
  @IsOptional()
  @IsString()
  @MaxLength(8192)
  id_token?: string;

  @ApiPropertyOptional({ maxLength: 1000, description: '退会理由（任意）' })
  @Fold('text', { emptyAsUndefined: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string;
}

/** store-offline-cvdata: the ad parameters of a member who signed up another way (e.g. social sign-in). */
export class StoreOfflineCvdataRequestDto extends IntersectionType(OwnMemberIdDto, AdParamsDto) {}

/** encrypt-user-id: the member's referral link for /introduce (the id sealed, never readable or editable). */
export class EncryptUserIdResponseDto {
  @ApiProperty({ description: '暗号化した会員 ID（紹介リンクの ref）' })
  encrypted_user_id!: string;

  @ApiProperty({ example: 'https://engineer-route.example/introduce?ref=…', description: 'お友達紹介ページへのリンク' })
  url!: string;
}
