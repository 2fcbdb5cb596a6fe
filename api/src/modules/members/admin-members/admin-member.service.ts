import { ageOn, parseBirthDate } from '@er/site-meta/birth-date';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { countInfo, type Paged, pageOf } from '../../../common/admin-resource';
import { isoOrNull } from '../../../common/time/iso';
import { runTransaction } from '../../../database/transaction';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { MasterService } from '../../master/master.service';
import type { MemberProgressChangeEntity } from '../entities/member-progress-change.entity';
import {
  AuthState,
  EDUCATION_LEVEL_LABELS,
  MEMBER_IMPRESSION_LABELS,
  MEMBER_PROGRESS_LABELS,
  type MemberEntity,
  type MemberImpression,
  type MemberProgress,
  SEX_LABELS,
} from '../entities/member.entity';
import { AdminMemberNotFoundError } from './admin-member.errors';
import { AdminMemberRepository } from './admin-member.repository';
import type {
  AdminMemberDetailDto,
  AdminMemberEvaluationDto,
  AdminMemberProgressDto,
  AdminMemberRowDto,
  AdminMemberSearchQueryDto,
  AdminMemberSearchResponseDto,
  MemberProgressChangeDto,
} from './dto/admin-member.dto';

/** The audit log's resource of members: the SPEC §7 path `member/*`. */
export const MEMBER_RESOURCE = 'member';

export const AUTH_STATE_LABELS: Record<AuthState, string> = { [AuthState.Provisional]: '仮登録', [AuthState.Authenticated]: '本登録' };

/** SPEC §4 order of the progress states (the tabs, the choices). */
const PROGRESS_ORDER = Object.keys(MEMBER_PROGRESS_LABELS).map(Number) as MemberProgress[];
/** 優良 first, as staff rank. */
const IMPRESSION_ORDER = (Object.keys(MEMBER_IMPRESSION_LABELS).map(Number) as MemberImpression[]).sort((a, b) => b - a);

export const fullName = (last: string, first: string) => [last, first].filter(Boolean).join(' ');
export const impressionLabel = (impression: MemberImpression | null) => (impression === null ? null : MEMBER_IMPRESSION_LABELS[impression]);
/** A blank note is no note. */
const noteOrNull = (text: string) => (text.trim() === '' ? null : text);

/** Members in the back office (SPEC §7 `member/*`): the CRM reads and the staff-only fields (progress, impression, memo). */
@Injectable()
export class AdminMemberService {
  constructor(
    private readonly repository: AdminMemberRepository,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly master: MasterService,
  ) {}

  async search(query: AdminMemberSearchQueryDto): Promise<AdminMemberSearchResponseDto> {
    const [[members, total], counts, prefectures] = await Promise.all([
      this.repository.search(query),
      this.repository.countByProgress(query),
      this.prefectureNames(),
    ]);
    const page: Paged<AdminMemberRowDto> = pageOf(
      members.map((member) => this.toRow(member, prefectures)),
      total,
      query,
    );
    const labels = Object.fromEntries(PROGRESS_ORDER.map((progress) => [String(progress), MEMBER_PROGRESS_LABELS[progress]]));
    const byStatus = Object.fromEntries(Object.entries(counts).map(([progress, count]) => [String(progress), count]));
    return { ...page, progress_counts: countInfo(labels, byStatus).counts };
  }

  async detail(id: number): Promise<AdminMemberDetailDto> {
    const member = await this.found(id);
    const row = this.toRow(member, await this.prefectureNames());
    return {
      ...row,
      last_name: member.lastName,
      first_name: member.firstName,
      last_name_kana: member.lastNameKana,
      first_name_kana: member.firstNameKana,
      sex_label: member.sex === null ? null : SEX_LABELS[member.sex],
      birth_date: member.birthDate,
      education_level_label: member.educationLevel === null ? null : EDUCATION_LEVEL_LABELS[member.educationLevel],
      nationality: member.nationality,
      prefecture_id: member.prefectureId,
      station: member.station,
      magazine: member.magazineFlag,
      desired_rate: member.desiredRate,
      memo: member.memo,
      last_login_at: isoOrNull(member.lastLoginAt),
      updated_at: member.updatedAt.toISOString(),
      sex: member.sex,
      education_level: member.educationLevel,
      contract_types: member.contractTypes,
      version: member.version,
    };
  }

  async progress(id: number): Promise<AdminMemberProgressDto> {
    const member = await this.found(id);
    const history = await this.repository.progressHistory(id);
    return {
      id: member.id,
      progress: member.progress,
      progress_label: MEMBER_PROGRESS_LABELS[member.progress],
      choices: PROGRESS_ORDER.map((value) => ({ value, label: MEMBER_PROGRESS_LABELS[value] })),
      history: history.map(toChange),
    };
  }

