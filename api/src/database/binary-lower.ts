import type { DataSource } from 'typeorm';

/**
 * LOWER(expression) compared byte-wise: MariaDB's utf8mb4_unicode_ci would also equate full-width and
 * half-width letters or kana variants, which SQLite's LIKE does not — binary keeps both engines alike.
 */
export function binaryLower(dataSource: DataSource, expression: string): string {
  return dataSource.options.type === 'better-sqlite3' ? `LOWER(${expression})` : `LOWER(${expression}) COLLATE utf8mb4_bin`;
}
