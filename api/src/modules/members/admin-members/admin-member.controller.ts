import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { AdminMemberErrorCode, AdminMemberNotFoundError } from './admin-member.errors';
import { AdminMemberService } from './admin-member.service';
import {
  AdminMemberDetailDto,
  AdminMemberEvaluationDto,
  AdminMemberImpressionNoteBodyDto,
  AdminMemberProgressDto,
  AdminMemberSearchQueryDto,
  AdminMemberSearchResponseDto,
  AdminMemberUpdateImpressionBodyDto,
  AdminMemberUpdateMemoBodyDto,
  AdminMemberUpdateStatusBodyDto,
} from './dto/admin-member.dto';

const notFound = () => new AdminMemberNotFoundError();

/**
 * SPEC §7 `member/*`: the members (CRM). Every role reads (personal data: the reads are not logged, the writes
 * are, field by field); editors and owners write the staff-only fields.
 */
@ApiTags('admin-member')
@Controller('api/admin/member')
export class AdminMemberController {
  constructor(private readonly members: AdminMemberService) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminMemberSearch', summary: '会員の一覧（キーワード・進捗・印象・登録日・登録状態・都道府県で絞り込み、進捗ごとの件数付き）' })
  @ApiOkResponse({ type: AdminMemberSearchResponseDto })
  adminMemberSearch(@Query() query: AdminMemberSearchQueryDto): Promise<AdminMemberSearchResponseDto> {
    return this.members.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminMemberDetail', summary: '会員の基本情報' })
  @ApiOkResponse({ type: AdminMemberDetailDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminMemberDetail(@RecordIdParam(notFound) id: number): Promise<AdminMemberDetailDto> {
    return this.members.detail(id);
  }

  @Get('detail-progress/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminMemberDetailProgress', summary: '会員の進捗とその変更履歴（誰がいつ変えたか）' })
  @ApiOkResponse({ type: AdminMemberProgressDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminMemberDetailProgress(@RecordIdParam(notFound) id: number): Promise<AdminMemberProgressDto> {
    return this.members.progress(id);
  }

  @Get('detail-evaluation/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminMemberDetailEvaluation', summary: '会員の評価（印象とそのメモ）' })
  @ApiOkResponse({ type: AdminMemberEvaluationDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminMemberDetailEvaluation(@RecordIdParam(notFound) id: number): Promise<AdminMemberEvaluationDto> {
    return this.members.evaluation(id);
  }

  @Post('update-status')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminMemberUpdateStatus', summary: '会員の進捗の変更（履歴と監査ログに残ります）' })
  @ApiOkResponse({ type: AdminMemberProgressDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminMemberUpdateStatus(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminMemberUpdateStatusBodyDto): Promise<AdminMemberProgressDto> {
    return this.members.updateStatus(admin, body.id, body.progress);
  }

  @Post('update-memo')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminMemberUpdateMemo', summary: '会員のメモの保存（空で削除）' })
  @ApiOkResponse({ type: AdminMemberDetailDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminMemberUpdateMemo(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminMemberUpdateMemoBodyDto): Promise<AdminMemberDetailDto> {
    return this.members.updateMemo(admin, body.id, body.memo);
  }

  @Post('update-impression')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminMemberUpdateImpression', summary: '会員の印象の変更（null で未評価）' })
  @ApiOkResponse({ type: AdminMemberEvaluationDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminMemberUpdateImpression(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminMemberUpdateImpressionBodyDto): Promise<AdminMemberEvaluationDto> {
    return this.members.updateImpression(admin, body.id, body.impression ?? null);
  }

  @Post('impression-note-update')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminMemberImpressionNoteUpdate', summary: '会員の印象メモの保存（空で削除）' })
  @ApiOkResponse({ type: AdminMemberEvaluationDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminMemberImpressionNoteUpdate(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminMemberImpressionNoteBodyDto): Promise<AdminMemberEvaluationDto> {
    return this.members.updateImpressionNote(admin, body.id, body.impression_note);
  }
}
