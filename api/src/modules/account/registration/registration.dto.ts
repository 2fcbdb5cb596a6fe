import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { AdParamsDto } from '../dto/ad-params.dto';
import { EducationLevel, Sex } from '../../members/members.service';
import {
  BirthDateField,
  ContractTypesField,
  KanaField,
  MagazineFlagField,
  MemberEmailField,
  NameField,
  NewPasswordField,
  OptionalCodeField,
  OptionalTextField,
  PasswordConfirmationField,
  PrefectureIdField,
  TelField,
  TermsAgreeField,
} from '../dto/member-fields';

/** member-register: the /user/regist form (SPEC §3 member info, the password twice, consent). */
export class MemberRegisterRequestDto {
  @MemberEmailField()
  email!: string;

  @NewPasswordField('email')
  password!: string;

  @PasswordConfirmationField()
  password_confirmation!: string;

  @NameField('姓', '山田')
  last_name!: string;

  @NameField('名', '太郎')
  first_name!: string;

  @KanaField('セイ（全角カタカナ）', 'ヤマダ')
  last_name_kana!: string;

  @KanaField('メイ（全角カタカナ）', 'タロウ')
  first_name_kana!: string;

  @BirthDateField()
  birth_date!: string;

  @PrefectureIdField()
  prefecture_id!: number;

  @TelField()
  tel!: string;

  @ContractTypesField()
  contract_types!: string;

  @MagazineFlagField()
  magazine_flag!: 0 | 1;

  @TermsAgreeField()
  agree!: boolean;

  @OptionalCodeField('性別（1: 男性、2: 女性、3: その他）', Object.values(Sex))
  sex?: Sex;

  @OptionalCodeField('最終学歴', Object.values(EducationLevel))
  education_level?: EducationLevel;

  @OptionalTextField('最寄り駅', 100)
  station?: string;

  @ApiPropertyOptional({ type: AdParamsDto, description: '訪問時の広告パラメータ（あれば登録のコンバージョンとして保存）' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AdParamsDto)
  ad_params?: AdParamsDto;
}

/** temporary/register: the short sign-up of the landing pages /lp1–/lp3 (name, e-mail, phone, consent). */
export class TemporaryRegisterRequestDto {
  @NameField('お名前（姓と名の間にスペース）', '山田 太郎')
  name!: string;

  @MemberEmailField()
  email!: string;

  @TelField()
  tel!: string;

  @TermsAgreeField()
  agree!: boolean;

  @ApiPropertyOptional({ type: AdParamsDto, description: '訪問時の広告パラメータ（あれば登録のコンバージョンとして保存）' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AdParamsDto)
  ad_params?: AdParamsDto;
}

/** temporary/sendmail: send the short sign-up's password link again. */
export class TemporarySendmailRequestDto {
  @MemberEmailField()
  email!: string;
}

/** member-send-auth-mail: resend the verification link. */
export class MemberSendAuthMailRequestDto {
  @MemberEmailField()
  email!: string;
}

/** member-register-auth-mail-complete: the token of the link in the verification mail. */
export class MemberAuthMailCompleteRequestDto {
  @ApiProperty({ description: '認証メールのリンクの token' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token!: string;
}

/**
 * The same answer whatever the address (issue 12: no account enumeration): a new address, a provisional
 * member's and an existing member's all get `{ result: true }`; what differs is only the mail sent.
 */
export class AcceptedResponseDto {
  @ApiProperty({ example: true })
  result!: boolean;
}
