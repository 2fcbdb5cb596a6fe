import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MemberEmailField, NewPasswordField, PasswordConfirmationField } from '../dto/member-fields';

/** member-password-reset-mail: /user/password/reset/mail. */
export class MemberPasswordResetMailRequestDto {
  @MemberEmailField()
  email!: string;
}

/** member-password-reset-check: whether the link of /user/password/reset/update still works (asked as the page opens). */
export class MemberPasswordResetCheckRequestDto {
  @ApiProperty({ description: 'パスワード再設定メールのリンクの token' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token!: string;
}

/** member-password-reset-update: /user/password/reset/update (the token of the mail's link, the new password twice). */
export class MemberPasswordResetUpdateRequestDto {
  @ApiProperty({ description: 'パスワード再設定メールのリンクの token' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token!: string;

  @NewPasswordField()
  password!: string;

  @PasswordConfirmationField()
  password_confirmation!: string;
}
