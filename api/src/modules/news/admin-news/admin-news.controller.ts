import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_EDIT_ERRORS, AffectedIdsResponseDto, IdBodyDto, RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { NewsErrorCode, NewsNotFoundError } from '../news.errors';
import { AdminNewsService } from './admin-news.service';
import { AdminNewsDetailDto, AdminNewsEditBodyDto, AdminNewsSearchQueryDto, AdminNewsSearchResponseDto } from './dto/admin-news.dto';

/** SPEC §7 `admin-news/*`: staff notices (the news table). Reads for every role, writes for editors and owners. */
@ApiTags('admin-news')
@Controller('api/admin/admin-news')
export class AdminNewsController {
  constructor(private readonly news: AdminNewsService) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminAdminNewsSearch', summary: 'スタッフ向けお知らせの一覧（キーワード・状態・公開日で絞り込み）' })
  @ApiOkResponse({ type: AdminNewsSearchResponseDto })
  adminAdminNewsSearch(@Query() query: AdminNewsSearchQueryDto): Promise<AdminNewsSearchResponseDto> {
    return this.news.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminAdminNewsDetail', summary: 'スタッフ向けお知らせの詳細（削除済みも。編集に使う version 付き）' })
  @ApiOkResponse({ type: AdminNewsDetailDto })
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND)
  adminAdminNewsDetail(@RecordIdParam(() => new NewsNotFoundError()) id: number): Promise<AdminNewsDetailDto> {
    return this.news.detail(id);
  }

  @Post('edit')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminAdminNewsEdit', summary: 'スタッフ向けお知らせの作成（id なし）・編集（id と version）' })
  @ApiOkResponse({ type: AdminNewsDetailDto })
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminAdminNewsEdit(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminNewsEditBodyDto): Promise<AdminNewsDetailDto> {
    return this.news.edit(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminAdminNewsDelete', summary: 'スタッフ向けお知らせの削除（復元できます）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND)
  async adminAdminNewsDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.news.delete(admin, body.id) };
  }

  @Post('comeback')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminAdminNewsComeback', summary: '削除したスタッフ向けお知らせの復元' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND)
  async adminAdminNewsComeback(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.news.comeback(admin, body.id) };
  }
}
