import { Module } from '@nestjs/common';
import { AccountModule } from '../../account/account.module';
import { AuditLogModule } from '../../audit-log/audit-log.module';
import { ConsidersModule } from '../../considers/considers.module';
import { ContactsModule } from '../../contacts/contacts.module';
import { EntriesModule } from '../../entries/entries.module';
import { MasterModule } from '../../master/master.module';
import { SavedSearchesModule } from '../../saved-searches/saved-searches.module';
import { MembersModule } from '../members.module';
import { AdminMemberAccountController } from './admin-member-account.controller';
import { AdminMemberAccountService } from './admin-member-account.service';
import { AdminMemberRepository } from './admin-member.repository';
import { AdminMemberService } from './admin-member.service';

/**
 * member/* routes that go through the member's own account flows (account module) and the member's other
 * data (saved searches, entries, shortlist, referrals). Apart from MembersModule, which those modules import.
 */
@Module({
  imports: [MembersModule, AccountModule, AuditLogModule, MasterModule, SavedSearchesModule, EntriesModule, ConsidersModule, ContactsModule],
  controllers: [AdminMemberAccountController],
  // The member reads' service and repository again (stateless), as MembersModule keeps its exports to MembersService.
  providers: [AdminMemberAccountService, AdminMemberService, AdminMemberRepository],
})
export class AdminMemberAccountModule {}
