import type { EntityManager } from 'typeorm';

/**
 * Adds to per-key counters in one statement: inserts each row, or adds its amount to the row already under
 * the same key (the table's primary key). MariaDB says so with ON DUPLICATE KEY UPDATE, SQLite with ON
 * CONFLICT … DO UPDATE; a read-then-write would lose counts between two API processes. `rows` are
 * `[...key values, amount]`, in the order of `keyColumns`; keep a call to a few hundred rows.
 */
export async function addToCounts(
  manager: EntityManager,
  table: string,
  keyColumns: readonly string[],
  amountColumn: string,
  rows: readonly (readonly (string | number)[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...keyColumns, amountColumn];
  const values = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
  const sqlite = manager.dataSource.options.type === 'better-sqlite3';
  const upsert = sqlite
    ? `ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${amountColumn} = ${amountColumn} + excluded.${amountColumn}`
    : `ON DUPLICATE KEY UPDATE ${amountColumn} = ${amountColumn} + VALUES(${amountColumn})`;
  await manager.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values} ${upsert}`, rows.flat());
}
