import { Module } from '@nestjs/common';
import { AuditLogModule } from '../../audit-log/audit-log.module';
import { MasterModule } from '../../master/master.module';
import { AdminMemberCsvController } from './admin-member-csv.controller';
import { AdminMemberCsvService } from './admin-member-csv.service';
import { AdminMemberRepository } from './admin-member.repository';

/** The member list's CSV exports (issue 16): a module of its own beside MembersModule, over the list's repository. */
@Module({
  imports: [AuditLogModule, MasterModule],
  controllers: [AdminMemberCsvController],
  providers: [AdminMemberRepository, AdminMemberCsvService],
})
export class AdminMemberCsvModule {}
