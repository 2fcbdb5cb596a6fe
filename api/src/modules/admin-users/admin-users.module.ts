import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminUsersService } from './admin-users.service';
import { StaffAdminController } from './staff-admin/staff-admin.controller';
import { StaffAdminRepository } from './staff-admin/staff-admin.repository';
import { StaffAdminService } from './staff-admin/staff-admin.service';

@Module({
  imports: [AuditLogModule],
  controllers: [StaffAdminController],
  providers: [AdminUsersRepository, AdminUsersService, StaffAdminRepository, StaffAdminService],
  exports: [AdminUsersService],
})
export class AdminUsersModule {}
