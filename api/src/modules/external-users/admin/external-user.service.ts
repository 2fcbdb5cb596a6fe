import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { countInfo, pageOf } from '../../../common/admin-resource';
import { isoOrNull } from '../../../common/time/iso';
import { isDuplicateKeyError, runTransaction } from '../../../database/transaction';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { MembersService, type MemberSummary } from '../../members/members.service';
import type { ExternalUserEntity } from '../entities/external-user.entity';
import { EXTERNAL_SERVICES, externalServiceLabel } from '../external-services';
import { ExternalUserError, ExternalUserErrorCode } from './external-user.errors';
import { ExternalUserRepository } from './external-user.repository';
import {
  EXTERNAL_USER_STATUS_LABELS,
  type ExternalUserCreateBodyDto,
  type ExternalUserDetailDto,
  type ExternalUserIsExistentQueryDto,
  type ExternalUserIsExistentResponseDto,
  type ExternalUserMemberDto,
  type ExternalUserMergeResponseDto,
  type ExternalUserRowDto,
  type ExternalUserSearchQueryDto,
  type ExternalUserSearchResponseDto,
  type ExternalServicesResponseDto,
} from './dto/external-user.dto';

/** The audit log's resource of external users: the SPEC §7 path `external-user/*`. */
export const EXTERNAL_USER_RESOURCE = 'external-user';
/** A merge is logged on the member's history too (the member module's resource). */
const MEMBER_RESOURCE = 'member';

/** What the audit log keeps of an external user (snake_case, as the other resources' rows). */
function snapshot(row: Pick<ExternalUserEntity, 'serviceName' | 'externalId' | 'name' | 'email' | 'tel' | 'memberId' | 'mergedAt'>) {
  return {
    service_name: row.serviceName,
    external_id: row.externalId,
    name: row.name,
    email: row.email,
    tel: row.tel,
    member_id: row.memberId,
    merged_at: row.mergedAt,
  };
}

const notFound = () => new ExternalUserError(ExternalUserErrorCode.EXTERNAL_USER_NOT_FOUND);

/**
 * People who came from partner services (SPEC §7 `external-user/*`): registered by staff, looked up among the
 * members by e-mail or phone, and linked to the member they turn out to be.
 */
@Injectable()
export class ExternalUserService {
  constructor(
    private readonly repository: ExternalUserRepository,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly members: MembersService,
  ) {}

  async services(): Promise<ExternalServicesResponseDto> {
    const counts = await this.repository.countByService();
    return {
      services: EXTERNAL_SERVICES.map(({ key, label, description }) => ({
        key,
        label,
        description,
        count: counts.get(key)?.count ?? 0,
        unmerged_count: counts.get(key)?.unmerged ?? 0,
      })),
    };
  }

