import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { ExternalUserError, ExternalUserErrorCode } from './external-user.errors';
import { ExternalUserService } from './external-user.service';
import {
  ExternalServicesResponseDto,
  ExternalUserCreateBodyDto,
  ExternalUserDetailDto,
  ExternalUserIsExistentQueryDto,
  ExternalUserIsExistentResponseDto,
  ExternalUserMergeBodyDto,
  ExternalUserMergeResponseDto,
  ExternalUserSearchQueryDto,
  ExternalUserSearchResponseDto,
} from './dto/external-user.dto';

const notFound = () => new ExternalUserError(ExternalUserErrorCode.EXTERNAL_USER_NOT_FOUND);

/**
 * SPEC §7 `external-user/*`: people who came from partner services, and their merge into the member they are.
 * `search` and `detail/{id}` are not in SPEC: the screen's list and record page read them. Every role reads
 * (the reads are not logged); editors and owners write, each write in the audit log.
 */
@ApiTags('admin-external-user')
@Controller('api/admin/external-user')
export class ExternalUserController {
  constructor(private readonly externalUsers: ExternalUserService) {}

  @Get('get-external-services')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminExternalUserGetExternalServices', summary: '提携元の一覧（登録人数と未統合の人数付き）' })
  @ApiOkResponse({ type: ExternalServicesResponseDto })
  adminExternalUserGetExternalServices(): Promise<ExternalServicesResponseDto> {
    return this.externalUsers.services();
  }

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminExternalUserSearch', summary: '外部ユーザーの一覧（キーワード・提携元・未統合／統合済みで絞り込み、タブごとの件数付き）' })
  @ApiOkResponse({ type: ExternalUserSearchResponseDto })
  adminExternalUserSearch(@Query() query: ExternalUserSearchQueryDto): Promise<ExternalUserSearchResponseDto> {
    return this.externalUsers.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminExternalUserDetail', summary: '外部ユーザーの詳細（統合した会員を含む）' })
  @ApiOkResponse({ type: ExternalUserDetailDto })
  @ApiErrors(ExternalUserErrorCode.EXTERNAL_USER_NOT_FOUND)
  adminExternalUserDetail(@RecordIdParam(notFound) id: number): Promise<ExternalUserDetailDto> {
    return this.externalUsers.detail(id);
  }

  @Post('create')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminExternalUserCreate', summary: '提携元から来た人の登録（提携元と外部IDの組は一意）' })
  @ApiOkResponse({ type: ExternalUserDetailDto })
  @ApiErrors(ExternalUserErrorCode.EXTERNAL_USER_DUPLICATE)
  adminExternalUserCreate(@CurrentAdmin() admin: AdminPrincipal, @Body() body: ExternalUserCreateBodyDto): Promise<ExternalUserDetailDto> {
    return this.externalUsers.create(admin, body);
  }

  @Get('is-existent-of-member')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminExternalUserIsExistentOfMember', summary: 'メールアドレスか電話番号が一致する会員がいるか（一致した会員を返します）' })
  @ApiOkResponse({ type: ExternalUserIsExistentResponseDto })
  adminExternalUserIsExistentOfMember(@Query() query: ExternalUserIsExistentQueryDto): Promise<ExternalUserIsExistentResponseDto> {
    return this.externalUsers.isExistentOfMember(query);
  }

  @Post('merge-existing-member-with-external-member')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({
    operationId: 'adminExternalUserMergeExistingMemberWithExternalMember',
    summary: '外部ユーザーを既存の会員と統合（会員の空欄の電話番号を補い、両方の変更履歴に残ります）',
  })
  @ApiOkResponse({ type: ExternalUserMergeResponseDto })
  @ApiErrors(ExternalUserErrorCode.EXTERNAL_USER_NOT_FOUND, ExternalUserErrorCode.EXTERNAL_USER_MEMBER_NOT_FOUND, ExternalUserErrorCode.EXTERNAL_USER_ALREADY_MERGED)
  adminExternalUserMergeExistingMemberWithExternalMember(@CurrentAdmin() admin: AdminPrincipal, @Body() body: ExternalUserMergeBodyDto): Promise<ExternalUserMergeResponseDto> {
    return this.externalUsers.merge(admin, body.external_user_id, body.member_id);
  }
}
