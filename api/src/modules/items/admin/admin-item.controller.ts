import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_EDIT_ERRORS,
  AffectedIdsResponseDto,
  CountInfoResponseDto,
  IdBodyDto,
  RecordIdParam,
  TermSearchQueryDto,
  TermSearchResponseDto,
} from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { ItemErrorCode, ItemNotFoundError } from '../item-detail.errors';
import { AdminItemService } from './admin-item.service';
import {
  AdminItemAreaListResponseDto,
  AdminItemBizCategoryListResponseDto,
  AdminItemDetailDto,
  AdminItemEditInfoDto,
  AdminItemEmailTemporaryBodyDto,
  AdminItemEmailTemporaryResponseDto,
  AdminItemFilterQueryDto,
  AdminItemRegisterBodyDto,
  AdminItemSearchQueryDto,
  AdminItemSearchResponseDto,
  AdminItemTagListResponseDto,
} from './dto/admin-item.dto';

/**
 * SPEC §7 `item/*`: listings in the back office. Reads for every role, writes for editors and owners. SPEC names
 * `detail/` and `edit-info/` with a trailing slash, as it names the other `{id}` reads, and `register` as the one
 * write of a listing's fields: so `GET edit-info/{id}` reads the form and `POST register` saves it — without `id`
 * it creates, with `id` and `version` it saves an edit (as `admin-news/edit` does). Every write goes through
 * ListingWriter: search, tag pages and the cached public pages follow as the call returns.
 */
@ApiTags('admin-item')
@Controller('api/admin/item')
export class AdminItemController {
  constructor(private readonly items: AdminItemService) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemSearch', summary: '案件の一覧（状態・キーワード・タグ・エリア・業界・単価・公開日で絞り込み）' })
  @ApiOkResponse({ type: AdminItemSearchResponseDto })
  adminItemSearch(@Query() query: AdminItemSearchQueryDto): Promise<AdminItemSearchResponseDto> {
    return this.items.search(query);
  }

  @Get('count-info')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemCountInfo', summary: '案件の状態ごとの件数（一覧のタブ: 公開中・公開予定・下書き・募集終了・削除済み）' })
  @ApiOkResponse({ type: CountInfoResponseDto })
  adminItemCountInfo(@Query() query: AdminItemFilterQueryDto): Promise<CountInfoResponseDto> {
    return this.items.countInfo(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemDetail', summary: '案件の詳細（名前付き。削除済みも）' })
  @ApiOkResponse({ type: AdminItemDetailDto })
  @ApiErrors(ItemErrorCode.ITEM_NOT_FOUND)
  adminItemDetail(@RecordIdParam(() => new ItemNotFoundError()) id: number): Promise<AdminItemDetailDto> {
    return this.items.detail(id);
  }

  @Get('edit-info/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemEditInfo', summary: '案件の編集フォームの内容（register にそのまま送れる形と version）' })
  @ApiOkResponse({ type: AdminItemEditInfoDto })
  @ApiErrors(ItemErrorCode.ITEM_NOT_FOUND)
  adminItemEditInfo(@RecordIdParam(() => new ItemNotFoundError()) id: number): Promise<AdminItemEditInfoDto> {
    return this.items.editInfo(id);
  }

  @Post('register')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemRegister', summary: '案件の登録（id なし）・保存（id と version。公開・公開予定・募集終了・下書きへの変更も）' })
  @ApiOkResponse({ type: AdminItemEditInfoDto })
  @ApiErrors(ItemErrorCode.ITEM_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminItemRegister(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminItemRegisterBodyDto): Promise<AdminItemEditInfoDto> {
    return this.items.register(admin, body);
  }

  @Post('register-email-temporary')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemRegisterEmailTemporary', summary: 'パートナーの案件メールから下書きを作成（読み取った項目は要確認。公開されません）' })
  @ApiOkResponse({ type: AdminItemEmailTemporaryResponseDto })
  adminItemRegisterEmailTemporary(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminItemEmailTemporaryBodyDto): Promise<AdminItemEmailTemporaryResponseDto> {
    return this.items.fromMail(admin, body.mail);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminItemDelete', summary: '案件の削除（検索・タグページ・詳細ページからすぐに消えます）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(ItemErrorCode.ITEM_NOT_FOUND)
  async adminItemDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.items.delete(admin, body.id) };
  }

  @Get('area-all')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemAreaAll', summary: '案件のエリアの選択肢（表示順）' })
  @ApiOkResponse({ type: AdminItemAreaListResponseDto })
  async adminItemAreaAll(): Promise<AdminItemAreaListResponseDto> {
    return { areas: await this.items.areas() };
  }

  @Get('biz-category-all')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemBizCategoryAll', summary: '案件の業界の選択肢（表示順）' })
  @ApiOkResponse({ type: AdminItemBizCategoryListResponseDto })
  async adminItemBizCategoryAll(): Promise<AdminItemBizCategoryListResponseDto> {
    return { biz_categories: await this.items.bizCategories() };
  }

  @Get('tag-list-for-item-input')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemTagListForItemInput', summary: '案件フォームのタグ入力候補（タグ名・別名に入力中の語をすべて含む、削除済みを除く）' })
  @ApiOkResponse({ type: TermSearchResponseDto })
  adminItemTagListForItemInput(@Query() query: TermSearchQueryDto): Promise<TermSearchResponseDto> {
    return this.items.tagsForInput(query.term, query.limit);
  }

  @Get('pickup-tag')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemPickupTag', summary: 'ピックアップタグ（トップページに出すタグ。設定はタグの編集で）' })
  @ApiOkResponse({ type: AdminItemTagListResponseDto })
  async adminItemPickupTag(): Promise<AdminItemTagListResponseDto> {
    return { tags: await this.items.pickupTags() };
  }

  @Get('special-tag')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminItemSpecialTag', summary: '特集タグ（スキルとは別に出す企画・特集のタグ。設定はタグの編集で）' })
  @ApiOkResponse({ type: AdminItemTagListResponseDto })
  async adminItemSpecialTag(): Promise<AdminItemTagListResponseDto> {
    return { tags: await this.items.specialTags() };
  }
}
