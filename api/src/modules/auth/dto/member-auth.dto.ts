import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** SPEC §3 stored session info (minus login_token, which is `token` in the login response). */
export class MemberSessionDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: '山田' })
  last_name!: string;

  @ApiProperty({ example: '太郎' })
  first_name!: string;

  @ApiProperty({ example: 'demo@example.com', description: '会員ID（メールアドレス）' })
  login_id!: string;
}

export class MemberLoginResponseDto {
  @ApiProperty({ description: 'JWT（Cookie er_member_token にも設定されます。Bearer として送信可）' })
  token!: string;

  @ApiProperty({ type: MemberSessionDto })
  user!: MemberSessionDto;
}

export class MemberLoginCheckResponseDto {
  @ApiProperty()
  logged_in!: boolean;

  @ApiPropertyOptional({ type: MemberSessionDto })
  user?: MemberSessionDto;
}
