import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_EDIT_ERRORS, AffectedIdsResponseDto, IdBodyDto, RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { NewsErrorCode, NewsNotFoundError } from '../news.errors';
import { AdminFrontNewsService } from './admin-front-news.service';
import {
  AdminFrontNewsDetailDto,
  AdminFrontNewsEditBodyDto,
  AdminFrontNewsSearchQueryDto,
  AdminFrontNewsSearchResponseDto,
} from './dto/admin-front-news.dto';

/**
 * SPEC §7 `front-news/*`: the public announcements (front_news, /front-news/detail/{id} and the top page).
 * Reads for every role, writes for editors and owners. `detail/{id}` as for admin-news (the back office's
 * generic edit page reads every resource that way).
 */
@ApiTags('admin-front-news')
@Controller('api/admin/front-news')
export class AdminFrontNewsController {
  constructor(private readonly news: AdminFrontNewsService) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminFrontNewsSearch', summary: 'お知らせ（サイト公開）の一覧（キーワード・状態・公開日で絞り込み）' })
  @ApiOkResponse({ type: AdminFrontNewsSearchResponseDto })
  adminFrontNewsSearch(@Query() query: AdminFrontNewsSearchQueryDto): Promise<AdminFrontNewsSearchResponseDto> {
    return this.news.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminFrontNewsDetail', summary: 'お知らせ（サイト公開）の詳細（削除済みも。編集に使う version 付き）' })
  @ApiOkResponse({ type: AdminFrontNewsDetailDto })
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND)
  adminFrontNewsDetail(@RecordIdParam(() => new NewsNotFoundError()) id: number): Promise<AdminFrontNewsDetailDto> {
    return this.news.detail(id);
  }

  @Post('edit')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminFrontNewsEdit', summary: 'お知らせ（サイト公開）の作成（id なし）・編集（id と version）。未来の公開日時は、その時刻まで公開ページに出ません' })
  @ApiOkResponse({ type: AdminFrontNewsDetailDto })
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminFrontNewsEdit(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminFrontNewsEditBodyDto): Promise<AdminFrontNewsDetailDto> {
    return this.news.edit(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminFrontNewsDelete', summary: 'お知らせ（サイト公開）の削除（公開ページから消えます。復元できます）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND)
  async adminFrontNewsDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.news.delete(admin, body.id) };
  }

  @Post('comeback')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminFrontNewsComeback', summary: '削除したお知らせ（サイト公開）の復元' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND)
  async adminFrontNewsComeback(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.news.comeback(admin, body.id) };
  }
}
