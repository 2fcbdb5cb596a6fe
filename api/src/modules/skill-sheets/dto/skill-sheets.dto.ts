import { ApiProperty } from '@nestjs/swagger';
import { OwnMemberIdField } from '../../auth/own-member-id';
import { Allow, IsInt, Min } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';

/** upload-skill-sheet's multipart/form-data body (the file is read by SkillSheetUploadInterceptor, not the pipe). */
export class UploadSkillSheetRequestDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'スキルシート（xlsx・xls・docx・doc・pdf、10MBまで。種類はファイルの内容で判定し、拡張子と一致する必要があります）',
  })
  // Parsed as a file, never a field; a text field of that name is allowed through and answers "no file".
  @Allow()
  file?: unknown;
}

export class SkillSheetDto {
  @ApiProperty({ example: 12 })
  id!: number;

  @ApiProperty({ description: 'アップロード時のファイル名（表示・ダウンロード名）', example: '職務経歴書.xlsx' })
  original_name!: string;

  @ApiProperty({ description: 'バイト数', example: 48213 })
  size!: number;

  @ApiProperty({ description: '内容から判定した種類', example: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
  mime_type!: string;

  @ApiProperty({ description: 'アップロード日時（ISO 8601）', example: '2026-04-01T09:30:00.000Z' })
  uploaded_at!: string;
}

export class UploadSkillSheetResponseDto {
  @ApiProperty({ type: SkillSheetDto })
  sheet!: SkillSheetDto;
}

export class SkillSheetListResponseDto {
  @ApiProperty({ type: [SkillSheetDto], description: '新しい順' })
  sheets!: SkillSheetDto[];
}

export class SkillSheetIdQueryDto {
  @ApiProperty({ description: 'スキルシート ID（ログイン中の会員のもの）', example: 12 })
  @Fold('number')
  @IsInt()
  @Min(1)
  id!: number;
}

export class DeleteSkillSheetRequestDto extends SkillSheetIdQueryDto {}

export class DeleteSkillSheetResponseDto {
  @ApiProperty({ example: true })
  result!: boolean;
}

/** SPEC §7: the own variant of the bulk download passes id and user_id; both name the member. */
export class BulkDownloadSkillSheetQueryDto {
  @OwnMemberIdField()
  id?: number;

  @OwnMemberIdField()
  user_id?: number;
}
