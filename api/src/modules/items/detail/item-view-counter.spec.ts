import type { DataSource } from 'typeorm';
import { japaneseDay } from '../../../common/time/japan-day';
import { ItemViewCounter } from './item-view-counter';
import { ItemViewerMarks } from './item-viewer-marks';

const memoryMarks = () => new ItemViewerMarks(null, { queuePrefix: 'er-unit' });
const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * Records the statements of committed flushes (the running totals' UPDATE, then the days' INSERT); fails the
 * first `failures` transactions (a lost connection) after their first statement, as a rollback would.
 */
function fakeDataSource(failures: number) {
  const statements: { sql: string; params: unknown[] }[] = [];
  let failed = 0;
  const ds = {
    options: { type: 'mariadb' },
    transaction: async (work: (manager: unknown) => Promise<void>) => {
      const pending: { sql: string; params: unknown[] }[] = [];
      const manager = {
        dataSource: ds,
        query: async (sql: string, params: unknown[]) => {
          if (pending.length === 1 && failed < failures) {
            failed += 1;
            throw new Error('connection lost');
          }
          pending.push({ sql, params });
        },
      };
      await work(manager);
      statements.push(...pending);
    },
  } as unknown as DataSource;
  return { ds, statements };
}

const today = () => japaneseDay(new Date()).day;

describe('ItemViewCounter', () => {
  it('writes buffered views of many listings in one statement', async () => {
    const { ds, statements } = fakeDataSource(0);
    const counter = new ItemViewCounter(ds, memoryMarks());
    counter.record(7);
    counter.record(7);
    counter.record(9);
    await counter.flush();
    expect(statements).toHaveLength(2);
    expect(statements[0].params).toEqual([7, 2, 9, 1, 7, 9]);
    expect(statements[1].sql).toMatch(/^INSERT INTO item_view_days \(item_id, day, views\) VALUES \(\?, \?, \?\), \(\?, \?, \?\) ON DUPLICATE KEY UPDATE views = views \+ VALUES\(views\)$/);
    expect(statements[1].params).toEqual([7, today(), 2, 9, today(), 1]);
    await counter.flush();
    expect(statements).toHaveLength(2);
  });

  it("counts a listing's views per Japanese day: midnight in Japan is 15:00 UTC", async () => {
    const { ds, statements } = fakeDataSource(0);
    const counter = new ItemViewCounter(ds, memoryMarks());
    counter.record(7, new Date('2026-11-30T14:59:59.999Z'));
    counter.record(7, new Date('2026-11-30T15:00:00.000Z'));
    counter.record(7, new Date('2026-12-01T14:00:00.000Z'));
    await counter.flush();
    expect(statements[0].params).toEqual([7, 3, 7]);
    expect(statements[1].params).toEqual([7, '2026-11-30', 1, 7, '2026-12-01', 2]);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const { ds, statements } = fakeDataSource(1);
    const counter = new ItemViewCounter(ds, memoryMarks());
    jest.spyOn(counter['logger'], 'warn').mockImplementation(() => undefined);
    counter.record(3);
    await counter.flush();
    expect(statements).toHaveLength(0);
    counter.record(3);
    await counter.flush();
    expect(statements[0].params).toEqual([3, 2, 3]);
    expect(statements[1].params).toEqual([3, today(), 2]);
  });

  it('counts one view per visitor and listing, and none for crawlers', async () => {
    const { ds, statements } = fakeDataSource(0);
    const counter = new ItemViewCounter(ds, memoryMarks());
    for (let i = 0; i < 5; i++) counter.recordVisit(7, { ip: '203.0.113.1', userAgent: browser });
    counter.recordVisit(7, { ip: '203.0.113.2', userAgent: browser });
    // Another User-Agent from the same address is the same visitor; another browser there has its own cookie id.
    counter.recordVisit(7, { ip: '203.0.113.1', userAgent: `${browser} Edg/131.0` });
    counter.recordVisit(7, { ip: '203.0.113.1', userAgent: `${browser} Edg/131.0`, visitorId: 'v'.repeat(43) });
    counter.recordVisit(8, { ip: '203.0.113.1', userAgent: browser });
    counter.recordVisit(7, { ip: '66.249.66.1', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    counter.recordVisit(7, { ip: '157.55.39.1', userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    // Robots that name themselves, and headless browsers.
    counter.recordVisit(7, { ip: '203.0.113.9', userAgent: 'ExampleSEOBot/3.1 (+https://seo.example/bot)' });
    counter.recordVisit(7, { ip: '203.0.113.10', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36' });
    // flush() waits for the marks still being checked.
    await counter.flush();
    expect(statements[0].params).toEqual([7, 3, 8, 1, 7, 8]);
  });
});
