import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../../common/errors/api-error-responses';
import type { MemberPrincipal } from '../auth/auth.constants';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { cookieName } from '../../common/security/cookie-names';
import { CurrentMember, Member } from '../auth/auth.decorators';
import { NoStoreInterceptor } from '../auth/auth-cookies';
import { AuthErrorCode } from '../auth/auth.errors';
import { AuthService } from '../auth/auth.service';
import { assertOwnMemberId } from '../auth/own-member-id';
import { tokenFrom } from '../auth/token-extractor';
import {
  SavedSearchExistQueryDto,
  SavedSearchExistResponseDto,
  SavedSearchIdRequestDto,
  SavedSearchListResponseDto,
  SavedSearchMemberQueryDto,
  SavedSearchResponseDto,
  StoreSavedSearchRequestDto,
  StoreSavedSearchResponseDto,
  UnsubscribeSavedSearchMailRequestDto,
  UnsubscribeSavedSearchMailResponseDto,
  UpdateSavedSearchMailRequestDto,
} from './dto/saved-searches.dto';
import { SAVED_SEARCH_LIMIT, SavedSearchErrorCode } from './saved-searches.errors';
import { SavedSearchesService } from './saved-searches.service';

/**
 * Saved searches and their daily new-listing mail (issue 13; not in SPEC §7, named in its style under
 * /api/front/saved-search/). Every answer is private (no-store); SPEC's optional user_id is accepted and
 * another member's is a 403. The unsubscribe call needs no login: the signed token is the proof.
 */
@ApiTags('saved-searches')
@Controller('api/front/saved-search')
@UseInterceptors(NoStoreInterceptor)
export class SavedSearchesController {
  constructor(
    private readonly savedSearches: SavedSearchesService,
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('store-saved-search')
  @Member()
  @ApiOperation({
    operationId: 'storeSavedSearch',
    summary: '検索条件を保存（201: 新規。同じ条件を保存済みなら 200 で保存済みのものを返す。1会員20件まで）',
  })
  @ApiCreatedResponse({ type: StoreSavedSearchResponseDto, description: '保存した' })
  @ApiOkResponse({ type: StoreSavedSearchResponseDto, description: '同じ条件を保存済み: そのまま返す（何も保存しない）' })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH, SavedSearchErrorCode.SAVED_SEARCH_CONDITIONS_INVALID, SavedSearchErrorCode.SAVED_SEARCH_LIMIT_REACHED)
  async storeSavedSearch(
    @CurrentMember() member: MemberPrincipal,
    @Body() body: StoreSavedSearchRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StoreSavedSearchResponseDto> {
    assertOwnMemberId(member, body.user_id);
    const { savedSearch, created } = await this.savedSearches.store(member.id, body, body.mail_enabled ?? true);
    res.status(created ? 201 : 200);
    return { saved_search: savedSearch, created };
  }

  @Get('get-saved-search-exist')
  @ApiOperation({
    operationId: 'getSavedSearchExist',
    summary: 'この検索条件を保存済みか（検索ページの「この条件を保存」ボタン用。未ログインでも 401 にならず false）',
  })
  @ApiOkResponse({ type: SavedSearchExistResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getSavedSearchExist(@Query() query: SavedSearchExistQueryDto, @Req() req: Request): Promise<SavedSearchExistResponseDto> {
    const member = await this.auth.resolveMember(tokenFrom(req, cookieName('member', this.config)));
    if (!member) return { saved: false, id: null };
    assertOwnMemberId(member, query.user_id);
    const id = await this.savedSearches.existing(member.id, query);
    return { saved: id !== null, id };
  }

  @Get('get-saved-search-list')
  @Member()
  @ApiOperation({ operationId: 'getSavedSearchList', summary: '保存した検索条件の一覧（新しい順。表示名、検索ページのパス、メールの受け取り設定）' })
  @ApiOkResponse({ type: SavedSearchListResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  async getSavedSearchList(@CurrentMember() member: MemberPrincipal, @Query() query: SavedSearchMemberQueryDto): Promise<SavedSearchListResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return { saved_searches: await this.savedSearches.list(member.id), limit: SAVED_SEARCH_LIMIT };
  }

  @Post('update-saved-search-mail')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'updateSavedSearchMail', summary: '保存した検索条件の新着案件メール（1日1回）を受け取るかを変更' })
  @ApiOkResponse({ type: SavedSearchResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH, SavedSearchErrorCode.SAVED_SEARCH_NOT_FOUND)
  async updateSavedSearchMail(@CurrentMember() member: MemberPrincipal, @Body() body: UpdateSavedSearchMailRequestDto): Promise<SavedSearchResponseDto> {
    assertOwnMemberId(member, body.user_id);
    return { saved_search: await this.savedSearches.setMail(member.id, body.id, body.mail_enabled) };
  }

  @Post('delete-saved-search')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'deleteSavedSearch', summary: '保存した検索条件を削除（残りの一覧を返す）' })
  @ApiOkResponse({ type: SavedSearchListResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH, SavedSearchErrorCode.SAVED_SEARCH_NOT_FOUND)
  async deleteSavedSearch(@CurrentMember() member: MemberPrincipal, @Body() body: SavedSearchIdRequestDto): Promise<SavedSearchListResponseDto> {
    assertOwnMemberId(member, body.user_id);
    return { saved_searches: await this.savedSearches.remove(member.id, body.id), limit: SAVED_SEARCH_LIMIT };
  }

  @Post('unsubscribe-saved-search-mail')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unsubscribeSavedSearchMail',
    summary: '新着案件メールの配信停止（メールの署名つきリンクから。ログイン不要、何度開いても同じ結果）',
  })
  @ApiOkResponse({ type: UnsubscribeSavedSearchMailResponseDto })
  @ApiErrors(SavedSearchErrorCode.SAVED_SEARCH_UNSUBSCRIBE_INVALID)
  async unsubscribeSavedSearchMail(@Body() body: UnsubscribeSavedSearchMailRequestDto): Promise<UnsubscribeSavedSearchMailResponseDto> {
    return this.savedSearches.unsubscribe(body.token);
  }
}
