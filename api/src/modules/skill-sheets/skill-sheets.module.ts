import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { MembersModule } from '../members/members.module';
import { AdminSkillSheetController } from './admin-skill-sheets/admin-skill-sheet.controller';
import { AdminSkillSheetService } from './admin-skill-sheets/admin-skill-sheet.service';
import { SkillSheetUploadInterceptor } from './skill-sheet-upload.interceptor';
import { SkillSheetsController } from './skill-sheets.controller';
import { SkillSheetsRepository } from './skill-sheets.repository';
import { SkillSheetsService } from './skill-sheets.service';

/**
 * Skill sheets (issue 13): the member's uploads, downloads and the template; withdrawal uses the service.
 * Staff files on members (issue 16, user/admin-*) go through the same service, audited.
 */
@Module({
  imports: [AuditLogModule, MembersModule],
  controllers: [SkillSheetsController, AdminSkillSheetController],
  providers: [SkillSheetsRepository, SkillSheetsService, SkillSheetUploadInterceptor, AdminSkillSheetService],
  exports: [SkillSheetsService],
})
export class SkillSheetsModule {}
