import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** SPEC §3 stored session info, minus login_token: the token stays in the httpOnly cookie (issue 9). */
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
  @ApiProperty({ type: MemberSessionDto })
  user!: MemberSessionDto;
}

export class MemberLoginCheckResponseDto {
  @ApiProperty()
  logged_in!: boolean;

  @ApiPropertyOptional({ type: MemberSessionDto })
  user?: MemberSessionDto;
}
