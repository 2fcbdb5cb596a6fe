import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AffectedIdsResponseDto, CountInfoResponseDto, IdBodyDto, RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { AdminEntryErrorCode, AdminEntryNotFoundError } from './admin-entry.errors';
import { AdminEntryCsvService } from './admin-entry-csv.service';
import { AdminEntryService } from './admin-entry.service';
import {
  AdminEntryDetailDto,
  AdminEntryDownloadQueryDto,
  AdminEntrySearchQueryDto,
  AdminEntrySearchResponseDto,
  AdminEntryUpdateStatusBodyDto,
  AdminEntryUpdateValidityBodyDto,
  AdminEntryUserDto,
} from './dto/admin-entry.dto';

const notFound = () => new AdminEntryNotFoundError();

/**
 * SPEC §7 `entry/*`: members' applications. Every role reads (personal data: reads are not logged, writes
 * are); editors and owners move the status (the member is mailed), the validity, delete, and download the
 * list as CSV (names and e-mail addresses in bulk, like member/get-csv: 'write', and logged).
 */
@ApiTags('admin-entry')
@Controller('api/admin/entry')
export class AdminEntryController {
  constructor(
    private readonly entries: AdminEntryService,
    private readonly csv: AdminEntryCsvService,
  ) {}

  @Get('search')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminEntrySearch', summary: 'エントリーの一覧（会員・案件・エントリー日・有効性・ステータスで絞り込み）' })
  @ApiOkResponse({ type: AdminEntrySearchResponseDto })
  adminEntrySearch(@Query() query: AdminEntrySearchQueryDto): Promise<AdminEntrySearchResponseDto> {
    return this.entries.search(query);
  }

  @Get('count-info')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminEntryCountInfo', summary: 'エントリーのタブごとの件数（ステータスごと（有効のみ）と無効。ほかの絞り込みを適用）' })
  @ApiOkResponse({ type: CountInfoResponseDto })
  adminEntryCountInfo(@Query() query: AdminEntrySearchQueryDto): Promise<CountInfoResponseDto> {
    return this.entries.countInfo(query);
  }

  @Get('download')
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminEntryDownload', summary: 'エントリー一覧のCSV（entry/search と同じ絞り込み・タブ・並び順で全件。監査ログに記録）' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: "CSV（UTF-8・BOM付き・CRLF、1行目は日本語の見出し。= + - @ で始まるセルは先頭に ' を付けて数式にしない）",
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
  })
  async adminEntryDownload(@CurrentAdmin() admin: AdminPrincipal, @Query() query: AdminEntryDownloadQueryDto, @Res() res: Response): Promise<void> {
    await this.csv.send(admin, query, res);
  }

  @Get('detail/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminEntryDetail', summary: 'エントリーの詳細（案件・会員・スキルシート・ステータスの履歴・会員に送ったメール）' })
  @ApiOkResponse({ type: AdminEntryDetailDto })
  @ApiErrors(AdminEntryErrorCode.ADMIN_ENTRY_NOT_FOUND)
  adminEntryDetail(@RecordIdParam(notFound) id: number): Promise<AdminEntryDetailDto> {
    return this.entries.detail(id);
  }

  @Get('entry-user/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminEntryEntryUser', summary: 'エントリーした会員の連絡先と基本情報（全体は会員のページ）' })
  @ApiOkResponse({ type: AdminEntryUserDto })
  @ApiErrors(AdminEntryErrorCode.ADMIN_ENTRY_NOT_FOUND, AdminEntryErrorCode.ADMIN_ENTRY_MEMBER_GONE)
  adminEntryEntryUser(@RecordIdParam(notFound) id: number): Promise<AdminEntryUserDto> {
    return this.entries.entryUser(id);
  }

  @Post('update-status')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminEntryUpdateStatus', summary: 'エントリーのステータスの変更（会員に通知メールを送り、履歴と監査ログに残ります。SPEC §7 にはない）' })
  @ApiOkResponse({ type: AdminEntryDetailDto })
  @ApiErrors(
    AdminEntryErrorCode.ADMIN_ENTRY_NOT_FOUND,
    AdminEntryErrorCode.ADMIN_ENTRY_STATUS_MOVE_REFUSED,
    AdminEntryErrorCode.ADMIN_ENTRY_WITHDRAWN,
    AdminEntryErrorCode.ADMIN_ENTRY_INVALID,
  )
  adminEntryUpdateStatus(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminEntryUpdateStatusBodyDto): Promise<AdminEntryDetailDto> {
    return this.entries.updateStatus(admin, body.id, body.status);
  }

  @Post('update-validity')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminEntryUpdateValidity', summary: 'エントリーの有効・無効の切り替え（SPEC §7 にはない）' })
  @ApiOkResponse({ type: AdminEntryDetailDto })
  @ApiErrors(AdminEntryErrorCode.ADMIN_ENTRY_NOT_FOUND, AdminEntryErrorCode.ADMIN_ENTRY_SLOT_TAKEN)
  adminEntryUpdateValidity(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminEntryUpdateValidityBodyDto): Promise<AdminEntryDetailDto> {
    return this.entries.updateValidity(admin, body.id, body.validity);
  }

  @Post('delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminEntryDelete', summary: 'エントリーの削除（一覧と会員のエントリー履歴から消えます。履歴は残ります）' })
  @ApiOkResponse({ type: AffectedIdsResponseDto })
  @ApiErrors(AdminEntryErrorCode.ADMIN_ENTRY_NOT_FOUND)
  async adminEntryDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: IdBodyDto): Promise<AffectedIdsResponseDto> {
    return { ids: await this.entries.delete(admin, body.id) };
  }
}
