import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { MembersModule } from '../members/members.module';
import { ExternalUserController } from './admin/external-user.controller';
import { ExternalUserRepository } from './admin/external-user.repository';
import { ExternalUserService } from './admin/external-user.service';

/** People who came from partner services (SPEC §7 external-user/*); owns external_users. */
@Module({
  imports: [AuditLogModule, MembersModule],
  controllers: [ExternalUserController],
  providers: [ExternalUserRepository, ExternalUserService],
})
export class ExternalUsersModule {}
