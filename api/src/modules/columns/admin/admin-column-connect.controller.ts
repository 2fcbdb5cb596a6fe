import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_EDIT_ERRORS, AffectedIdsResponseDto, IdBodyDto, RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { ColumnErrorCode, ColumnConnectNotFoundError } from '../columns.errors';
import { AdminColumnConnectService } from './admin-column-links.service';
import {
  AdminColumnConnectCreateBodyDto,
  AdminColumnConnectDetailDto,
  AdminColumnConnectEditBodyDto,
  AdminColumnConnectSearchQueryDto,
  AdminColumnConnectSearchResponseDto,
} from './dto/admin-column-links.dto';

/**
 * SPEC §7 `column-connect/*`: column articles linked to listings (column_connects): the related columns of a listing page (wordpress/get-related-column) and /column/.
 * Reads for every role, writes for editors and owners; `detail/{id}` as every resource the back office edits.
 */
@ApiTags('admin-column-connect')
@Controller('api/admin/column-connect')
export class AdminColumnConnectController {
  constructor(private readonly links: AdminColumnConnectService) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminColumnConnectSearch', summary: '案件のコラム連携の一覧（キーワード・状態・対象で絞り込み）' })
  @ApiOkResponse({ type: AdminColumnConnectSearchResponseDto })
  adminColumnConnectSearch(@Query() query: AdminColumnConnectSearchQueryDto): Promise<AdminColumnConnectSearchResponseDto> {
    return this.links.search(query);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminColumnConnectDetail', summary: '案件のコラム連携の詳細（削除済みも。編集に使う version 付き）' })
  @ApiOkResponse({ type: AdminColumnConnectDetailDto })
  @ApiErrors(ColumnErrorCode.COLUMN_CONNECT_NOT_FOUND)
  adminColumnConnectDetail(@RecordIdParam(() => new ColumnConnectNotFoundError()) id: number): Promise<AdminColumnConnectDetailDto> {
    return this.links.detail(id);
  }

  @Post('create')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminColumnConnectCreate', summary: '案件のコラム連携の作成' })
  @ApiOkResponse({ type: AdminColumnConnectDetailDto })
  adminColumnConnectCreate(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminColumnConnectCreateBodyDto): Promise<AdminColumnConnectDetailDto> {
    return this.links.createLink(admin, body);
  }

  @Post('edit')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminColumnConnectEdit', summary: '案件のコラム連携の編集（id と version）' })
  @ApiOkResponse({ type: AdminColumnConnectDetailDto })
  @ApiErrors(ColumnErrorCode.COLUMN_CONNECT_NOT_FOUND, ...ADMIN_EDIT_ERRORS)
  adminColumnConnectEdit(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminColumnConnectEditBodyDto): Promise<AdminColumnConnectDetailDto> {
    return this.links.edit(admin, body);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminColumnConnectDelete', summary: '案件のコラム連携の削除（関連コラムから外れます。復元できます）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(ColumnErrorCode.COLUMN_CONNECT_NOT_FOUND)
  async adminColumnConnectDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.links.delete(admin, body.id) };
  }

  @Post('comeback')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminColumnConnectComeback', summary: '削除した案件のコラム連携の復元' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(ColumnErrorCode.COLUMN_CONNECT_NOT_FOUND)
  async adminColumnConnectComeback(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.links.comeback(admin, body.id) };
  }
}
