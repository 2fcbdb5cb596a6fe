import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { AuthModule } from '../auth/auth.module';
import { ItemsModule } from '../items/items.module';
import { MembersModule } from '../members/members.module';
import { SkillSheetsModule } from '../skill-sheets/skill-sheets.module';
import { AdminEntryCsvService } from './admin-entries/admin-entry-csv.service';
import { AdminEntryController } from './admin-entries/admin-entry.controller';
import { AdminEntryRepository } from './admin-entries/admin-entry.repository';
import { AdminEntryService } from './admin-entries/admin-entry.service';
import { EntriesController } from './entries.controller';
import { EntriesRepository } from './entries.repository';
import { EntriesService } from './entries.service';

/** Entries and the application history (issue 13) and their back office (issue 16); owns `entries` and `entry_status_histories`. */
@Module({
  imports: [AuditLogModule, AuthModule, ItemsModule, MembersModule, SkillSheetsModule],
  controllers: [EntriesController, AdminEntryController],
  providers: [EntriesRepository, EntriesService, AdminEntryRepository, AdminEntryService, AdminEntryCsvService],
  exports: [EntriesService],
})
export class EntriesModule {}
