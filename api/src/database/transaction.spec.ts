import type { DataSource } from 'typeorm';
import { isRetryableLockError, runTransaction } from './transaction';

/** A DataSource whose transaction() fails with the given errors first, then runs the work. */
function flakyDataSource(failures: unknown[]) {
  let calls = 0;
  const dataSource = {
    transaction: async (work: (m: unknown) => Promise<unknown>) => {
      calls++;
      const failure = failures.shift();
      if (failure) throw failure;
      return work({});
    },
  } as unknown as DataSource;
  return { dataSource, calls: () => calls };
}

const deadlock = Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { driverError: { code: 'ER_LOCK_DEADLOCK', errno: 1213 } });

describe('runTransaction', () => {
  it('runs a transaction the database chose as a deadlock victim again', async () => {
    const { dataSource, calls } = flakyDataSource([deadlock, deadlock]);
    await expect(runTransaction(dataSource, async () => 'stored')).resolves.toBe('stored');
    expect(calls()).toBe(3);
  });

  it('gives up after the last attempt and passes other errors through at once', async () => {
    const many = flakyDataSource([deadlock, deadlock, deadlock]);
    await expect(runTransaction(many.dataSource, async () => 'stored', 3)).rejects.toBe(deadlock);
    expect(many.calls()).toBe(3);
    const other = new Error('Duplicate entry');
    const once = flakyDataSource([other]);
    await expect(runTransaction(once.dataSource, async () => 'stored')).rejects.toBe(other);
    expect(once.calls()).toBe(1);
  });

  it('knows lock errors of MariaDB and SQLite by code, errno or message', () => {
    expect(isRetryableLockError({ code: 'ER_LOCK_WAIT_TIMEOUT' })).toBe(true);
    expect(isRetryableLockError({ errno: 1213 })).toBe(true);
    expect(isRetryableLockError({ message: 'SQLITE_BUSY: database is locked' })).toBe(true);
    expect(isRetryableLockError({ code: 'ER_DUP_ENTRY', errno: 1062 })).toBe(false);
    expect(isRetryableLockError(null)).toBe(false);
  });
});