  async evaluation(id: number): Promise<AdminMemberEvaluationDto> {
    const member = await this.found(id);
    return {
      id: member.id,
      impression: member.impression,
      impression_label: impressionLabel(member.impression),
      impression_note: member.impressionNote,
      choices: IMPRESSION_ORDER.map((value) => ({ value, label: MEMBER_IMPRESSION_LABELS[value] })),
    };
  }

  /** Moves the progress: the history row and the audit row in the same transaction. The same progress again changes nothing. */
  async updateStatus(actor: AuditActor, id: number, progress: MemberProgress): Promise<AdminMemberProgressDto> {
    await runTransaction(this.dataSource, async (manager) => {
      const member = await this.repository.lockById(manager, id);
      if (!member) throw new AdminMemberNotFoundError();
      if (member.progress === progress) return;
      await this.repository.update(manager, id, { progress });
      await this.repository.addProgressChange(manager, { memberId: id, fromProgress: member.progress, toProgress: progress, staffId: actor.id, staffName: actor.name });
      await this.audit.record(manager, actor, { action: 'update', resource: MEMBER_RESOURCE, recordId: id, before: { progress: member.progress }, after: { progress } });
    });
    return this.progress(id);
  }

  async updateImpression(actor: AuditActor, id: number, impression: MemberImpression | null): Promise<AdminMemberEvaluationDto> {
    await this.writeStaffField(actor, id, 'impression', impression);
    return this.evaluation(id);
  }

  async updateImpressionNote(actor: AuditActor, id: number, note: string): Promise<AdminMemberEvaluationDto> {
    await this.writeStaffField(actor, id, 'impressionNote', noteOrNull(note));
    return this.evaluation(id);
  }

  async updateMemo(actor: AuditActor, id: number, memo: string): Promise<AdminMemberDetailDto> {
    await this.writeStaffField(actor, id, 'memo', noteOrNull(memo));
    return this.detail(id);
  }

  /**
   * One of the fields only staff write, with its audit row (the value before and after: personal data, so the log
   * says who changed what). Last writer wins — each is one field, saved whole.
   */
  private async writeStaffField<F extends 'impression' | 'impressionNote' | 'memo'>(actor: AuditActor, id: number, field: F, value: MemberEntity[F]): Promise<void> {
    await runTransaction(this.dataSource, async (manager) => {
      const member = await this.repository.lockById(manager, id);
      if (!member) throw new AdminMemberNotFoundError();
      if (member[field] === value) return;
      await this.repository.update(manager, id, { [field]: value });
      await this.audit.record(manager, actor, { action: 'update', resource: MEMBER_RESOURCE, recordId: id, before: { [field]: member[field] }, after: { [field]: value } });
    });
  }

  private async found(id: number): Promise<MemberEntity> {
    const member = await this.repository.findById(id);
    if (!member) throw new AdminMemberNotFoundError();
    return member;
  }

  private async prefectureNames(): Promise<Map<number, string>> {
    return new Map((await this.master.prefectures()).map(({ id, name }) => [id, name]));
  }

  private toRow(member: MemberEntity, prefectures: Map<number, string>): AdminMemberRowDto {
    const birth = member.birthDate ? parseBirthDate(member.birthDate) : null;
    return {
      id: member.id,
      name: fullName(member.lastName, member.firstName),
      name_kana: fullName(member.lastNameKana, member.firstNameKana),
      email: member.email,
      tel: member.tel,
      prefecture_name: member.prefectureId === null ? null : (prefectures.get(member.prefectureId) ?? null),
      age: birth ? ageOn(birth) : null,
      progress: member.progress,
      progress_label: MEMBER_PROGRESS_LABELS[member.progress],
      impression: member.impression,
      impression_label: impressionLabel(member.impression),
      auth_state: member.authState,
      auth_state_label: AUTH_STATE_LABELS[member.authState],
      registered_at: member.createdAt.toISOString(),
    };
  }
}

function toChange(change: MemberProgressChangeEntity): MemberProgressChangeDto {
  return {
    id: change.id,
    from_progress: change.fromProgress,
    from_label: MEMBER_PROGRESS_LABELS[change.fromProgress],
    to_progress: change.toProgress,
    to_label: MEMBER_PROGRESS_LABELS[change.toProgress],
    staff_id: change.staffId,
    staff_name: change.staffName,
    changed_at: change.changedAt.toISOString(),
  };
}
