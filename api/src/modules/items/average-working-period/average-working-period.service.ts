import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogChanges } from '../../../common/catalog-changes/catalog-changes';
import { runTransaction } from '../../../database/transaction';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { AverageWorkingPeriodRepository } from './average-working-period.repository';

/** The audit log's resource: the SPEC §7 path under /api/admin/. */
const RESOURCE = 'update-average-working-period';

/** Months as stored (tenths, exact on both databases) and as shown (one decimal). */
export const toTenths = (months: number) => Math.round(months * 10);
const toMonths = (tenths: number) => tenths / 10;

export interface AverageWorkingPeriod {
  months: number;
  updatedAt: Date;
}

/**
 * The top page's "average working period" (get-average-working-period), set by staff
 * (update-average-working-period/update): the items module owns the table, so the write is here.
 */
@Injectable()
export class AverageWorkingPeriodService {
  constructor(
    private readonly repository: AverageWorkingPeriodRepository,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly changes: CatalogChanges,
  ) {}

  /**
   * Replaces the figure (one row: updated, or created the first time) and logs the change in the same
   * transaction. A single number replaced whole needs no version: the log keeps what it was before.
   */
  async update(actor: AuditActor, months: number): Promise<AverageWorkingPeriod> {
    const saved = await runTransaction(this.dataSource, async (manager) => {
      const current = await this.repository.lockCurrent(manager);
      const row = await this.repository.save(manager, current?.id ?? null, toTenths(months));
      await this.audit.record(manager, actor, {
        action: current ? 'update' : 'create',
        resource: RESOURCE,
        recordId: row.id,
        before: current && { months: toMonths(current.monthsTenths) },
        after: { months: toMonths(row.monthsTenths) },
      });
      return row;
    });
    // The public answer is replayed for a few seconds (@PublicCache): announced like a catalog write, so every API
    // instance drops its replay (this one before the call returns, the others over Redis) and shows the new figure.
    await this.changes.announce({});
    return { months: toMonths(saved.monthsTenths), updatedAt: saved.updatedAt };
  }
}
