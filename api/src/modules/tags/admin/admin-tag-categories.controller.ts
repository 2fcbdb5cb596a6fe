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
import { TagCategoryNotFoundError, TagErrorCode } from '../tags.errors';
import { AdminTagCategoriesService } from './admin-tag-categories.service';
import {
  AdminTagCategoryDetailDto,
  AdminTagCategoryEditInfoBodyDto,
  AdminTagCategoryFilterQueryDto,
  AdminTagCategoryIntegrationBodyDto,
  AdminTagCategoryIntegrationCandidatesQueryDto,
  AdminTagCategoryIntegrationCandidatesResponseDto,
  AdminTagCategoryIntegrationResponseDto,
  AdminTagCategoryRegisterBodyDto,
  AdminTagCategorySearchQueryDto,
  AdminTagCategorySearchResponseDto,
} from './dto/admin-tag-categories.dto';

/**
 * SPEC §7 `item/tag/category/*`: the categories tags are grouped by (the refine-tag groups of the search and tag
 * pages). The same verbs as tags; a category that still has live tags is not deleted (409), and
 * `tag-integration` merges one category into another (its tags move). `detail/{id}` is not in SPEC §7 (the edit
 * form reads from it).
 */
@ApiTags('admin-item-tag-category')
@Controller('api/admin/item/tag/category')
export class AdminTagCategoriesController {
  constructor(private readonly categories: AdminTagCategoriesService) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagCategorySearch', summary: 'タグカテゴリの一覧（キーワード・公開/削除済み）' })
  @ApiOkResponse({ type: AdminTagCategorySearchResponseDto })
  adminItemTagCategorySearch(@Query() query: AdminTagCategorySearchQueryDto): Promise<AdminTagCategorySearchResponseDto> {
    return this.categories.search(query);
  }

  @Get('count-info')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagCategoryCountInfo', summary: 'タグカテゴリ一覧のタブごとの件数（公開・削除済み）' })
  @ApiOkResponse({ type: CountInfoResponseDto })
  adminItemTagCategoryCountInfo(@Query() query: AdminTagCategoryFilterQueryDto): Promise<CountInfoResponseDto> {
    return this.categories.countInfo(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagCategoryDetail', summary: 'タグカテゴリの詳細（削除済みも。編集に使う version 付き）' })
  @ApiOkResponse({ type: AdminTagCategoryDetailDto })
  @ApiErrors(TagErrorCode.TAG_CATEGORY_NOT_FOUND)
  adminItemTagCategoryDetail(@RecordIdParam(() => new TagCategoryNotFoundError()) id: number): Promise<AdminTagCategoryDetailDto> {
    return this.categories.detail(id);
  }

  @Post('register')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagCategoryRegister', summary: 'タグカテゴリの登録' })
  @ApiOkResponse({ type: AdminTagCategoryDetailDto })
  adminItemTagCategoryRegister(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminTagCategoryRegisterBodyDto): Promise<AdminTagCategoryDetailDto> {
    return this.categories.register(admin, body);
  }

  @Post('edit-info')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagCategoryEditInfo', summary: 'タグカテゴリの編集（id と version。送らなかった項目はそのまま）' })
  @ApiOkResponse({ type: AdminTagCategoryDetailDto })
  @ApiErrors(TagErrorCode.TAG_CATEGORY_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminItemTagCategoryEditInfo(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminTagCategoryEditInfoBodyDto): Promise<AdminTagCategoryDetailDto> {
    return this.categories.editInfo(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagCategoryDelete', summary: 'タグカテゴリの削除（公開中のタグがあるカテゴリは 409。復元できます）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(TagErrorCode.TAG_CATEGORY_NOT_FOUND, TagErrorCode.TAG_CATEGORY_IN_USE)
  async adminItemTagCategoryDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.categories.delete(admin, [body.id]) };
  }

  @Post('delete-multiple')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagCategoryDeleteMultiple', summary: 'タグカテゴリの一括削除（1件でも公開中のタグがあれば何も削除せず 409）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(TagErrorCode.TAG_CATEGORY_NOT_FOUND, TagErrorCode.TAG_CATEGORY_IN_USE)
  async adminItemTagCategoryDeleteMultiple(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdsBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.categories.delete(admin, body.ids) };
  }

  @Post('revival')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagCategoryRevival', summary: '削除したタグカテゴリの復元（同じ名前の公開中のカテゴリがあれば 409）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(TagErrorCode.TAG_CATEGORY_NOT_FOUND, TagErrorCode.TAG_CATEGORY_NAME_TAKEN)
  async adminItemTagCategoryRevival(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.categories.revival(admin, body.id) };
  }

  @Get('term-search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagCategoryTermSearch', summary: 'タグカテゴリの入力候補（前方一致を優先し、部分一致も）' })
  @ApiOkResponse({ type: TermSearchResponseDto })
  adminItemTagCategoryTermSearch(@Query() query: TermSearchQueryDto): Promise<TermSearchResponseDto> {
    return this.categories.termSearch(query.term, query.limit);
  }

  @Get('tag-list-for-integration-input')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagCategoryTagListForIntegrationInput', summary: 'カテゴリ統合の統合先候補（統合元を除く公開中のカテゴリ）' })
  @ApiOkResponse({ type: AdminTagCategoryIntegrationCandidatesResponseDto })
  @ApiErrors(TagErrorCode.TAG_CATEGORY_NOT_FOUND)
  adminItemTagCategoryTagListForIntegrationInput(
    @Query() query: AdminTagCategoryIntegrationCandidatesQueryDto,
  ): Promise<AdminTagCategoryIntegrationCandidatesResponseDto> {
    return this.categories.integrationCandidates(query.id);
  }

  @Post('tag-integration')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemTagCategoryTagIntegration', summary: 'タグカテゴリの統合（統合元のタグをすべて統合先へ移し、統合元を削除）' })
  @ApiOkResponse({ type: AdminTagCategoryIntegrationResponseDto })
  @ApiErrors(TagErrorCode.TAG_CATEGORY_NOT_FOUND, TagErrorCode.TAG_MERGE_DELETED, AdminResourceErrorCode.ADMIN_STALE_VERSION)
  adminItemTagCategoryTagIntegration(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: AdminTagCategoryIntegrationBodyDto,
  ): Promise<AdminTagCategoryIntegrationResponseDto> {
    return this.categories.integrate(admin, body.from_id, body.into_id);
  }
}
