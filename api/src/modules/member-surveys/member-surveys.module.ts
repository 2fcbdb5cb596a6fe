import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { MembersModule } from '../members/members.module';
import { AdminEngineerStyleController } from './admin-engineer-style.controller';
import { AdminFreelanceStartController } from './admin-freelance-start.controller';
import { MemberSurveysRepository } from './member-surveys.repository';
import { EngineerStyleSurvey, FreelanceStartSurvey, MemberSurveysService } from './member-surveys.service';
import { SurveyController } from './survey.controller';

/** The member questionnaires (engineer_styles, freelance_starts): the member's forms and SPEC §7 engineerstyle/*, freelancestart/*. */
@Module({
  imports: [AuditLogModule, MembersModule],
  controllers: [SurveyController, AdminEngineerStyleController, AdminFreelanceStartController],
  providers: [MemberSurveysRepository, EngineerStyleSurvey, FreelanceStartSurvey, MemberSurveysService],
  exports: [MemberSurveysService],
})
export class MemberSurveysModule {}
