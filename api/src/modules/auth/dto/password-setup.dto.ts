import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../admin-users/staff-accounts';

export class PasswordSetupRequestDto {
  @ApiProperty({ description: 'パスワード設定リンク（npm run staff:create が表示）の token' })
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  token!: string;

  @ApiProperty({ description: `新しいパスワード（${STAFF_PASSWORD_MIN}〜${STAFF_PASSWORD_MAX}文字）`, minLength: STAFF_PASSWORD_MIN, maxLength: STAFF_PASSWORD_MAX })
  @IsNotEmpty()
  @IsString()
  @Length(STAFF_PASSWORD_MIN, STAFF_PASSWORD_MAX, { message: `${STAFF_PASSWORD_MIN}文字以上${STAFF_PASSWORD_MAX}文字以内で入力してください` })
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
