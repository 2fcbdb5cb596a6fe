import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AdParamsDto, AdParamsField } from '../dto/ad-params.dto';
import { MemberInfoFieldsDto } from '../dto/member-info.dto';
import { MemberEmailField, NameField, NewPasswordField, PasswordConfirmationField, TelField, TermsAgreeField } from '../dto/member-fields';

/** member-register: the /user/regist form (SPEC §3 member info, the password twice, consent). */
export class MemberRegisterRequestDto extends MemberInfoFieldsDto {
  @MemberEmailField()
  email!: string;

  @NewPasswordField('email')
  password!: string;

  @PasswordConfirmationField()
  password_confirmation!: string;

  @TermsAgreeField()
  agree!: boolean;

  @AdParamsField()
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

  @AdParamsField()
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
