import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ItemsModule } from '../items/items.module';
import { MembersModule } from '../members/members.module';
import { SkillSheetsModule } from '../skill-sheets/skill-sheets.module';
import { EntriesController } from './entries.controller';
import { EntriesRepository } from './entries.repository';
import { EntriesService } from './entries.service';

/** Entries and the application history (issue 13); owns `entries` and `entry_status_histories`. */
@Module({
  imports: [AuthModule, ItemsModule, MembersModule, SkillSheetsModule],
  controllers: [EntriesController],
  providers: [EntriesRepository, EntriesService],
  exports: [EntriesService],
})
export class EntriesModule {}
