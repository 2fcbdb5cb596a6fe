import { Module } from '@nestjs/common';
import { MasterModule } from '../master/master.module';
import { MembersModule } from '../members/members.module';
import { ContactRateLimiter, ContactRateLimitGuard } from './contact-rate-limit.guard';
import { ContactsController } from './contacts.controller';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';

/** Inquiry forms (general, company), tax-accountant and guide requests, friend-referral requests; their mails. */
@Module({
  imports: [MasterModule, MembersModule],
  controllers: [ContactsController],
  providers: [ContactsRepository, ContactsService, ContactRateLimiter, ContactRateLimitGuard],
  // Staff's member/detail-other lists the referrals a member made.
  exports: [ContactsService],
})
export class ContactsModule {}
