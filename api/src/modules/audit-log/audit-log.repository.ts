import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { orderAndPage, whereWithinJapanDays } from '../../common/admin-resource/search-page';
import type { AdminSearchPaging } from '../../common/admin-resource/search-query.dto';
import { type AuditAction, AuditLogEntity } from './entities/audit-log.entity';

export interface AuditLogFilters {
  staffId?: number;
  resource?: string;
  recordId?: number;
  action?: AuditAction;
  /** Japanese days, both included. */
  from?: string;
  to?: string;
  /** Resources the reader may not see (their rows are left out, whatever else is asked). */
  hiddenResources?: readonly string[];
}

export const AUDIT_LOG_SORTS = ['created_at'] as const;
const SORT_COLUMNS: Record<(typeof AUDIT_LOG_SORTS)[number], string> = { created_at: 'log.createdAt' };

/** The audit_logs table: rows are only ever added (inside the writer's transaction) and searched. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, row: Omit<AuditLogEntity, 'id' | 'createdAt'>): Promise<void> {
    await manager.insert(AuditLogEntity, row);
  }

  search(filters: AuditLogFilters, paging: AdminSearchPaging<(typeof AUDIT_LOG_SORTS)[number]>): Promise<[AuditLogEntity[], number]> {
    const qb = this.dataSource.getRepository(AuditLogEntity).createQueryBuilder('log');
    if (filters.staffId !== undefined) qb.andWhere('log.staffId = :staffId', { staffId: filters.staffId });
    if (filters.resource !== undefined) qb.andWhere('log.resource = :resource', { resource: filters.resource });
    if (filters.hiddenResources?.length) qb.andWhere('log.resource NOT IN (:...hiddenResources)', { hiddenResources: filters.hiddenResources });
    if (filters.recordId !== undefined) qb.andWhere('log.recordId = :recordId', { recordId: filters.recordId });
    if (filters.action !== undefined) qb.andWhere('log.action = :action', { action: filters.action });
    whereWithinJapanDays(qb, 'log.createdAt', filters, 'created');
    return orderAndPage(qb, paging, SORT_COLUMNS, 'log.id').getManyAndCount();
  }
}
