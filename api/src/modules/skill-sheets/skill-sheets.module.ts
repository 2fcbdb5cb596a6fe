import { Module } from '@nestjs/common';
import { SkillSheetUploadInterceptor } from './skill-sheet-upload.interceptor';
import { SkillSheetsController } from './skill-sheets.controller';
import { SkillSheetsRepository } from './skill-sheets.repository';
import { SkillSheetsService } from './skill-sheets.service';

/** Skill sheets (issue 13): the member's uploads, downloads and the template; withdrawal uses the service. */
@Module({
  controllers: [SkillSheetsController],
  providers: [SkillSheetsRepository, SkillSheetsService, SkillSheetUploadInterceptor],
  exports: [SkillSheetsService],
})
export class SkillSheetsModule {}
