import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiWriteErrors } from '../../common/errors/api-error-responses';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { MEMBER_COOKIE, MEMBER_TOKEN_TTL_SECONDS, MemberPrincipal } from './auth.constants';
import { AuthService } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './auth-cookies';
import { LogoutResponseDto } from './dto/admin-auth.dto';
import { LoginRequestDto } from './dto/login.dto';
import { MemberLoginCheckResponseDto, MemberLoginResponseDto, MemberSessionDto } from './dto/member-auth.dto';
import { tokenFrom } from './token-extractor';

const toDto = (m: MemberPrincipal): MemberSessionDto => ({
  id: m.id,
  last_name: m.lastName,
  first_name: m.firstName,
  login_id: m.email,
});

@ApiTags('member-auth')
@Controller('api/front')
export class MemberAuthController {
  constructor(private readonly auth: AuthService) {}

  @ApiWriteErrors()
  @Post('member-login')
  @HttpCode(200)
  @ApiOperation({ summary: '会員ログイン（認証済みの会員のみ）' })
  @ApiOkResponse({ type: MemberLoginResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'メールアドレスまたはパスワードが正しくありません' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'メール認証が完了していません' })
  async memberLogin(@Body() body: LoginRequestDto, @Res({ passthrough: true }) res: Response): Promise<MemberLoginResponseDto> {
    const { token, member } = await this.auth.loginMember(body.email, body.password);
    setSessionCookie(res, MEMBER_COOKIE, token, MEMBER_TOKEN_TTL_SECONDS);
    return { token, user: toDto(member) };
  }

  @ApiWriteErrors()
  @Post('member-logout')
  @HttpCode(200)
  @ApiOperation({ summary: '会員ログアウト（Cookie を削除）' })
  @ApiOkResponse({ type: LogoutResponseDto })
  memberLogout(@Res({ passthrough: true }) res: Response): LogoutResponseDto {
    clearSessionCookie(res, MEMBER_COOKIE);
    return { result: true };
  }

  @Get('member-login-check')
  @ApiOperation({ summary: '会員としてログイン中かどうか（401 にはなりません）' })
  @ApiOkResponse({ type: MemberLoginCheckResponseDto })
  async memberLoginCheck(@Req() req: Request): Promise<MemberLoginCheckResponseDto> {
    const member = await this.auth.resolveMember(tokenFrom(req, MEMBER_COOKIE));
    return member ? { logged_in: true, user: toDto(member) } : { logged_in: false };
  }
}
