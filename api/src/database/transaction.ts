import type { DataSource, EntityManager } from 'typeorm';

/**
 * A transaction the database may pick as a deadlock victim (InnoDB answers "Deadlock found when trying to
 * get lock; try restarting transaction", errno 1213) or time out on a lock (1205), or that SQLite finds
 * busy: MySQL's own advice is to run it again, so it is run again (up to `attempts` times, with a short
 * random pause) instead of answering the visitor with a 500. `work` must be safe to repeat: everything it
 * wrote in the failed attempt was rolled back.
 */
export async function runTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  attempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableLockError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));
    }
  }
}

export function isRetryableLockError(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; driverError?: { code?: string; errno?: number }; message?: string } | null;
  const code = e?.code ?? e?.driverError?.code;
  const errno = e?.errno ?? e?.driverError?.errno;
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    errno === 1213 ||
    errno === 1205 ||
    code === 'SQLITE_BUSY' ||
    /database is locked/i.test(String(e?.message ?? ''))
  );
}

/** A unique-index violation (MariaDB ER_DUP_ENTRY, SQLite UNIQUE constraint). */
export function isDuplicateKeyError(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; driverError?: { code?: string; errno?: number }; message?: string } | null;
  const code = e?.code ?? e?.driverError?.code;
  const errno = e?.errno ?? e?.driverError?.errno;
  return code === 'ER_DUP_ENTRY' || errno === 1062 || /UNIQUE constraint failed/i.test(String(e?.message ?? ''));
}
