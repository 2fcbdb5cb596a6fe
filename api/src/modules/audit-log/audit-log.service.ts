import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Paged, pageOf } from '../../common/admin-resource/paged-response.dto';
import type { AdminRole } from '../admin-users/admin-users.service';
import { STAFF_RESOURCE } from '../admin-users/staff-admin/staff-status';
import { roleAllows } from '../auth/admin-access';
import { auditDiff } from './audit-diff';
import { AuditLogRepository } from './audit-log.repository';
import type { AuditLogRowDto, AuditLogSearchQueryDto } from './dto/audit-log.dto';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditLogEntity } from './entities/audit-log.entity';

export { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AuditAction } from './entities/audit-log.entity';

/** Who wrote: the staff principal (@CurrentAdmin) fits. */
export interface AuditActor {
  id: number;
  name: string;
}

export interface AuditEntry {
  action: AuditAction;
  /** The resource's path under /api/admin/ as SPEC §7 names it (`admin-news`, `item/tag`). */
  resource: string;
  /** The record written; null for what concerns no single record (an export). */
  recordId: number | null;
  /** Snapshots of the record before and after the write (entities will do); null/absent: none. */
  before?: object | null;
  after?: object | null;
}

/**
 * Resources whose history only owners read, as only owners reach their routes: staff accounts (their names,
 * e-mail addresses and roles, before and after).
 */
const OWNER_ONLY_RESOURCES: readonly string[] = [STAFF_RESOURCE];

/** The audit log (issue 15): what each staff member changed, field by field. */
@Injectable()
export class AuditLogService {
  constructor(private readonly repository: AuditLogRepository) {}

  /**
   * Logs a write. Call it with the EntityManager of the write's own transaction (runTransaction), after
   * the write: if either fails, neither stays. The changed fields are worked out here (auditDiff).
   */
  async record(manager: EntityManager, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await this.repository.insert(manager, {
      staffId: actor.id,
      staffName: actor.name,
      action: entry.action,
      resource: entry.resource,
      recordId: entry.recordId,
      changes: auditDiff(entry.before, entry.after),
    });
  }

  /** A page of the log as `reader` may see it: the rows of owner-only resources are left out for other roles. */
  async search(query: AuditLogSearchQueryDto, reader: { role: AdminRole }): Promise<Paged<AuditLogRowDto>> {
    const [rows, total] = await this.repository.search(
      {
        staffId: query.staff_id,
        resource: query.resource,
        recordId: query.record_id,
        action: query.action,
        from: query.from,
        to: query.to,
        hiddenResources: roleAllows(reader.role, 'owner') ? [] : OWNER_ONLY_RESOURCES,
      },
      query,
    );
    return pageOf(rows.map(toRow), total, query);
  }
}

function toRow(row: AuditLogEntity): AuditLogRowDto {
  return {
    id: row.id,
    staff_id: row.staffId,
    staff_name: row.staffName,
    action: row.action,
    action_label: AUDIT_ACTION_LABELS[row.action] ?? row.action,
    resource: row.resource,
    record_id: row.recordId,
    changes: row.changes,
    created_at: row.createdAt.toISOString(),
  };
}
