import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredRecordId } from '../../../../common/admin-resource';
import { SkillSheetDto } from '../../dto/skill-sheets.dto';

/** A member's sheet as staff see it: the member's fields plus the stored name (admin-download's key) and who uploaded it. */
export class AdminSkillSheetDto extends SkillSheetDto {
  @ApiProperty({ description: '保存ファイル名（user/admin-download の filename）', example: '3f2b8a1e-6c1d-4a53-9a0e-1d2c3b4a5f60.xlsx' })
  file_name!: string;

  @ApiProperty({ enum: ['member', 'staff'], description: 'アップロードしたのは会員本人か、スタッフか' })
  uploaded_by!: 'member' | 'staff';

  @ApiProperty({ type: String, nullable: true, description: 'アップロードしたスタッフの名前（その時点のもの）。会員本人なら null', example: '管理 太郎' })
  uploaded_by_staff_name!: string | null;
}

/** GET user/admin-skill-sheets/{id} (not in SPEC §7: the member's page lists the sheets staff may download). */
export class AdminSkillSheetListDto {
  @ApiProperty({ type: [AdminSkillSheetDto], description: '新しい順（削除済みは含みません）' })
  sheets!: AdminSkillSheetDto[];

  @ApiProperty({ description: '1人あたりの上限件数', example: 20 })
  max_count!: number;
}

/** user/admin-upload's multipart/form-data body: the member and the file (the file is read by the upload interceptor). */
export class AdminSkillSheetUploadBodyDto {
  @RequiredRecordId({ example: 12, description: '会員の ID' })
  user_id!: number;

  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'スキルシート（xlsx・xls・docx・doc・pdf、10MBまで。会員本人のアップロードと同じ判定・上限）',
  })
  // Parsed as a file, never a field; a text field of that name is allowed through and answers "no file".
  @Allow()
  file?: unknown;
}

export class AdminSkillSheetUploadResponseDto {
  @ApiProperty({ type: AdminSkillSheetDto })
  sheet!: AdminSkillSheetDto;
}

/** POST user/admin-delete: one sheet of one member (both named, so a stale page cannot delete another member's). */
export class AdminSkillSheetDeleteBodyDto {
  @RequiredRecordId({ example: 12, description: '会員の ID' })
  user_id!: number;

  @RequiredRecordId({ example: 34, description: 'スキルシートの ID' })
  id!: number;
}

export class AdminSkillSheetDeleteResponseDto {
  @ApiProperty({ example: true })
  result!: boolean;
}

/** GET user/admin-download: SPEC §7 "by filename"; `format=base64` answers `{ result, type }` instead of the file. */
export class AdminSkillSheetDownloadQueryDto {
  @ApiProperty({ maxLength: 191, description: '保存ファイル名（user/admin-skill-sheets の file_name）', example: '3f2b8a1e-6c1d-4a53-9a0e-1d2c3b4a5f60.xlsx' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(191)
  filename!: string;

  @ApiPropertyOptional({ enum: ['file', 'base64'], default: 'file', description: 'file: ファイルそのもの / base64: { result, type, name }' })
  @IsOptional()
  @IsIn(['file', 'base64'])
  format?: 'file' | 'base64';
}

export class AdminSkillSheetBase64Dto {
  @ApiProperty({ description: 'ファイルの内容（base64）' })
  result!: string;

  @ApiProperty({ description: 'ファイルの種類（MIME type）', example: 'application/pdf' })
  type!: string;

  @ApiProperty({ description: 'アップロード時のファイル名', example: '職務経歴書.pdf' })
  name!: string;
}

/** GET user/admin-bulk-download: SPEC §7 "query id" — the member's id. */
export class AdminSkillSheetBulkQueryDto {
  @RequiredRecordId({ example: 12, description: '会員の ID' })
  id!: number;
}
