import { Body, Controller, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { clientIp } from '../../../common/security/client-ip';
import { ThrottleErrorCode } from '../../../common/throttle/throttle.errors';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { AuthErrorCode } from '../../auth/auth.errors';
import { AuthService } from '../../auth/auth.service';
import { NoStoreInterceptor } from '../../auth/auth-cookies';
import { MemberLoginResponseDto } from '../../auth/dto/member-auth.dto';
import { sendMemberSession, toMemberSessionDto } from '../../auth/member-session';
import { AccountErrorCode } from '../account.errors';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { MemberPasswordResetMailRequestDto, MemberPasswordResetCheckRequestDto, MemberPasswordResetUpdateRequestDto } from '../password-reset/password-reset.dto';
import {
  AcceptedResponseDto,
  MemberAuthMailCompleteRequestDto,
  MemberRegisterRequestDto,
  MemberSendAuthMailRequestDto,
  TemporaryRegisterRequestDto,
  TemporarySendmailRequestDto,
} from './registration.dto';
import { RegistrationService } from './registration.service';

/** Sign-up, verification and password reset (SPEC §7 "Members"): no login needed, every answer no-store. */
@ApiTags('member-registration')
@Controller('api/front')
@UseInterceptors(NoStoreInterceptor)
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly passwordReset: PasswordResetService,
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('member-register')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'memberRegister',
    summary: '無料会員登録（仮登録と認証メールの送信）。登録済みのメールアドレスでも同じ応答です',
  })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(AccountErrorCode.ACCOUNT_FIELDS_INVALID, ThrottleErrorCode.TOO_MANY_MAIL_REQUESTS)
  async memberRegister(@Body() body: MemberRegisterRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.registration.register(body, clientIp(req));
    return { result: true };
  }

  @Post('temporary/register')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'register',
    summary: 'LP の簡易登録（お名前・メール・電話）: 仮登録し、パスワード設定リンク（24時間）をメールで送る。どのアドレスでも同じ応答',
  })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(ThrottleErrorCode.TOO_MANY_MAIL_REQUESTS)
  async temporaryRegister(@Body() body: TemporaryRegisterRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.registration.registerTemporary(body, clientIp(req));
    return { result: true };
  }

  @Post('temporary/sendmail')
  @HttpCode(200)
  @ApiOperation({ operationId: 'sendmail', summary: '簡易登録のパスワード設定メールの再送信（どのアドレスでも同じ応答）' })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(ThrottleErrorCode.TOO_MANY_MAIL_REQUESTS)
  async temporarySendmail(@Body() body: TemporarySendmailRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.registration.resendTemporary(body.email, clientIp(req));
    return { result: true };
  }

  @Post('member-send-auth-mail')
  @HttpCode(200)
  @ApiOperation({ operationId: 'memberSendAuthMail', summary: '認証メールの再送信（どのアドレスでも同じ応答）' })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(ThrottleErrorCode.TOO_MANY_MAIL_REQUESTS)
  async memberSendAuthMail(@Body() body: MemberSendAuthMailRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.registration.resendVerification(body.email, clientIp(req));
    return { result: true };
  }

  @Post('member-register-auth-mail-complete')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'memberRegisterAuthMailComplete',
    summary: '認証メールのリンクで本登録を完了し、ログインした状態にする（リンクは1回限り・24時間有効）',
  })
  @ApiOkResponse({ type: MemberLoginResponseDto })
  @ApiErrors(AccountErrorCode.REGISTRATION_LINK_INVALID, AuthErrorCode.AUTH_EMAIL_NOT_VERIFIED, ThrottleErrorCode.TOO_MANY_ATTEMPTS)
  async memberRegisterAuthMailComplete(
    @Body() body: MemberAuthMailCompleteRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MemberLoginResponseDto> {
    const memberId = await this.registration.completeVerification(body.token, clientIp(req));
    const { token, member } = await this.auth.startMemberSession(memberId);
    sendMemberSession(res, token, this.config.secureCookies);
    return { user: toMemberSessionDto(member) };
  }

  @Post('member-password-reset-mail')
  @HttpCode(200)
  @ApiOperation({ operationId: 'memberPasswordResetMail', summary: 'パスワード再設定メールの送信（どのアドレスでも同じ応答）' })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(ThrottleErrorCode.TOO_MANY_MAIL_REQUESTS)
  async memberPasswordResetMail(@Body() body: MemberPasswordResetMailRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.passwordReset.requestReset(body.email, clientIp(req));
    return { result: true };
  }

  @Post('member-password-reset-check')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'memberPasswordResetCheck',
    summary: 'パスワード再設定リンクが使えるか（使わずに確認。ページを開いたときに確認します）',
  })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(AccountErrorCode.PASSWORD_RESET_LINK_INVALID, ThrottleErrorCode.TOO_MANY_ATTEMPTS)
  async memberPasswordResetCheck(@Body() body: MemberPasswordResetCheckRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.passwordReset.checkResetLink(body.token, clientIp(req));
    return { result: true };
  }

  @Post('member-password-reset-update')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'memberPasswordResetUpdate',
    summary: '新しいパスワードの設定（リンクは1回限り・1時間有効）。その会員のすべてのセッションを終了します',
  })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(AccountErrorCode.PASSWORD_RESET_LINK_INVALID, AccountErrorCode.ACCOUNT_FIELDS_INVALID, ThrottleErrorCode.TOO_MANY_ATTEMPTS)
  async memberPasswordResetUpdate(@Body() body: MemberPasswordResetUpdateRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.passwordReset.resetPassword(body.token, body.password, body.password_confirmation, clientIp(req));
    return { result: true };
  }
}
