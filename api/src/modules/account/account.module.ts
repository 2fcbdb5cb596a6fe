import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ConsidersModule } from '../considers/considers.module';
import { MasterModule } from '../master/master.module';
import { MembersModule } from '../members/members.module';
import { MemberSurveysModule } from '../member-surveys/member-surveys.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { SkillSheetsModule } from '../skill-sheets/skill-sheets.module';
import { TagsModule } from '../tags/tags.module';
import { ProfileController } from './profile/profile.controller';
import { ProfileService } from './profile/profile.service';
import { FirebaseIdTokenVerifier } from './social/firebase-id-token.verifier';
import { SocialController } from './social/social.controller';
import { SocialService } from './social/social.service';
import { AccountLinks } from './account-links';
import { PasswordResetService } from './password-reset/password-reset.service';
import { RegistrationController } from './registration/registration.controller';
import { RegistrationService } from './registration/registration.service';

/**
 * The member's own account flows of issue 12 — sign-up and mail verification (registration/), password
 * reset (password-reset/), profile, e-mail change, withdrawal and ad conversions (profile/), social sign-in and linked accounts (social/) — over the members module (which owns the tables) and the auth module (which
 * issues and ends sessions). Its own module so members → auth → account stays acyclic: a flow that logs
 * the member in needs both.
 */
@Module({
  imports: [MembersModule, AuthModule, MasterModule, TagsModule, SkillSheetsModule, ConsidersModule, SavedSearchesModule, MemberSurveysModule],
  controllers: [RegistrationController, ProfileController, SocialController],
  providers: [AccountLinks, RegistrationService, PasswordResetService, ProfileService, FirebaseIdTokenVerifier, SocialService],
  // Staff's member/* writes (members/admin-members) resend the same mail and withdraw the same way.
  exports: [RegistrationService, ProfileService],
})
export class AccountModule {}
