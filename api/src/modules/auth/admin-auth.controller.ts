import { Body, Controller, Get, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../common/errors/api-error-responses';
import { ThrottleErrorCode } from '../../common/throttle/throttle.errors';
import { ADMIN_TOKEN_TTL_SECONDS, AdminPrincipal } from './auth.constants';
import { cookieName } from '../../common/security/cookie-names';
import { ADMIN_ROLE_LABELS } from '../admin-users/admin-users.service';
import { AdminAccess } from './admin-access';
import { CurrentAdmin } from './auth.decorators';
import { AuthErrorCode } from './auth.errors';
import { AuthService } from './auth.service';
import { clearSessionCookie, clearSiteDataAtLogout, NoStoreInterceptor, setSessionCookie } from './auth-cookies';
import {
  AdminInfoDto,
  AdminLoginCheckResponseDto,
  AdminLoginResponseDto,
  AdminLoginUserInfoResponseDto,
  LogoutResponseDto,
} from './dto/admin-auth.dto';
import { LoginRequestDto } from './dto/login.dto';
import { PasswordSetupCheckRequestDto, PasswordSetupRequestDto, PasswordSetupResponseDto } from './dto/password-setup.dto';
import { AcceptedResponseDto } from '../account/registration/registration.dto';
import { clientIp } from '../../common/security/client-ip';
import { tokenFrom } from './token-extractor';

const toDto = (a: AdminPrincipal): AdminInfoDto => ({ id: a.id, name: a.name, email: a.email, role: a.role, role_label: ADMIN_ROLE_LABELS[a.role] });

@ApiTags('admin-auth')
@Controller('api/admin')
@UseInterceptors(NoStoreInterceptor)
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminLogin', summary: '管理画面ログイン' })
  @ApiOkResponse({ type: AdminLoginResponseDto })
  @ApiErrors(AuthErrorCode.AUTH_INVALID_CREDENTIALS, AuthErrorCode.AUTH_STAFF_DISABLED, ThrottleErrorCode.TOO_MANY_ATTEMPTS)
  async adminLogin(@Body() body: LoginRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AdminLoginResponseDto> {
    const { token, admin } = await this.auth.loginAdmin(body.email, body.password, clientIp(req));
    // The token travels only in the httpOnly cookie: scripts on the page never see it.
    setSessionCookie(res, 'admin', token, ADMIN_TOKEN_TTL_SECONDS, this.config);
    return { admin: toDto(admin) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminLogout', summary: '管理画面ログアウト（セッションを終了し Cookie を削除）' })
  @ApiOkResponse({ type: LogoutResponseDto })
  async adminLogout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutResponseDto> {
    await this.auth.logout(tokenFrom(req, cookieName('admin', this.config)), 'admin');
    clearSessionCookie(res, 'admin', this.config);
    clearSiteDataAtLogout(res);
    return { result: true };
  }

  @Post('password-setup-check')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminPasswordSetupCheck', summary: 'スタッフのパスワード設定リンクが使えるか（使わずに確認。ページを開いたときに確認します）' })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(AuthErrorCode.AUTH_PASSWORD_SETUP_LINK_INVALID, ThrottleErrorCode.TOO_MANY_ATTEMPTS)
  async adminPasswordSetupCheck(@Body() body: PasswordSetupCheckRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.auth.checkStaffPasswordSetup(body.token, clientIp(req));
    return { result: true };
  }

  @Post('password-setup')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminPasswordSetup', summary: 'スタッフのパスワード設定（招待・リセットのメール、または npm run staff:create が表示する一度限りのリンクから）' })
  @ApiOkResponse({ type: PasswordSetupResponseDto })
  @ApiErrors(AuthErrorCode.AUTH_PASSWORD_SETUP_LINK_INVALID, AuthErrorCode.AUTH_PASSWORD_CONFIRMATION_MISMATCH, ThrottleErrorCode.TOO_MANY_ATTEMPTS)
  async adminPasswordSetup(@Body() body: PasswordSetupRequestDto, @Req() req: Request): Promise<PasswordSetupResponseDto> {
    const email = await this.auth.setupStaffPassword(body.token, body.password, body.password_confirmation, clientIp(req));
    return { result: true, email };
  }

  @Get('login-check')
  @ApiOperation({ operationId: 'adminLoginCheck', summary: '管理者としてログイン中かどうか（401 にはなりません）' })
  @ApiOkResponse({ type: AdminLoginCheckResponseDto })
  async adminLoginCheck(@Req() req: Request): Promise<AdminLoginCheckResponseDto> {
    const admin = await this.auth.resolveAdmin(tokenFrom(req, cookieName('admin', this.config)));
    return admin ? { logged_in: true, admin: toDto(admin) } : { logged_in: false };
  }

  @Get('login-user-info')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminLoginUserInfo', summary: 'ログイン中のスタッフの情報（名前と権限。画面のヘッダー用）' })
  @ApiOkResponse({ type: AdminLoginUserInfoResponseDto })
  adminLoginUserInfo(@CurrentAdmin() admin: AdminPrincipal): AdminLoginUserInfoResponseDto {
    return { admin: toDto(admin) };
  }
}
