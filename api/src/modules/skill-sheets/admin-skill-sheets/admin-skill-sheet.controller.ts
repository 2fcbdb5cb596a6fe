import { Body, Controller, Get, HttpCode, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { buffer } from 'node:stream/consumers';
import { RecordIdParam } from '../../../common/admin-resource';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { AdminAccess } from '../../auth/admin-access';
import type { AdminPrincipal } from '../../auth/auth.constants';
import { CurrentAdmin } from '../../auth/auth.decorators';
import { AdminMemberErrorCode, AdminMemberNotFoundError } from '../../members/admin-members/admin-member.errors';
import { attachmentDisposition } from '../../../common/http/content-disposition';
import { SKILL_SHEET_TYPES } from '../skill-sheet-file';
import { SkillSheetUploadInterceptor } from '../skill-sheet-upload.interceptor';
import { binary, BUNDLE_FILE_NAME } from '../skill-sheets.controller';
import { SkillSheetErrorCode, SkillSheetFileError } from '../skill-sheets.errors';
import { AdminSkillSheetService } from './admin-skill-sheet.service';
import {
  AdminSkillSheetBase64Dto,
  AdminSkillSheetBulkQueryDto,
  AdminSkillSheetDeleteBodyDto,
  AdminSkillSheetDeleteResponseDto,
  AdminSkillSheetDownloadQueryDto,
  AdminSkillSheetListDto,
  AdminSkillSheetUploadBodyDto,
  AdminSkillSheetUploadResponseDto,
} from './dto/admin-skill-sheet.dto';

const SHEET_TYPES = Object.values(SKILL_SHEET_TYPES).map((t) => t.mimeType);

/**
 * SPEC §7 `user/admin-upload`, `admin-delete`, `admin-download`, `admin-bulk-download` (issue 16): staff files on
 * members' skill sheets, under the `user/` prefix SPEC gives them although `user/*` is otherwise staff accounts
 * (admin-users' StaffAdminController, owners only). Every role lists and downloads — each download is in the
 * audit log —; editors and owners upload and delete. The checks and limits are the member's own upload's.
 */
@ApiTags('admin-skill-sheets')
@Controller('api/admin/user')
export class AdminSkillSheetController {
  constructor(private readonly sheets: AdminSkillSheetService) {}

  @Get('admin-skill-sheets/:id')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminUserAdminSkillSheets', summary: '会員のスキルシート一覧（SPEC §7 にはない、会員ページ用。新しい順）' })
  @ApiOkResponse({ type: AdminSkillSheetListDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND)
  adminUserAdminSkillSheets(@RecordIdParam(() => new AdminMemberNotFoundError()) id: number): Promise<AdminSkillSheetListDto> {
    return this.sheets.list(id);
  }

  @Post('admin-upload')
  @HttpCode(200)
  @AdminAccess('write')
  @UseInterceptors(SkillSheetUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AdminSkillSheetUploadBodyDto })
  @ApiOperation({ operationId: 'adminUserAdminUpload', summary: '会員のスキルシートをスタッフがアップロード（会員本人と同じ種類・10MB・20件の上限。監査ログに残ります）' })
  @ApiOkResponse({ type: AdminSkillSheetUploadResponseDto })
  @ApiErrors(
    AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND,
    SkillSheetErrorCode.SKILL_SHEET_FILE_REQUIRED,
    SkillSheetErrorCode.SKILL_SHEET_FILE_TYPE,
    SkillSheetErrorCode.SKILL_SHEET_FILE_TOO_LARGE,
    SkillSheetErrorCode.SKILL_SHEET_UPLOAD_MALFORMED,
    SkillSheetErrorCode.SKILL_SHEET_LIMIT_REACHED,
  )
  async adminUserAdminUpload(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() body: AdminSkillSheetUploadBodyDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<AdminSkillSheetUploadResponseDto> {
    if (!file) throw new SkillSheetFileError(SkillSheetErrorCode.SKILL_SHEET_FILE_REQUIRED);
    return { sheet: await this.sheets.upload(admin, body.user_id, { buffer: file.buffer, originalName: file.originalname }) };
  }

  @Post('admin-delete')
  @HttpCode(200)
  @AdminAccess('write')
  @ApiOperation({ operationId: 'adminUserAdminDelete', summary: '会員のスキルシートの削除（ファイルも削除。監査ログに残ります）' })
  @ApiOkResponse({ type: AdminSkillSheetDeleteResponseDto })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND, SkillSheetErrorCode.SKILL_SHEET_NOT_FOUND)
  async adminUserAdminDelete(@CurrentAdmin() admin: AdminPrincipal, @Body() body: AdminSkillSheetDeleteBodyDto): Promise<AdminSkillSheetDeleteResponseDto> {
    await this.sheets.delete(admin, body.user_id, body.id);
    return { result: true };
  }

  @Get('admin-download')
  @AdminAccess('read')
  @ApiExtraModels(AdminSkillSheetBase64Dto)
  @ApiOperation({
    operationId: 'adminUserAdminDownload',
    summary: '会員のスキルシートを保存ファイル名でダウンロード（format=base64 なら { result, type, name }）。ダウンロードは監査ログに残ります',
  })
  @ApiProduces(...SHEET_TYPES, 'application/json')
  @ApiOkResponse({
    description: 'ファイル（Content-Disposition: attachment、UTF-8 のファイル名つき）、または format=base64 のとき JSON',
    content: { ...binary(...SHEET_TYPES), 'application/json': { schema: { $ref: getSchemaPath(AdminSkillSheetBase64Dto) } } },
  })
  @ApiErrors(SkillSheetErrorCode.SKILL_SHEET_NOT_FOUND)
  async adminUserAdminDownload(@CurrentAdmin() admin: AdminPrincipal, @Query() query: AdminSkillSheetDownloadQueryDto): Promise<StreamableFile | AdminSkillSheetBase64Dto> {
    const { sheet, stream, size } = await this.sheets.download(admin, query.filename);
    if (query.format === 'base64') return { result: (await buffer(stream)).toString('base64'), type: sheet.mimeType, name: sheet.originalName };
    return new StreamableFile(stream, { type: sheet.mimeType, length: size, disposition: attachmentDisposition(sheet.originalName) });
  }

  @Get('admin-bulk-download')
  @AdminAccess('read')
  @ApiOperation({ operationId: 'adminUserAdminBulkDownload', summary: '会員のスキルシートをまとめてダウンロード（skillsheet.zip）。ダウンロードは監査ログに残ります' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'skillsheet.zip（各ファイルはアップロード時の名前。同名は「名前 (2).xlsx」）', content: binary('application/zip') })
  @ApiErrors(AdminMemberErrorCode.ADMIN_MEMBER_NOT_FOUND, SkillSheetErrorCode.SKILL_SHEET_NOT_FOUND)
  async adminUserAdminBulkDownload(@CurrentAdmin() admin: AdminPrincipal, @Query() query: AdminSkillSheetBulkQueryDto): Promise<StreamableFile> {
    const zip = await this.sheets.bundle(admin, query.id);
    return new StreamableFile(zip, { type: 'application/zip', disposition: attachmentDisposition(BUNDLE_FILE_NAME) });
  }
}
