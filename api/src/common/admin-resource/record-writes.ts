import type { DataSource, EntityManager } from 'typeorm';
import { runTransaction } from '../../database/transaction';
import type { AuditActor, AuditLogService } from '../../modules/audit-log/audit-log.service';
import { RecordDeletedError, StaleVersionError } from './admin-resource.errors';
import type { AdminRecord, AdminRecordStore, RecordValues } from './record-store';

/**
 * A table staff edit, as the owning module's service declares it once (usually a field of the service) and
 * passes to the writes below. Every write runs in one transaction with its audit row (runTransaction: a
 * deadlock is retried, a failure leaves neither).
 */
export interface AdminResource<R extends AdminRecord> {
  /** The resource's path under /api/admin/ as SPEC §7 names it (`admin-news`, `item/tag`): the audit log's resource. */
  name: string;
  dataSource: DataSource;
  /** The module repository's statements on the table (`entityRecordStore(Entity)`). */
  store: AdminRecordStore<R>;
  audit: AuditLogService;
  /** The module's own 404 for an id that names no record (e.g. `() => new NewsNotFoundError()`). */
  notFound: () => Error;
  /**
   * What the audit log compares before and after a write (default: the row's own fields). Runs inside the
   * transaction: it may read related rows (a listing's tag ids) with `manager`.
   */
  snapshot?: (row: R, manager: EntityManager) => object | Promise<object>;
}

export interface WriteOptions<R> {
  /** Further writes of the same change (join tables…), in the same transaction, before the audit row. */
  alsoWrite?: (manager: EntityManager, row: R) => Promise<void>;
}

const snapshotOf = <R extends AdminRecord>(resource: AdminResource<R>, row: R, manager: EntityManager) =>
  resource.snapshot ? resource.snapshot(row, manager) : row;

async function lockOne<R extends AdminRecord>(resource: AdminResource<R>, manager: EntityManager, id: number): Promise<R> {
  const [row] = await resource.store.lock(manager, [id]);
  if (!row) throw resource.notFound();
  return row;
}

/** Inserts a record (version 1) and logs `create`; the row as stored. */
export function createRecord<R extends AdminRecord>(resource: AdminResource<R>, actor: AuditActor, values: RecordValues<R>, options: WriteOptions<R> = {}): Promise<R> {
  return runTransaction(resource.dataSource, async (manager) => {
    const id = await resource.store.insert(manager, values);
    let row = await lockOne(resource, manager, id);
    if (options.alsoWrite) {
      await options.alsoWrite(manager, row);
      row = await lockOne(resource, manager, id);
    }
    await resource.audit.record(manager, actor, { action: 'create', resource: resource.name, recordId: id, before: null, after: await snapshotOf(resource, row, manager) });
    return row;
  });
}

/**
 * Saves an edit made on the record as it was at `version` and logs `update` with the changed fields; the
 * row as stored (its new version). Refuses, changing nothing: an unknown id (the resource's 404), a
 * soft-deleted record (409 ADMIN_RECORD_DELETED), another version (409 ADMIN_STALE_VERSION — someone saved
 * in between). The row is locked while it is compared and written, and the UPDATE itself is conditional on
 * the version, so two saves of one version never both succeed.
 */
export function updateRecord<R extends AdminRecord>(
  resource: AdminResource<R>,
  actor: AuditActor,
  id: number,
  version: number,
  values: RecordValues<R>,
  options: WriteOptions<R> = {},
): Promise<R> {
  return runTransaction(resource.dataSource, async (manager) => {
    const current = await lockOne(resource, manager, id);
    if (current.deletedAt) throw new RecordDeletedError();
    if (current.version !== version) throw new StaleVersionError();
    const before = await snapshotOf(resource, current, manager);
    if (!(await resource.store.updateAtVersion(manager, id, version, values))) throw new StaleVersionError();
    let row = await lockOne(resource, manager, id);
    if (options.alsoWrite) {
      await options.alsoWrite(manager, row);
      row = await lockOne(resource, manager, id);
    }
    await resource.audit.record(manager, actor, { action: 'update', resource: resource.name, recordId: id, before, after: await snapshotOf(resource, row, manager) });
    return row;
  });
}

/**
 * Soft-deletes the records (`delete`, `delete-multiple`) and logs `delete` for each; the ids it deleted.
 * Any unknown id refuses the whole request (the resource's 404); ids already deleted are left as they are.
 */
export function softDeleteRecords<R extends AdminRecord>(resource: AdminResource<R>, actor: AuditActor, ids: number[]): Promise<number[]> {
  return changeDeletion(resource, actor, ids, 'delete');
}

/** Restores soft-deleted records (`comeback`, `revival`) and logs `restore` for each; the ids it restored. */
export function restoreRecords<R extends AdminRecord>(resource: AdminResource<R>, actor: AuditActor, ids: number[]): Promise<number[]> {
  return changeDeletion(resource, actor, ids, 'restore');
}

function changeDeletion<R extends AdminRecord>(resource: AdminResource<R>, actor: AuditActor, ids: number[], action: 'delete' | 'restore'): Promise<number[]> {
  const wanted = [...new Set(ids)];
  return runTransaction(resource.dataSource, async (manager) => {
    const rows = await resource.store.lock(manager, wanted);
    if (rows.length !== wanted.length) throw resource.notFound();
    const targets = rows.filter((row) => (action === 'delete' ? row.deletedAt === null : row.deletedAt !== null));
    if (targets.length === 0) return [];
    const before = new Map<number, object>();
    for (const row of targets) before.set(row.id, await snapshotOf(resource, row, manager));
    const targetIds = targets.map((row) => row.id);
    await (action === 'delete' ? resource.store.softDelete(manager, targetIds) : resource.store.restore(manager, targetIds));
    for (const row of await resource.store.lock(manager, targetIds)) {
      await resource.audit.record(manager, actor, { action, resource: resource.name, recordId: row.id, before: before.get(row.id), after: await snapshotOf(resource, row, manager) });
    }
    return targetIds;
  });
}

/**
 * The two records of a merge (`tag-integration`: `from` goes into `into`), deleted ones too, locked until the
 * transaction ends (in id order, like every lock here); `notFound()` when either id names no record. A merge
 * reads them again with this after its writes, for its audit rows.
 */
export async function lockMergePair<R extends AdminRecord>(
  store: AdminRecordStore<R>,
  manager: EntityManager,
  ids: { fromId: number; intoId: number },
  notFound: () => Error,
): Promise<{ from: R; into: R }> {
  const rows = await store.lock(manager, [ids.fromId, ids.intoId]);
  const from = rows.find((row) => row.id === ids.fromId);
  const into = rows.find((row) => row.id === ids.intoId);
  if (!from || !into) throw notFound();
  return { from, into };
}
