import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_EDIT_ERRORS,
  AdminResourceErrorCode,
  AffectedIdsResponseDto,
  CountInfoResponseDto,
  IdBodyDto,
  IdsBodyDto,
  RecordIdParam,
  TermSearchQueryDto,
  TermSearchResponseDto,
} from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { TagErrorCode, TagNotFoundError } from '../tags.errors';
import { AdminTagsService } from './admin-tags.service';
import {
  AdminTagDetailDto,
  AdminTagEditInfoBodyDto,
  AdminTagFilterQueryDto,
  AdminTagIntegrationBodyDto,
  AdminTagIntegrationCandidatesQueryDto,
  AdminTagIntegrationCandidatesResponseDto,
  AdminTagIntegrationResponseDto,
  AdminTagRegisterBodyDto,
  AdminTagSearchQueryDto,
  AdminTagSearchResponseDto,
} from './dto/admin-tags.dto';

/**
 * SPEC §7 `item/tag/*`: tags on listings. Reads for every staff role, writes for editors and owners; every write
 * goes through TagWriter (audit log, then search index and public pages at once). `detail/{id}` is not in SPEC
 * §7: the edit form reads the tag (with its version and HTML copy) from it.
 */
@ApiTags('admin-item-tag')
@Controller('api/admin/item/tag')
export class AdminTagsController {
  constructor(private readonly tags: AdminTagsService) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagSearch', summary: 'タグの一覧（キーワード・カテゴリ・公開/削除済み・公開中の案件の有無で絞り込み）' })
  @ApiOkResponse({ type: AdminTagSearchResponseDto })
  adminItemTagSearch(@Query() query: AdminTagSearchQueryDto): Promise<AdminTagSearchResponseDto> {
    return this.tags.search(query);
  }

  @Get('count-info')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagCountInfo', summary: 'タグ一覧のタブごとの件数（公開・削除済み。一覧と同じ絞り込み）' })
  @ApiOkResponse({ type: CountInfoResponseDto })
  adminItemTagCountInfo(@Query() query: AdminTagFilterQueryDto): Promise<CountInfoResponseDto> {
    return this.tags.countInfo(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagDetail', summary: 'タグの詳細（削除済みも。編集に使う version と説明HTML付き）' })
  @ApiOkResponse({ type: AdminTagDetailDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND)
  adminItemTagDetail(@RecordIdParam(() => new TagNotFoundError()) id: number): Promise<AdminTagDetailDto> {
    return this.tags.detail(id);
  }

  @Post('register')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagRegister', summary: 'タグの登録（説明HTMLは許可したタグだけを残して保存）' })
  @ApiOkResponse({ type: AdminTagDetailDto })
  adminItemTagRegister(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminTagRegisterBodyDto): Promise<AdminTagDetailDto> {
    return this.tags.register(admin, body);
  }

  @Post('edit-info')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagEditInfo', summary: 'タグの編集（id と version。送らなかった項目はそのまま）' })
  @ApiOkResponse({ type: AdminTagDetailDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminItemTagEditInfo(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminTagEditInfoBodyDto): Promise<AdminTagDetailDto> {
    return this.tags.editInfo(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagDelete', summary: 'タグの削除（検索・タグページから外れます。復元できます）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND)
  async adminItemTagDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.tags.delete(admin, [body.id]) };
  }

  @Post('delete-multiple')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagDeleteMultiple', summary: 'タグの一括削除（1〜100件。存在しない ID があれば何も削除しません）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND)
  async adminItemTagDeleteMultiple(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdsBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.tags.delete(admin, body.ids) };
  }

  @Post('revival')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagRevival', summary: '削除したタグの復元（同じ名前の公開中のタグがある、または統合済みのときは 409）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND, TagErrorCode.TAG_TERM_TAKEN, TagErrorCode.TAG_MERGED_NOT_RESTORABLE)
  async adminItemTagRevival(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.tags.revival(admin, body.id) };
  }

  @Get('term-search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagTermSearch', summary: 'タグの入力候補（タグ名・別名の前方一致を優先し、部分一致も。全角半角・大文字小文字を区別しない）' })
  @ApiOkResponse({ type: TermSearchResponseDto })
  adminItemTagTermSearch(@Query() query: TermSearchQueryDto): Promise<TermSearchResponseDto> {
    return this.tags.termSearch(query.term, query.limit);
  }

  @Get('tag-list-for-integration-input')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagTagListForIntegrationInput', summary: 'タグ統合の統合先候補（統合元を除く公開中のタグと案件数）' })
  @ApiOkResponse({ type: AdminTagIntegrationCandidatesResponseDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND)
  adminItemTagTagListForIntegrationInput(@Query() query: AdminTagIntegrationCandidatesQueryDto): Promise<AdminTagIntegrationCandidatesResponseDto> {
    return this.tags.integrationCandidates(query);
  }

  @Post('tag-integration')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({
    operationId: 'adminItemTagTagIntegration',
    summary: 'タグの統合（統合元の案件・コラムの紐づけと名前を統合先へ移し、統合元を削除。統合元のタグページは統合先へ 301）',
  })
  @ApiOkResponse({ type: AdminTagIntegrationResponseDto })
  @ApiErrors(
    TagErrorCode.TAG_NOT_FOUND,
    TagErrorCode.TAG_MERGE_DELETED,
    TagErrorCode.TAG_MERGE_ALIASES_TOO_LONG,
    AdminResourceErrorCode.ADMIN_STALE_VERSION,
  )
  adminItemTagTagIntegration(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminTagIntegrationBodyDto): Promise<AdminTagIntegrationResponseDto> {
    return this.tags.integrate(admin, body.from_id, body.into_id);
  }
}
