import { Body, Controller, Get, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { clientIp } from '../../common/security/client-ip';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../common/errors/api-error-responses';
import { ThrottleErrorCode } from '../../common/throttle/throttle.errors';
import { cookieName } from '../../common/security/cookie-names';
import { AuthErrorCode } from './auth.errors';
import { AuthService } from './auth.service';
import { clearSiteDataAtLogout, NoStoreInterceptor } from './auth-cookies';
import { LogoutResponseDto } from './dto/admin-auth.dto';
import { LoginRequestDto } from './dto/login.dto';
import { MemberLoginCheckResponseDto, MemberLoginResponseDto } from './dto/member-auth.dto';
import { tokenFrom } from './token-extractor';
import { clearMemberSession, sendMemberSession, toMemberSessionDto } from './member-session';

const toDto = toMemberSessionDto;

@ApiTags('member-auth')
@Controller('api/front')
@UseInterceptors(NoStoreInterceptor)
export class MemberAuthController {
  constructor(
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('member-login')
  @HttpCode(200)
  @ApiOperation({ operationId: 'memberLogin', summary: '会員ログイン（認証済みの会員のみ）' })
  @ApiOkResponse({ type: MemberLoginResponseDto })
  @ApiErrors(AuthErrorCode.AUTH_INVALID_CREDENTIALS, AuthErrorCode.AUTH_EMAIL_NOT_VERIFIED, ThrottleErrorCode.TOO_MANY_ATTEMPTS)
  async memberLogin(@Body() body: LoginRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MemberLoginResponseDto> {
    const { token, member } = await this.auth.loginMember(body.email, body.password, clientIp(req));
    // SPEC §3 keeps a login_token in browser storage; we keep it only in the httpOnly cookie instead
    // (issue 9: no token where scripts can read it). The session info carries an empty login_token.
    sendMemberSession(res, token, this.config.secureCookies);
    return { user: toDto(member) };
  }

  @Post('member-logout')
  @HttpCode(200)
  @ApiOperation({ operationId: 'memberLogout', summary: '会員ログアウト（セッションを終了し Cookie を削除）' })
  @ApiOkResponse({ type: LogoutResponseDto })
  async memberLogout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutResponseDto> {
    await this.auth.logout(tokenFrom(req, cookieName('member', this.config)), 'member');
    clearMemberSession(res, this.config.secureCookies);
    clearSiteDataAtLogout(res);
    return { result: true };
  }

  @Get('member-login-check')
  @ApiOperation({ operationId: 'memberLoginCheck', summary: '会員としてログイン中かどうか（401 にはなりません）' })
  @ApiOkResponse({ type: MemberLoginCheckResponseDto })
  async memberLoginCheck(@Req() req: Request): Promise<MemberLoginCheckResponseDto> {
    const member = await this.auth.resolveMember(tokenFrom(req, cookieName('member', this.config)));
    return member ? { logged_in: true, user: toDto(member) } : { logged_in: false };
  }
}
