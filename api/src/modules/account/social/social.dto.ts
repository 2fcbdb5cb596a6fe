import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';
import { MemberSessionDto } from '../../auth/dto/member-auth.dto';

/** A Firebase Authentication ID token from the browser's sign-in (popup or redirect). */
export class SocialIdTokenRequestDto {
  @ApiProperty({ description: 'Firebase Authentication の ID トークン' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(8192)
  id_token!: string;
}

/** setting-account-authenticate: the provider's ID token, and the password when the login is not recent. */
export class SettingAccountAuthenticateRequestDto extends SocialIdTokenRequestDto {
  @ApiPropertyOptional({ description: '確認のため現在のパスワード（ログインから10分を過ぎていれば必須。なければ RECENT_LOGIN_REQUIRED）' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'パスワードを入力してください' })
  @MaxLength(512)
  password?: string;
}

export class SocialSignUpPrefillDto {
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty() last_name!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty({ enum: [1, 2, 3, 4], description: 'SPEC §3 のソーシャルアカウント種別' }) type!: number;
}

/**
 * member-social-account-login: `logged_in` with the session info (the cookie is set), or `unregistered`
 * with what the provider told about the person, to start sign-up pre-filled.
 */
export class SocialLoginResponseDto {
  @ApiProperty({ enum: ['logged_in', 'unregistered'] })
  status!: 'logged_in' | 'unregistered';

  @ApiPropertyOptional({ type: MemberSessionDto })
  user?: MemberSessionDto;

  @ApiPropertyOptional({ type: SocialSignUpPrefillDto })
  prefill?: SocialSignUpPrefillDto;
}

export class SocialAccountUsedResponseDto {
  @ApiProperty({ description: 'このソーシャルアカウントが会員に連携済みか' })
  used!: boolean;
}

export class SocialAccountDto {
  @ApiProperty({ enum: [1, 2, 3, 4], description: 'twitter=1, facebook=2, github=3, google=4（SPEC §3）' }) type!: number;
  @ApiProperty({ example: 'Google' }) label!: string;
  @ApiProperty() linked!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) linked_at!: string | null;
}

export class SocialAccountListResponseDto {
  @ApiProperty({ type: [SocialAccountDto], description: '連携できる4種類それぞれの連携状態' })
  accounts!: SocialAccountDto[];

  @ApiProperty({ description: 'パスワードでもログインできるか（最後のログイン方法は解除できません）' })
  has_password!: boolean;

  @ApiProperty({ description: 'ソーシャルログインが使えるか（Firebase の設定があるか）' })
  available!: boolean;
}

export class CancelSocialAccountRequestDto {
  @ApiProperty({ enum: [1, 2, 3, 4], description: '解除するソーシャルアカウント種別' })
  @Fold('number')
  @IsInt()
  @IsIn([1, 2, 3, 4])
  type!: number;
}
