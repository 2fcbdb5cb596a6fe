import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLogService } from '../audit-log/audit-log.service';
import { MembersService } from '../members/members.service';
import { CURRENT_STATUS_LABELS, type FreelanceStartEntity } from './entities/freelance-start.entity';
import { WORK_STYLE_LABELS, type EngineerStyleEntity } from './entities/engineer-style.entity';
import type {
  EngineerStyleAnswerDto,
  EngineerStyleFieldsDto,
  EngineerStyleSearchQueryDto,
  EngineerStyleSort,
} from './dto/engineer-style.dto';
import type {
  FreelanceStartAnswerDto,
  FreelanceStartFieldsDto,
  FreelanceStartSearchQueryDto,
  FreelanceStartSort,
} from './dto/freelance-start.dto';
import { START_TIMING_LABELS } from './entities/freelance-start.entity';
import { textOrNull } from './dto/survey-fields';
import { EngineerStyleNotFoundError, FreelanceStartNotFoundError } from './member-surveys.errors';
import { MemberSurveysRepository } from './member-surveys.repository';
import { SurveyDesk } from './survey-desk';

/** 働き方アンケート (engineer_styles; SPEC §7 `engineerstyle/*`). */
@Injectable()
export class EngineerStyleSurvey extends SurveyDesk<EngineerStyleEntity, EngineerStyleFieldsDto, EngineerStyleAnswerDto, EngineerStyleSearchQueryDto, EngineerStyleSort> {
  constructor(repository: MemberSurveysRepository, dataSource: DataSource, audit: AuditLogService, members: MembersService) {
    super(
      {
        name: 'engineerstyle',
        table: repository.engineerStyles,
        notFound: () => new EngineerStyleNotFoundError(),
        fields: (row) => ({
          work_style: row.workStyle,
          work_style_label: WORK_STYLE_LABELS[row.workStyle],
          desired_weekly_days: row.desiredWeeklyDays,
          desired_rate: row.desiredRate,
          experience_years: row.experienceYears,
          preferences: row.preferences,
          note: row.note,
        }),
        values: (answer) => ({
          workStyle: answer.work_style,
          desiredWeeklyDays: answer.desired_weekly_days ?? null,
          desiredRate: answer.desired_rate ?? null,
          experienceYears: answer.experience_years ?? null,
          preferences: textOrNull(answer.preferences),
          note: textOrNull(answer.note),
        }),
        snapshot: (row) => ({
          workStyle: row.workStyle,
          desiredWeeklyDays: row.desiredWeeklyDays,
          desiredRate: row.desiredRate,
          experienceYears: row.experienceYears,
          preferences: row.preferences,
          note: row.note,
          deletedAt: row.deletedAt,
        }),
        textProperties: ['preferences', 'note'],
        equals: (query) => ({ workStyle: query.work_style }),
        sortProperties: { answered_at: 'answeredAt', id: 'id', desired_rate: 'desiredRate', experience_years: 'experienceYears', work_style: 'workStyle' },
      },
      dataSource,
      audit,
      members,
    );
  }
}

/** フリーランス準備アンケート (freelance_starts; SPEC §7 `freelancestart/*`). */
@Injectable()
export class FreelanceStartSurvey extends SurveyDesk<FreelanceStartEntity, FreelanceStartFieldsDto, FreelanceStartAnswerDto, FreelanceStartSearchQueryDto, FreelanceStartSort> {
  constructor(repository: MemberSurveysRepository, dataSource: DataSource, audit: AuditLogService, members: MembersService) {
    super(
      {
        name: 'freelancestart',
        table: repository.freelanceStarts,
        notFound: () => new FreelanceStartNotFoundError(),
        fields: (row) => ({
          start_timing: row.startTiming,
          start_timing_label: START_TIMING_LABELS[row.startTiming],
          current_status: row.currentStatus,
          current_status_label: row.currentStatus === null ? null : CURRENT_STATUS_LABELS[row.currentStatus],
          // SQLite answers 0/1.
          has_freelance_experience: Boolean(row.hasFreelanceExperience),
          available_from: row.availableFrom,
          note: row.note,
        }),
        values: (answer) => ({
          startTiming: answer.start_timing,
          currentStatus: answer.current_status ?? null,
          hasFreelanceExperience: answer.has_freelance_experience,
          availableFrom: answer.available_from ?? null,
          note: textOrNull(answer.note),
        }),
        snapshot: (row) => ({
          startTiming: row.startTiming,
          currentStatus: row.currentStatus,
          hasFreelanceExperience: Boolean(row.hasFreelanceExperience),
          availableFrom: row.availableFrom,
          note: row.note,
          deletedAt: row.deletedAt,
        }),
        textProperties: ['note'],
        equals: (query) => ({
          startTiming: query.start_timing,
          currentStatus: query.current_status,
          hasFreelanceExperience: query.has_freelance_experience === undefined ? undefined : query.has_freelance_experience === 1,
        }),
        sortProperties: { answered_at: 'answeredAt', id: 'id', start_timing: 'startTiming', available_from: 'availableFrom' },
      },
      dataSource,
      audit,
      members,
    );
  }
}

/** What other modules ask of the questionnaires as a whole. */
@Injectable()
export class MemberSurveysService {
  constructor(private readonly repository: MemberSurveysRepository) {}

  /**
   * Withdrawal (the member's own or staff's member/delete): the answers hold what the member wrote about
   * themselves, so they go with the account, in its transaction — soft-deleted answers too.
   */
  removeAllOf(memberId: number, manager: EntityManager): Promise<void> {
    return this.repository.removeAllOf(memberId, manager);
  }
}
