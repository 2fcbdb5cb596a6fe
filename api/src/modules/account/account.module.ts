import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MasterModule } from '../master/master.module';
import { MembersModule } from '../members/members.module';
import { AccountLinks } from './account-links';
import { PasswordResetService } from './password-reset/password-reset.service';
import { RegistrationController } from './registration/registration.controller';
import { RegistrationService } from './registration/registration.service';

/**
 * The member's own account flows of issue 12 — sign-up and mail verification (registration/), password
 * reset (password-reset/) — over the members module (which owns the tables) and the auth module (which
 * issues and ends sessions). Its own module so members → auth → account stays acyclic: a flow that logs
 * the member in needs both.
 */
@Module({
  imports: [MembersModule, AuthModule, MasterModule],
  controllers: [RegistrationController],
  providers: [AccountLinks, RegistrationService, PasswordResetService],
})
export class AccountModule {}
