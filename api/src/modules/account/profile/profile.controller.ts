import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { clientIp } from '../../../common/security/client-ip';
import { ThrottleErrorCode } from '../../../common/throttle/throttle.errors';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import type { MemberPrincipal } from '../../auth/auth.constants';
import { CurrentMember, Member } from '../../auth/auth.decorators';
import { NoStoreInterceptor } from '../../auth/auth-cookies';
import { clearMemberSession } from '../../auth/member-session';
import { AuthErrorCode } from '../../auth/auth.errors';
import { assertOwnMemberId } from '../../auth/own-member-id';
import { AccountErrorCode } from '../account.errors';
import { AcceptedResponseDto } from '../registration/registration.dto';
import {
  DeleteUserRequestDto,
  EncryptUserIdResponseDto,
  EmailChangedResponseDto,
  GetUserInfoQueryDto,
  SendMailForChangeMailAuthRequestDto,
  SendMailForChangeMailRequestDto,
  StoreOfflineCvdataRequestDto,
  UpdateUserInfoRequestDto,
  UserInfoResponseDto,
} from './profile.dto';
import { ProfileService } from './profile.service';

/** The member's own account (SPEC §7 "Members" and "Other"): my page, profile, e-mail change, withdrawal. */
@ApiTags('member-profile')
@Controller('api/front')
@UseInterceptors(NoStoreInterceptor)
export class ProfileController {
  constructor(
    private readonly profile: ProfileService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Get('get-user-info')
  @Member()
  @ApiOperation({ operationId: 'getUserInfo', summary: 'ログイン中の会員の登録情報（入力率つき）' })
  @ApiOkResponse({ type: UserInfoResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getUserInfo(@CurrentMember() member: MemberPrincipal, @Query() query: GetUserInfoQueryDto): Promise<UserInfoResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { user: await this.profile.userInfo(member.id) };
  }

  @Post('update-user-info')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'updateUserInfo', summary: '登録情報の更新（SPEC §3 の会員情報、スキルと経験年数、希望条件）' })
  @ApiOkResponse({ type: UserInfoResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH, AccountErrorCode.ACCOUNT_FIELDS_INVALID)
  async updateUserInfo(@CurrentMember() member: MemberPrincipal, @Body() body: UpdateUserInfoRequestDto): Promise<UserInfoResponseDto> {
    assertOwnMemberId(member, body.user_id);
    await this.profile.updateUserInfo(member.id, body);
    return { user: await this.profile.userInfo(member.id) };
  }

  @Post('send-mail-for-change-mail')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'sendMailForChangeMail', summary: 'メールアドレス変更: 新しいアドレスに確認リンクを送る（24時間・1回限り）' })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(AccountErrorCode.ACCOUNT_FIELDS_INVALID, ThrottleErrorCode.TOO_MANY_MAIL_REQUESTS)
  async sendMailForChangeMail(@CurrentMember() member: MemberPrincipal, @Body() body: SendMailForChangeMailRequestDto, @Req() req: Request): Promise<AcceptedResponseDto> {
    await this.profile.requestEmailChange(member.id, body.email, clientIp(req));
    return { result: true };
  }

  @Post('send-mail-for-change-mail-auth')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendMailForChangeMailAuth',
    summary: 'メールアドレス変更の確定（確認リンクの token）。ログインIDが変わり、すべてのセッションが終了します',
  })
  @ApiOkResponse({ type: EmailChangedResponseDto })
  @ApiErrors(AccountErrorCode.EMAIL_CHANGE_LINK_INVALID, AccountErrorCode.ACCOUNT_FIELDS_INVALID, ThrottleErrorCode.TOO_MANY_ATTEMPTS)
  async sendMailForChangeMailAuth(
    @Body() body: SendMailForChangeMailAuthRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EmailChangedResponseDto> {
    const email = await this.profile.completeEmailChange(body.token, clientIp(req));
    clearMemberSession(res, this.config.secureCookies);
    return { result: true, email };
  }

  @Post('delete-user')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'deleteUser', summary: '退会（パスワードの再入力。個人情報は匿名化、スキルシートは削除、すべてのセッションを終了）' })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(
    AuthErrorCode.MEMBER_ID_MISMATCH,
    AccountErrorCode.ACCOUNT_FIELDS_INVALID,
    AccountErrorCode.SOCIAL_TOKEN_INVALID,
    AccountErrorCode.SOCIAL_LOGIN_UNAVAILABLE,
    ThrottleErrorCode.TOO_MANY_ATTEMPTS,
  )
  async deleteUser(
    @CurrentMember() member: MemberPrincipal,
    @Body() body: DeleteUserRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AcceptedResponseDto> {
    assertOwnMemberId(member, body.user_id);
    await this.profile.withdraw(member.id, { password: body.password, idToken: body.id_token }, clientIp(req));
    clearMemberSession(res, this.config.secureCookies);
    return { result: true };
  }

  @Get('encrypt-user-id')
  @Member()
  @ApiOperation({ operationId: 'encryptUserId', summary: 'お友達紹介リンク（会員 ID を暗号化した ref つきの /introduce の URL）' })
  @ApiOkResponse({ type: EncryptUserIdResponseDto })
  encryptUserId(@CurrentMember() member: MemberPrincipal): EncryptUserIdResponseDto {
    return this.profile.referralLink(member.id);
  }

  @Post('store-offline-cvdata')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'storeOfflineCvdata', summary: '広告パラメータ（gclid, utm_*）を会員登録のコンバージョンとして保存' })
  @ApiOkResponse({ type: AcceptedResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async storeOfflineCvdata(@CurrentMember() member: MemberPrincipal, @Body() body: StoreOfflineCvdataRequestDto): Promise<AcceptedResponseDto> {
    assertOwnMemberId(member, body.user_id);
    await this.profile.recordConversion(member.id, body);
    return { result: true };
  }
}
