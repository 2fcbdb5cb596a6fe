import type { EntityManager, EntityTarget } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * What the toolkit's writes need of a table staff edit: an integer id, an integer `version`
 * (`@VersionColumn()`: TypeORM sets 1 on insert and adds 1 on every update, soft delete and restore) and a
 * soft-delete column (`@DeleteDateColumn() deletedAt`).
 */
export interface AdminRecord {
  id: number;
  version: number;
  deletedAt: Date | null;
}

export type RecordValues<R> = QueryDeepPartialEntity<R>;

/**
 * The statements the toolkit's writes run on one table (record-writes.ts), each inside the caller's
 * transaction. The owning module's repository provides it — usually `entityRecordStore(TheEntity)` — so the
 * table is still written by its module only.
 */
export interface AdminRecordStore<R extends AdminRecord> {
  /** The rows with these ids, soft-deleted ones included, locked until the transaction ends (MariaDB: FOR UPDATE). */
  lock(manager: EntityManager, ids: number[]): Promise<R[]>;
  /** Inserts a row; its id. */
  insert(manager: EntityManager, values: RecordValues<R>): Promise<number>;
  /** `UPDATE … SET values WHERE id = ? AND version = ?` (version + 1): false when no row had that version. */
  updateAtVersion(manager: EntityManager, id: number, version: number, values: RecordValues<R>): Promise<boolean>;
  softDelete(manager: EntityManager, ids: number[]): Promise<void>;
  restore(manager: EntityManager, ids: number[]): Promise<void>;
}

/** SQLite has no row locks (and takes one lock for the whole file); the conditional UPDATE still decides there. */
export function supportsRowLocks(manager: EntityManager): boolean {
  return ['mysql', 'mariadb'].includes(manager.connection.options.type);
}

/** The AdminRecordStore of an entity with `id`, `@VersionColumn() version` and `@DeleteDateColumn() deletedAt`. */
export function entityRecordStore<R extends AdminRecord>(entity: EntityTarget<R>): AdminRecordStore<R> {
  return {
    async lock(manager, ids) {
      if (ids.length === 0) return [];
      // In id order, so two transactions locking overlapping sets wait for each other instead of deadlocking.
      const qb = manager.createQueryBuilder(entity, 'record').withDeleted().whereInIds(ids).orderBy('record.id', 'ASC');
      if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
      return qb.getMany();
    },
    async insert(manager, values) {
      const result = await manager.createQueryBuilder().insert().into(entity).values(values).execute();
      return Number(result.identifiers[0].id);
    },
    async updateAtVersion(manager, id, version, values) {
      const result = await manager
        .createQueryBuilder()
        .update(entity)
        .set(values)
        .where('id = :id AND version = :version', { id, version })
        .execute();
      return result.affected === 1;
    },
    async softDelete(manager, ids) {
      if (ids.length) await manager.createQueryBuilder().softDelete().from(entity).whereInIds(ids).execute();
    },
    async restore(manager, ids) {
      if (ids.length) await manager.createQueryBuilder().restore().from(entity).whereInIds(ids).execute();
    },
  };
}
