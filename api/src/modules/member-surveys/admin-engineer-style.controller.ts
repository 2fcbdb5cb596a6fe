import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_EDIT_ERRORS, AffectedIdsResponseDto, IdBodyDto, RecordIdParam } from '../../common/admin-resource';
import { ApiErrors } from '../../common/errors/api-error-responses';
import { AdminAccess } from '../auth/admin-access';
import type { AdminPrincipal } from '../auth/auth.constants';
import { CurrentAdmin } from '../auth/auth.decorators';
import { EngineerStyleDetailDto, EngineerStyleEditBodyDto, EngineerStyleSearchQueryDto, EngineerStyleSearchResponseDto } from './dto/engineer-style.dto';
import { EngineerStyleNotFoundError, MemberSurveyErrorCode } from './member-surveys.errors';
import { EngineerStyleSurvey } from './member-surveys.service';

/** SPEC §7 `engineerstyle/*`: members' answers to 働き方アンケート. Reads for every role, writes for editors and owners. */
@ApiTags('admin-engineerstyle')
@Controller('api/admin/engineerstyle')
export class AdminEngineerStyleController {
  constructor(private readonly survey: EngineerStyleSurvey) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminEngineerstyleSearch', summary: '働き方アンケートの回答一覧（キーワード・働き方・回答日で絞り込み）' })
  @ApiOkResponse({ type: EngineerStyleSearchResponseDto })
  adminEngineerstyleSearch(@Query() query: EngineerStyleSearchQueryDto): Promise<EngineerStyleSearchResponseDto> {
    return this.survey.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminEngineerstyleDetail', summary: '働き方アンケートの回答の詳細（回答した会員、削除済みも。編集に使う version 付き）' })
  @ApiOkResponse({ type: EngineerStyleDetailDto })
  @ApiErrors(MemberSurveyErrorCode.ENGINEER_STYLE_NOT_FOUND)
  adminEngineerstyleDetail(@RecordIdParam(() => new EngineerStyleNotFoundError()) id: number): Promise<EngineerStyleDetailDto> {
    return this.survey.detail(id);
  }

  @Post('edit')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminEngineerstyleEdit', summary: '働き方アンケートの回答の修正（id と version）' })
  @ApiOkResponse({ type: EngineerStyleDetailDto })
  @ApiErrors(MemberSurveyErrorCode.ENGINEER_STYLE_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminEngineerstyleEdit(@CurrentAdmin() admin: AdminPrincipal, @Body() body: EngineerStyleEditBodyDto): Promise<EngineerStyleDetailDto> {
    return this.survey.edit(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminEngineerstyleDelete', summary: '働き方アンケートの回答の削除（一覧から外れます。会員がもう一度回答すると戻ります）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(MemberSurveyErrorCode.ENGINEER_STYLE_NOT_FOUND)
  async adminEngineerstyleDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.survey.delete(admin, body.id) };
  }
}
