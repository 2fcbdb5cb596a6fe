import { Body, Controller, Get, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { clientIp } from '../../../common/security/client-ip';
import { ThrottleErrorCode } from '../../../common/throttle/throttle.errors';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import type { MemberPrincipal } from '../../auth/auth.constants';
import { CurrentMember, Member } from '../../auth/auth.decorators';
import { AuthService } from '../../auth/auth.service';
import { NoStoreInterceptor } from '../../auth/auth-cookies';
import { sendMemberSession, toMemberSessionDto } from '../../auth/member-session';
import type { SocialAccountType } from '../../members/members.service';
import { AccountErrorCode } from '../account.errors';
import {
  CancelSocialAccountRequestDto,
  SocialAccountListResponseDto,
  SettingAccountAuthenticateRequestDto,
  SocialAccountUsedResponseDto,
  SocialIdTokenRequestDto,
  SocialLoginResponseDto,
} from './social.dto';
import { SocialService } from './social.service';

const TOKEN_ERRORS = [AccountErrorCode.SOCIAL_TOKEN_INVALID, AccountErrorCode.SOCIAL_LOGIN_UNAVAILABLE, ThrottleErrorCode.TOO_MANY_ATTEMPTS] as const;

/** Social sign-in and linked accounts (SPEC §7 member-social-account-login, socialaccount/*). */
@ApiTags('member-social')
@Controller('api/front')
@UseInterceptors(NoStoreInterceptor)
export class SocialController {
  constructor(
    private readonly social: SocialService,
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('member-social-account-login')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'memberSocialAccountLogin',
    summary: 'ソーシャルログイン（Firebase の ID トークン）。連携済みならログイン、未登録なら会員登録の入力候補を返す',
  })
  @ApiOkResponse({ type: SocialLoginResponseDto })
  @ApiErrors(...TOKEN_ERRORS)
  async memberSocialAccountLogin(@Body() body: SocialIdTokenRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SocialLoginResponseDto> {
    const outcome = await this.social.login(body.id_token, clientIp(req));
    if ('prefill' in outcome) return { status: 'unregistered', prefill: outcome.prefill };
    const { token, member } = await this.auth.startMemberSession(outcome.memberId);
    sendMemberSession(res, token, this.config.secureCookies);
    return { status: 'logged_in', user: toMemberSessionDto(member) };
  }

  @Post('socialaccount/check-account-used')
  @HttpCode(200)
  @ApiOperation({ operationId: 'checkAccountUsed', summary: 'ソーシャルアカウントが会員に連携済みか' })
  @ApiOkResponse({ type: SocialAccountUsedResponseDto })
  @ApiErrors(...TOKEN_ERRORS)
  async checkAccountUsed(@Body() body: SocialIdTokenRequestDto, @Req() req: Request): Promise<SocialAccountUsedResponseDto> {
    return { used: await this.social.isUsed(body.id_token, clientIp(req)) };
  }

  @Get('socialaccount/get-account-list')
  @Member()
  @ApiOperation({ operationId: 'getAccountList', summary: 'ログイン中の会員のソーシャルアカウント連携状態' })
  @ApiOkResponse({ type: SocialAccountListResponseDto })
  getAccountList(@CurrentMember() member: MemberPrincipal): Promise<SocialAccountListResponseDto> {
    return this.social.list(member.id);
  }

  @Post('socialaccount/setting-account-authenticate')
  @HttpCode(200)
  @Member()
  @ApiOperation({
    operationId: 'settingAccountAuthenticate',
    summary: 'ソーシャルアカウントを連携する（Firebase の ID トークン。ログインから10分を過ぎていればパスワードも）。会員にお知らせメールを送る',
  })
  @ApiOkResponse({ type: SocialAccountListResponseDto })
  @ApiErrors(...TOKEN_ERRORS, AccountErrorCode.SOCIAL_ACCOUNT_IN_USE, AccountErrorCode.SOCIAL_TYPE_ALREADY_LINKED, AccountErrorCode.RECENT_LOGIN_REQUIRED, AccountErrorCode.ACCOUNT_FIELDS_INVALID)
  async settingAccountAuthenticate(@CurrentMember() member: MemberPrincipal, @Body() body: SettingAccountAuthenticateRequestDto, @Req() req: Request): Promise<SocialAccountListResponseDto> {
    await this.social.link(member, body.id_token, body.password, clientIp(req));
    return this.social.list(member.id);
  }

  @Post('socialaccount/cancel-account-authenticate')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'cancelAccountAuthenticate', summary: 'ソーシャルアカウントの連携を解除する（最後のログイン方法は解除不可）。会員にお知らせメールを送る' })
  @ApiOkResponse({ type: SocialAccountListResponseDto })
  @ApiErrors(AccountErrorCode.SOCIAL_LAST_LOGIN_METHOD)
  async cancelAccountAuthenticate(@CurrentMember() member: MemberPrincipal, @Body() body: CancelSocialAccountRequestDto): Promise<SocialAccountListResponseDto> {
    await this.social.unlink(member.id, body.type as SocialAccountType);
    return this.social.list(member.id);
  }
}
