import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';
import { limitPoolWait, PoolAcquireTimeoutError } from './pool-acquire-timeout';

const driverError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    // mysql2: refused, dropped, timed out, server out of connections or shutting down.
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'PROTOCOL_CONNECTION_LOST',
    'ER_CON_COUNT_ERROR',
    'ER_SERVER_SHUTDOWN',
    // better-sqlite3: the file is busy or locked past the busy timeout.
    'SQLITE_BUSY',
    'SQLITE_LOCKED',
  ])('answers %s as an outage, bare or wrapped by TypeORM', (code) => {
    expect(isDatabaseUnavailable(driverError(code))).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], driverError(code)))).toBe(true);
  });

  it("answers a pool that gave no connection in time, a closed pooled connection and Node's per-address connect errors as outages", () => {
    expect(isDatabaseUnavailable(new PoolAcquireTimeoutError(5000))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Can't add new command when connection is in closed state"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([driverError('ECONNREFUSED')]), {}))).toBe(true);
  });

  it.each([
    ['a missing table', driverError('ER_NO_SUCH_TABLE')],
    ['a syntax error', driverError('ER_PARSE_ERROR')],
    ['a duplicate key', driverError('ER_DUP_ENTRY')],
    ['a deadlock (retried by runTransaction, then a bug)', driverError('ER_LOCK_DEADLOCK')],
    ['an SQLite constraint', driverError('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', undefined],
  ])('keeps %s a fault (500)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], error))).toBe(false);
  });
});

describe('limitPoolWait', () => {
  /** A pool whose connections come when the test hands them out. */
  function fakePool() {
    const waiting: Array<(error: Error | null, connection?: { release(): void }) => void> = [];
    const released: number[] = [];
    const pool = { getConnection: (cb: (typeof waiting)[number]) => void waiting.push(cb) };
    const give = (id: number) => waiting.shift()!(null, { release: () => released.push(id) });
    return { pool, give, released, dataSource: { driver: { pool } } as never };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fails a wait past the limit with the acquire-timeout error and releases the connection that comes later', () => {
    const { pool, give, released, dataSource } = fakePool();
    limitPoolWait(dataSource, 1_000);
    const results: unknown[] = [];
    pool.getConnection((error, connection) => results.push(error ?? connection));
    pool.getConnection((error, connection) => results.push(error ?? connection));
    give(1);
    expect(results).toHaveLength(1);
    jest.advanceTimersByTime(1_000);
    expect(results[1]).toBeInstanceOf(PoolAcquireTimeoutError);
    expect(isDatabaseUnavailable(results[1])).toBe(true);
    give(2);
    expect(results).toHaveLength(2);
    expect(released).toEqual([2]);
  });
});
