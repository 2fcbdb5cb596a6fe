import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_EDIT_ERRORS, AffectedIdsResponseDto, IdBodyDto, RecordIdParam } from '../../common/admin-resource';
import { ApiErrors } from '../../common/errors/api-error-responses';
import { AdminAccess } from '../auth/admin-access';
import type { AdminPrincipal } from '../auth/auth.constants';
import { CurrentAdmin } from '../auth/auth.decorators';
import { FreelanceStartDetailDto, FreelanceStartEditBodyDto, FreelanceStartSearchQueryDto, FreelanceStartSearchResponseDto } from './dto/freelance-start.dto';
import { FreelanceStartNotFoundError, MemberSurveyErrorCode } from './member-surveys.errors';
import { FreelanceStartSurvey } from './member-surveys.service';

/** SPEC §7 `freelancestart/*`: members' answers to フリーランス準備アンケート. Reads for every role, writes for editors and owners. */
@ApiTags('admin-freelancestart')
@Controller('api/admin/freelancestart')
export class AdminFreelanceStartController {
  constructor(private readonly survey: FreelanceStartSurvey) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminFreelancestartSearch', summary: 'フリーランス準備アンケートの回答一覧（キーワード・開始時期・現在の状況・経験・回答日で絞り込み）' })
  @ApiOkResponse({ type: FreelanceStartSearchResponseDto })
  adminFreelancestartSearch(@Query() query: FreelanceStartSearchQueryDto): Promise<FreelanceStartSearchResponseDto> {
    return this.survey.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminFreelancestartDetail', summary: 'フリーランス準備アンケートの回答の詳細（回答した会員、削除済みも。編集に使う version 付き）' })
  @ApiOkResponse({ type: FreelanceStartDetailDto })
  @ApiErrors(MemberSurveyErrorCode.FREELANCE_START_NOT_FOUND)
  adminFreelancestartDetail(@RecordIdParam(() => new FreelanceStartNotFoundError()) id: number): Promise<FreelanceStartDetailDto> {
    return this.survey.detail(id);
  }

  @Post('edit')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminFreelancestartEdit', summary: 'フリーランス準備アンケートの回答の修正（id と version）' })
  @ApiOkResponse({ type: FreelanceStartDetailDto })
  @ApiErrors(MemberSurveyErrorCode.FREELANCE_START_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminFreelancestartEdit(@CurrentAdmin() admin: AdminPrincipal, @Body() body: FreelanceStartEditBodyDto): Promise<FreelanceStartDetailDto> {
    return this.survey.edit(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminFreelancestartDelete', summary: 'フリーランス準備アンケートの回答の削除（一覧から外れます。会員がもう一度回答すると戻ります）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(MemberSurveyErrorCode.FREELANCE_START_NOT_FOUND)
  async adminFreelancestartDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.survey.delete(admin, body.id) };
  }
}