  async search(query: ExternalUserSearchQueryDto): Promise<ExternalUserSearchResponseDto> {
    const [[rows, total], counts] = await Promise.all([this.repository.search(query), this.repository.countByStatus(query)]);
    const members = await this.members.summariesOf(rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])));
    return { ...pageOf(rows.map((r) => toRow(r, members)), total, query), status_counts: countInfo(EXTERNAL_USER_STATUS_LABELS, counts).counts };
  }

  async detail(id: number): Promise<ExternalUserDetailDto> {
    const row = await this.repository.findById(id);
    if (!row) throw notFound();
    const members = await this.members.summariesOf(row.memberId === null ? [] : [row.memberId]);
    return { ...toRow(row, members), updated_at: row.updatedAt.toISOString() };
  }

  /** Registers a person a partner sent; the same (service, external id) twice is refused, also when two staff race. */
  async create(actor: AuditActor, body: ExternalUserCreateBodyDto): Promise<ExternalUserDetailDto> {
    const values = { serviceName: body.service_name, externalId: body.external_id, name: body.name, email: body.email ?? null, tel: body.tel ?? null };
    let id: number;
    try {
      id = await runTransaction(this.dataSource, async (manager) => {
        if (await this.repository.findByServiceId(manager, values.serviceName, values.externalId)) throw new ExternalUserError(ExternalUserErrorCode.EXTERNAL_USER_DUPLICATE);
        const created = await this.repository.insert(manager, values);
        await this.audit.record(manager, actor, { action: 'create', resource: EXTERNAL_USER_RESOURCE, recordId: created, before: null, after: snapshot({ ...values, memberId: null, mergedAt: null }) });
        return created;
      });
    } catch (error) {
      // The unique index is the judge when two registrations of one person commit at once.
      if (isDuplicateKeyError(error)) throw new ExternalUserError(ExternalUserErrorCode.EXTERNAL_USER_DUPLICATE);
      throw error;
    }
    return this.detail(id);
  }

  async isExistentOfMember(query: ExternalUserIsExistentQueryDto): Promise<ExternalUserIsExistentResponseDto> {
    const found = await this.members.findByContact({ email: query.email, tel: query.tel });
    const members = found.map((m) => ({ ...toMember(m), matched_by: m.matchedBy }));
    return { exists: members.length > 0, member: members[0] ?? null, members };
  }

  /**
   * Links the external user to the member, in one transaction with both rows locked (external first, then the
   * member — the one order every merge takes, so two merges cannot deadlock each other): the member's phone is
   * filled from the external record only when the member left it empty (nothing a member wrote is overwritten;
   * the name is not, as a member always has one and the partner's is one string), `merged_at` is set, and the
   * audit log gets a `merge` row on each side: the external user's link, and the member's filled fields with the
   * external user's id.
   */
  async merge(actor: AuditActor, externalUserId: number, memberId: number): Promise<ExternalUserMergeResponseDto> {
    const filled = await runTransaction(this.dataSource, async (manager) => {
      const external = await this.repository.lockById(manager, externalUserId);
      if (!external) throw notFound();
      if (external.memberId !== null) throw new ExternalUserError(ExternalUserErrorCode.EXTERNAL_USER_ALREADY_MERGED);
      const member = await this.members.lockSummary(manager, memberId);
      if (!member) throw new ExternalUserError(ExternalUserErrorCode.EXTERNAL_USER_MEMBER_NOT_FOUND);

      const mergedAt = new Date();
      mergedAt.setMilliseconds(0); // the column keeps seconds; the log says what is stored
      const written = await this.members.fillEmptyContact(manager, memberId, { tel: external.tel });
      await this.repository.markMerged(manager, external.id, memberId, mergedAt);
      await this.audit.record(manager, actor, {
        action: 'merge',
        resource: EXTERNAL_USER_RESOURCE,
        recordId: external.id,
        before: snapshot(external),
        after: snapshot({ ...external, memberId, mergedAt }),
      });
      await this.audit.record(manager, actor, {
        action: 'merge',
        resource: MEMBER_RESOURCE,
        recordId: memberId,
        before: { tel: member.tel, merged_external_user_id: null },
        after: { tel: written.tel ?? member.tel, merged_external_user_id: external.id },
      });
      return Object.keys(written);
    });
    return { ...(await this.detail(externalUserId)), filled_member_fields: filled };
  }
}

function toMember(member: MemberSummary): ExternalUserMemberDto {
  return { id: member.id, name: member.name, email: member.email, tel: member.tel, registered_at: member.registeredAt.toISOString() };
}

function toRow(row: ExternalUserEntity, members: Map<number, MemberSummary>): ExternalUserRowDto {
  const status = row.memberId === null ? 'unmerged' : 'merged';
  const member = row.memberId === null ? undefined : members.get(row.memberId);
  return {
    id: row.id,
    service_name: row.serviceName,
    service_label: externalServiceLabel(row.serviceName),
    external_id: row.externalId,
    name: row.name,
    email: row.email,
    tel: row.tel,
    status,
    status_label: EXTERNAL_USER_STATUS_LABELS[status],
    member_id: row.memberId,
    member: member ? toMember(member) : null,
    merged_at: isoOrNull(row.mergedAt),
    created_at: row.createdAt.toISOString(),
  };
}
