import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminResourceErrorCode, IdBodyDto, RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AccountErrorCode } from '../../account/account.errors';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { AdminMemberErrorCode, AdminMemberNotFoundError } from './admin-member.errors';
import { AdminMemberAccountService } from './admin-member-account.service';
import { AdminMemberService } from './admin-member.service';
import { AdminMemberDetailDto } from './dto/admin-member.dto';
import {
  AdminMemberDeleteResponseDto,
  AdminMemberEditBodyDto,
  AdminMemberOtherDto,
  AdminMemberSendAuthMailResponseDto,
} from './dto/admin-member-account.dto';

const notFound = () => new AdminMemberNotFoundError();

/**
 * SPEC §7 `member/*`, the account part: what else a member has, and staff doing what the member's own account
 * flows do (edit the profile, resend the registration mail, withdraw). A controller of its own because these
 * call the account module, which itself depends on the members module.
 */
@ApiTags('admin-member')
@Controller('api/admin/member')
export class AdminMemberAccountController {
  constructor(
    private readonly account: AdminMemberAccountService,
    private readonly members: AdminMemberService,
  ) {}

  @Get('detail-other/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminMemberDetailOther', summary: '会員のその他の情報（連携アカウント・広告パラメータ・お友達紹介・保存した検索条件・エントリーと検討中の件数）' })
  @ApiOkResponse({ type: AdminMemberOtherDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminMemberDetailOther(@RecordIdParam(notFound) id: number): Promise<AdminMemberOtherDto> {
    return this.account.other(id);
  }

  @Post('edit')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminMemberEdit', summary: '会員情報の編集（会員本人の登録情報と同じ入力規則。メールアドレスは変更できません）' })
  @ApiOkResponse({ type: AdminMemberDetailDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND, AccountErrorCode.ACCOUNT_FIELDS_INVALID, AdminResourceErrorCode.ADMIN_STALE_VERSION)
  async adminMemberEdit(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminMemberEditBodyDto): Promise<AdminMemberDetailDto> {
    await this.account.edit(admin, body);
    return this.members.detail(body.id);
  }

  @Post('send-auth-mail')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminMemberSendAuthMail', summary: '仮登録の会員に認証メールを再送（1分に1回まで）' })
  @ApiOkResponse({ type: AdminMemberSendAuthMailResponseDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND, AdminMemberErrorCode.ADMIN_MEMBER_ALREADY_REGISTERED, AdminMemberErrorCode.ADMIN_MEMBER_AUTH_MAIL_TOO_SOON)
  adminMemberSendAuthMail(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AdminMemberSendAuthMailResponseDto> {
    return this.account.sendAuthMail(admin, body.id);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('owner')
  @ApiOperation({ operationId: 'adminMemberDelete', summary: '会員の退会処理（会員本人の退会と同じく個人情報を消去。取り消せません）' })
  @ApiOkResponse({ type: AdminMemberDeleteResponseDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  async adminMemberDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AdminMemberDeleteResponseDto> {
    await this.account.withdraw(admin, body.id);
    return { id: body.id };
  }
}
