import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsAcceptablePassword } from '../../../common/security/password-policy';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../admin-users/staff-accounts';

/** password-setup-check: whether the link of /admin/password-setup still works (asked as the page opens). */
export class PasswordSetupCheckRequestDto {
  @ApiProperty({ description: 'パスワード設定リンクの token' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  token!: string;
}

export class PasswordSetupRequestDto {
  @ApiProperty({ description: 'パスワード設定リンク（npm run staff:create が表示）の token' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  token!: string;

  @ApiProperty({ description: `新しいパスワード（${STAFF_PASSWORD_MIN}〜${STAFF_PASSWORD_MAX}文字）`, minLength: STAFF_PASSWORD_MIN, maxLength: STAFF_PASSWORD_MAX })
  // The policy of password-policy.ts (not a common password), at the staff minimum.
  @IsAcceptablePassword(STAFF_PASSWORD_MIN)
  password!: string;

  @ApiProperty({ description: '確認のためもう一度' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(STAFF_PASSWORD_MAX)
  password_confirmation!: string;
}

export class PasswordSetupResponseDto {
  @ApiProperty({ example: true })
  result!: boolean;

  @ApiProperty({ example: 'owner@example.com', description: 'ログインに使うメールアドレス' })
  email!: string;
}
