import type { DataSource } from 'typeorm';
import { ItemViewCounter } from './item-view-counter';

/** Records the UPDATE statements; fails the first `failures` of them (a lost connection). */
function fakeDataSource(failures: number) {
  const statements: { sql: string; params: unknown[] }[] = [];
  let failed = 0;
  const ds = {
    query: async (sql: string, params: unknown[]) => {
      if (failed < failures) {
        failed += 1;
        throw new Error('connection lost');
      }
      statements.push({ sql, params });
    },
  } as unknown as DataSource;
  return { ds, statements };
}

describe('ItemViewCounter', () => {
  it('writes buffered views of many listings in one statement', async () => {
    const { ds, statements } = fakeDataSource(0);
    const counter = new ItemViewCounter(ds);
    counter.record(7);
    counter.record(7);
    counter.record(9);
    await counter.flush();
    expect(statements).toHaveLength(1);
    expect(statements[0].params).toEqual([7, 2, 9, 1, 7, 9]);
    await counter.flush();
    expect(statements).toHaveLength(1);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const { ds, statements } = fakeDataSource(1);
    const counter = new ItemViewCounter(ds);
    jest.spyOn(counter['logger'], 'warn').mockImplementation(() => undefined);
    counter.record(3);
    await counter.flush();
    expect(statements).toHaveLength(0);
    counter.record(3);
    await counter.flush();
    expect(statements[0].params).toEqual([3, 2, 3]);
  });
});
