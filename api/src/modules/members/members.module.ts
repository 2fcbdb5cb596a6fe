import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { MasterModule } from '../master/master.module';
import { AdminMemberController } from './admin-members/admin-member.controller';
import { AdminMemberRepository } from './admin-members/admin-member.repository';
import { AdminMemberService } from './admin-members/admin-member.service';
import { MemberFigures } from './member-figures';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';

@Module({
  imports: [AuditLogModule, MasterModule],
  controllers: [AdminMemberController],
  providers: [MembersRepository, MembersService, AdminMemberRepository, AdminMemberService, MemberFigures],
  exports: [MembersService, MemberFigures],
})
export class MembersModule {}
