import { Body, Controller, Get, HttpCode, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/errors/api-error-responses';
import type { MemberPrincipal } from '../auth/auth.constants';
import { CurrentMember, Member } from '../auth/auth.decorators';
import { AuthErrorCode } from '../auth/auth.errors';
import { assertOwnMemberId } from '../auth/own-member-id';
import { NoStoreInterceptor } from '../auth/auth-cookies';
import type { SkillSheetEntity } from './entities/skill-sheet.entity';
import { attachmentDisposition } from '../../common/http/content-disposition';
import {
  BulkDownloadSkillSheetQueryDto,
  DeleteSkillSheetRequestDto,
  DeleteSkillSheetResponseDto,
  SkillSheetIdQueryDto,
  SkillSheetListResponseDto,
  type SkillSheetDto,
  UploadSkillSheetRequestDto,
  UploadSkillSheetResponseDto,
} from './dto/skill-sheets.dto';
import { SKILL_SHEET_TYPES } from './skill-sheet-file';
import { TEMPLATE_FILE_NAME } from './skill-sheet-template';
import { SkillSheetUploadInterceptor } from './skill-sheet-upload.interceptor';
import { SkillSheetErrorCode, SkillSheetFileError } from './skill-sheets.errors';
import { SkillSheetsService } from './skill-sheets.service';

/** SPEC §9: the bundle's download name. */
export const BUNDLE_FILE_NAME = 'skillsheet.zip';
const XLSX = SKILL_SHEET_TYPES.xlsx.mimeType;

const toDto = (sheet: SkillSheetEntity): SkillSheetDto => ({
  id: sheet.id,
  original_name: sheet.originalName,
  size: sheet.size,
  mime_type: sheet.mimeType,
  uploaded_at: sheet.createdAt.toISOString(),
});

/** An OpenAPI response body of files of these types. */
export const binary = (...types: string[]) => Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

/**
 * The member's skill sheets (SPEC §7 "Skill sheets", issue 13). Another member's sheet id answers 404
 * SKILL_SHEET_NOT_FOUND, exactly like an unknown one: ids are sequential, and a 403 would confirm that a
 * sheet with that id exists. SPEC's member ids (bulk download's id / user_id) are different: naming another
 * member is a 403 MEMBER_ID_MISMATCH, as for every other member call (issue 12).
 */
@ApiTags('skill-sheets')
@Controller('api/front')
@UseInterceptors(NoStoreInterceptor)
export class SkillSheetsController {
  constructor(private readonly skillSheets: SkillSheetsService) {}

  @Post('upload-skill-sheet')
  @HttpCode(200)
  @Member()
  @UseInterceptors(SkillSheetUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadSkillSheetRequestDto })
  @ApiOperation({
    operationId: 'uploadSkillSheet',
    summary: 'スキルシートのアップロード（xlsx・xls・docx・doc・pdf、10MBまで、1人20件まで。種類は内容で判定）',
  })
  @ApiOkResponse({ type: UploadSkillSheetResponseDto })
  @ApiErrors(
    SkillSheetErrorCode.SKILL_SHEET_FILE_REQUIRED,
    SkillSheetErrorCode.SKILL_SHEET_FILE_TYPE,
    SkillSheetErrorCode.SKILL_SHEET_FILE_TOO_LARGE,
    SkillSheetErrorCode.SKILL_SHEET_UPLOAD_MALFORMED,
    SkillSheetErrorCode.SKILL_SHEET_LIMIT_REACHED,
  )
  async uploadSkillSheet(
    @CurrentMember() member: MemberPrincipal,
    // Validated for what is not the file (no other fields); the file itself comes from the interceptor.
    @Body() _body: UploadSkillSheetRequestDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<UploadSkillSheetResponseDto> {
    if (!file) throw new SkillSheetFileError(SkillSheetErrorCode.SKILL_SHEET_FILE_REQUIRED);
    const sheet = await this.skillSheets.upload(member.id, { buffer: file.buffer, originalName: file.originalname });
    return { sheet: toDto(sheet) };
  }

  @Get('get-skill-sheet-list')
  @Member()
  @ApiOperation({ operationId: 'getSkillSheetList', summary: 'ログイン中の会員のスキルシート一覧（新しい順。SPEC §7 にはない、マイページ用）' })
  @ApiOkResponse({ type: SkillSheetListResponseDto })
  async getSkillSheetList(@CurrentMember() member: MemberPrincipal): Promise<SkillSheetListResponseDto> {
    return { sheets: (await this.skillSheets.list(member.id)).map(toDto) };
  }

  @Get('download-skill-sheet')
  @Member()
  @ApiOperation({ operationId: 'downloadSkillSheet', summary: '自分のスキルシートのダウンロード（アップロード時のファイル名で）' })
  @ApiProduces(...Object.values(SKILL_SHEET_TYPES).map((t) => t.mimeType))
  @ApiOkResponse({ description: 'ファイル（Content-Disposition: attachment、UTF-8 のファイル名つき）', content: binary(...Object.values(SKILL_SHEET_TYPES).map((t) => t.mimeType)) })
  @ApiErrors(SkillSheetErrorCode.SKILL_SHEET_NOT_FOUND)
  async downloadSkillSheet(@CurrentMember() member: MemberPrincipal, @Query() query: SkillSheetIdQueryDto): Promise<StreamableFile> {
    const { sheet, stream, size } = await this.skillSheets.open(member.id, query.id);
    return new StreamableFile(stream, { type: sheet.mimeType, length: size, disposition: attachmentDisposition(sheet.originalName) });
  }

  @Post('delete-skill-sheet')
  @HttpCode(200)
  @Member()
  @ApiOperation({ operationId: 'deleteSkillSheet', summary: '自分のスキルシートの削除（ファイルも削除）' })
  @ApiOkResponse({ type: DeleteSkillSheetResponseDto })
  @ApiErrors(SkillSheetErrorCode.SKILL_SHEET_NOT_FOUND)
  async deleteSkillSheet(@CurrentMember() member: MemberPrincipal, @Body() body: DeleteSkillSheetRequestDto): Promise<DeleteSkillSheetResponseDto> {
    await this.skillSheets.delete(member.id, body.id);
    return { result: true };
  }

  @Get('bulk-download-skill-sheet')
  @Member()
  @ApiOperation({ operationId: 'bulkDownloadSkillSheet', summary: '自分のスキルシートをまとめてダウンロード（skillsheet.zip）' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'skillsheet.zip（各ファイルはアップロード時の名前。同名は「名前 (2).xlsx」）', content: binary('application/zip') })
  @ApiErrors(SkillSheetErrorCode.SKILL_SHEET_NOT_FOUND, AuthErrorCode.MEMBER_ID_MISMATCH)
  async bulkDownloadSkillSheet(@CurrentMember() member: MemberPrincipal, @Query() query: BulkDownloadSkillSheetQueryDto): Promise<StreamableFile> {
    assertOwnMemberId(member, query.id);
    assertOwnMemberId(member, query.user_id);
    const zip = await this.skillSheets.bundle(member.id);
    return new StreamableFile(zip, { type: 'application/zip', disposition: attachmentDisposition(BUNDLE_FILE_NAME) });
  }

  @Get('download-skill-sheet-template')
  @ApiOperation({ operationId: 'downloadSkillSheetTemplate', summary: 'スキルシートのひな形（skillsheet.xlsx：基本情報・経歴・スキル）' })
  @ApiProduces(XLSX)
  @ApiOkResponse({ description: 'skillsheet.xlsx', content: binary(XLSX) })
  async downloadSkillSheetTemplate(): Promise<StreamableFile> {
    // A failure is a logged 500 INTERNAL_ERROR, whose message is SPEC §8's alert text.
    const file = await this.skillSheets.template();
    return new StreamableFile(file, { type: XLSX, length: file.length, disposition: attachmentDisposition(TEMPLATE_FILE_NAME) });
  }
}
