import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_EDIT_ERRORS, AffectedIdsResponseDto, IdBodyDto, RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { ColumnErrorCode, ColumnTagConnectNotFoundError } from '../columns.errors';
import { AdminColumnTagConnectService } from './admin-column-links.service';
import {
  AdminColumnTagConnectCreateBodyDto,
  AdminColumnTagConnectDetailDto,
  AdminColumnTagConnectEditBodyDto,
  AdminColumnTagConnectSearchQueryDto,
  AdminColumnTagConnectSearchResponseDto,
} from './dto/admin-column-links.dto';

/**
 * SPEC §7 `column-tag-connect/*`: column articles linked to tags (column_tag_connects): the related columns of every listing with the tag, and /column/.
 * Reads for every role, writes for editors and owners; `detail/{id}` as every resource the back office edits.
 */
@ApiTags('admin-column-tag-connect')
@Controller('api/admin/column-tag-connect')
export class AdminColumnTagConnectController {
  constructor(private readonly links: AdminColumnTagConnectService) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminColumnTagConnectSearch', summary: 'タグのコラム連携の一覧（キーワード・状態・対象で絞り込み）' })
  @ApiOkResponse({ type: AdminColumnTagConnectSearchResponseDto })
  adminColumnTagConnectSearch(@Query() query: AdminColumnTagConnectSearchQueryDto): Promise<AdminColumnTagConnectSearchResponseDto> {
    return this.links.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminColumnTagConnectDetail', summary: 'タグのコラム連携の詳細（削除済みも。編集に使う version 付き）' })
  @ApiOkResponse({ type: AdminColumnTagConnectDetailDto })
  @ApiErrors(ColumnErrorCode.COLUMN_TAG_CONNECT_NOT_FOUND)
  adminColumnTagConnectDetail(@RecordIdParam(() => new ColumnTagConnectNotFoundError()) id: number): Promise<AdminColumnTagConnectDetailDto> {
    return this.links.detail(id);
  }

  @Post('create')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminColumnTagConnectCreate', summary: 'タグのコラム連携の作成' })
  @ApiOkResponse({ type: AdminColumnTagConnectDetailDto })
  adminColumnTagConnectCreate(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminColumnTagConnectCreateBodyDto): Promise<AdminColumnTagConnectDetailDto> {
    return this.links.createLink(admin, body);
  }

  @Post('edit')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminColumnTagConnectEdit', summary: 'タグのコラム連携の編集（id と version）' })
  @ApiOkResponse({ type: AdminColumnTagConnectDetailDto })
  @ApiErrors(ColumnErrorCode.COLUMN_TAG_CONNECT_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminColumnTagConnectEdit(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminColumnTagConnectEditBodyDto): Promise<AdminColumnTagConnectDetailDto> {
    return this.links.edit(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminColumnTagConnectDelete', summary: 'タグのコラム連携の削除（関連コラムから外れます。復元できます）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(ColumnErrorCode.COLUMN_TAG_CONNECT_NOT_FOUND)
  async adminColumnTagConnectDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.links.delete(admin, body.id) };
  }

  @Post('comeback')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminColumnTagConnectComeback', summary: '削除したタグのコラム連携の復元' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(ColumnErrorCode.COLUMN_TAG_CONNECT_NOT_FOUND)
  async adminColumnTagConnectComeback(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.links.comeback(admin, body.id) };
  }
}
