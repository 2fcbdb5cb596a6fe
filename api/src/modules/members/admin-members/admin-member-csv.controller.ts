import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { AdminMemberCsvErrorCode } from './admin-member-csv.errors';
import { AdminMemberCsvService } from './admin-member-csv.service';
import { AdminMemberChunkDownloadQueryDto, AdminMemberChunkPartsDto, AdminMemberCsvQueryDto } from './dto/admin-member-csv.dto';

const CSV_FILE = { schema: { type: 'string', format: 'binary' } };
const CSV_DESCRIPTION = 'CSV（UTF-8・BOM付き・CRLF、1行目は日本語の見出し。= + - @ で始まるセルは先頭に \' を付けて数式にしない）';

/**
 * SPEC §7 `member/get-csv`, `member/chunk-download`: the member list as CSV for Excel. Personal data in bulk,
 * so editors and owners only ('write': a viewer reads members one screen at a time but takes no file away);
 * each export is in the audit log.
 */
@ApiTags('admin-member')
@Controller('api/admin/member')
export class AdminMemberCsvController {
  constructor(private readonly csv: AdminMemberCsvService) {}

  @Get('get-csv')
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminMemberGetCsv', summary: '会員一覧のCSV（member/search と同じ絞り込み・並び順で全件。監査ログに記録）' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: CSV_DESCRIPTION, content: { 'text/csv': CSV_FILE } })
  async adminMemberGetCsv(@CurrentAdmin() admin: AdminPrincipal, @Query() query: AdminMemberCsvQueryDto, @Res() res: Response): Promise<void> {
    await this.csv.sendAll(admin, query, res);
  }

  @Get('chunk-download')
  @AdminAccess('write')
  @ApiOperation({
    operationId: 'adminMemberChunkDownload',
    summary: '会員一覧の分割ダウンロード（size 行ずつ。part を省くと分割の一覧を JSON で、part を付けるとその部分の CSV を返す。X-Total-Parts に分割数）',
  })
  @ApiExtraModels(AdminMemberChunkPartsDto)
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ description: `part なし: 分割の一覧。part あり: ${CSV_DESCRIPTION}`, content: { 'application/json': { schema: { $ref: getSchemaPath(AdminMemberChunkPartsDto) } }, 'text/csv': CSV_FILE } })
  @ApiErrors(AdminMemberCsvErrorCode.ADMIN_MEMBER_CSV_PART_NOT_FOUND)
  async adminMemberChunkDownload(@CurrentAdmin() admin: AdminPrincipal, @Query() query: AdminMemberChunkDownloadQueryDto, @Res() res: Response): Promise<void> {
    const { part } = query;
    if (part === undefined) {
      res.json(await this.csv.parts(query));
      return;
    }
    await this.csv.sendPart(admin, { ...query, part }, res);
  }
}
