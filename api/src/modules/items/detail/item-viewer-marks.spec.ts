import type { Redis } from 'ioredis';
import fc from 'fast-check';
import { japaneseDay } from '../../../common/time/japan-day';
import { ItemViewerMarks, VISITORS_PER_ADDRESS } from './item-viewer-marks';

const viewer = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox/133.0' };

/** Just enough of ioredis for SET NX EX and GET; `down` makes every command fail like an unreachable server. */
function fakeRedis() {
  const store = new Map<string, { value: string; ttl: number }>();
  const fake = {
    down: false,
    store,
    async set(key: string, value: string, _ex: 'EX', ttl: number, _nx: 'NX') {
      if (fake.down) throw new Error('Connection is closed.');
      if (store.has(key)) return null;
      store.set(key, { value, ttl });
      return 'OK';
    },
    async get(key: string) {
      if (fake.down) throw new Error('Connection is closed.');
      return store.get(key)?.value ?? null;
    },
  };
  return fake;
}

describe('japaneseDay', () => {
  it('follows the calendar day in Japan (UTC+9) and the seconds to its midnight', () => {
    expect(japaneseDay(new Date('2026-11-23T14:59:59Z'))).toEqual({ day: '2026-11-23', secondsLeft: 1 });
    expect(japaneseDay(new Date('2026-11-23T15:00:00Z'))).toEqual({ day: '2026-11-24', secondsLeft: 86_400 });
    expect(japaneseDay(new Date('2026-11-23T03:00:00Z'))).toEqual({ day: '2026-11-23', secondsLeft: 43_200 });
  });

  it('never leaves a mark alive past the day it was made (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        const { day, secondsLeft } = japaneseDay(now);
        expect(secondsLeft).toBeGreaterThanOrEqual(1);
        expect(secondsLeft).toBeLessThanOrEqual(86_400);
        expect(japaneseDay(new Date(now.getTime() + (secondsLeft - 1) * 1000)).day).toBe(day);
        expect(japaneseDay(new Date(now.getTime() + secondsLeft * 1000)).day).not.toBe(day);
      }),
      { seed: 9, numRuns: 300 },
    );
  });
});

describe('ItemViewerMarks in memory (no REDIS_URL)', () => {
  const marks = () => new ItemViewerMarks(null, { queuePrefix: 'er-unit' });

  it('answers true once per visitor, listing and Japanese day', async () => {
    const m = marks();
    const morning = new Date('2026-11-23T00:00:00Z'); // 09:00 JST
    expect(await m.firstViewToday(1, viewer, morning)).toBe(true);
    expect(await m.firstViewToday(1, viewer, new Date('2026-11-23T14:59:00Z'))).toBe(false);
    expect(await m.firstViewToday(2, viewer, morning)).toBe(true);
    expect(await m.firstViewToday(1, { ...viewer, ip: '203.0.113.8' }, morning)).toBe(true);
    // Another User-Agent from the same address, without a visitor cookie: the same visitor.
    expect(await m.firstViewToday(1, { ...viewer, userAgent: undefined }, morning)).toBe(false);
    expect(await m.firstViewToday(1, { ...viewer, userAgent: 'Mozilla/5.0 Chrome/131.0' }, morning)).toBe(false);
    // Midnight in Japan: a new day, a new salt, the visitor counts again.
    expect(await m.firstViewToday(1, viewer, new Date('2026-11-23T15:00:00Z'))).toBe(true);
  });

  it('counts visitors by their cookie id, at most VISITORS_PER_ADDRESS of them per address, listing and day (property)', async () => {
    const id = (n: number) => `${String(n).padStart(3, '0')}${'x'.repeat(40)}`;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom('198.51.100.1', '198.51.100.2')), { maxLength: 40 }), async (visits) => {
        const m = marks();
        const now = new Date('2026-11-23T03:00:00Z');
        // The rule: an id seen for the first time today counts while its address has counted fewer than the cap.
        const seen = new Set<number>();
        const perAddress = new Map<string, number>();
        for (const [n, ip] of visits) {
          const expected = !seen.has(n) && (perAddress.get(ip) ?? 0) < VISITORS_PER_ADDRESS;
          seen.add(n);
          if (expected) perAddress.set(ip, (perAddress.get(ip) ?? 0) + 1);
          expect(await m.firstViewToday(7, { ip, userAgent: `UA ${n}`, visitorId: id(n) }, now)).toBe(expected);
        }
      }),
      { seed: 43, numRuns: 100 },
    );
  });

  it('stays within its bound, dropping the stalest marks first', async () => {
    const m = marks();
    m.memoryMax = 3;
    const now = new Date('2026-11-23T00:00:00Z');
    for (const id of [1, 2, 3, 4]) expect(await m.firstViewToday(id, viewer, now)).toBe(true);
    expect(m['memory'].size).toBe(3);
    expect(await m.firstViewToday(4, viewer, now)).toBe(false);
    expect(await m.firstViewToday(1, viewer, now)).toBe(true); // dropped: counts once more
  });

  it('forgets the marks of past days', async () => {
    const m = marks();
    await m.firstViewToday(1, viewer, new Date('2026-11-23T00:00:00Z'));
    await m.firstViewToday(2, viewer, new Date('2026-11-24T00:00:00Z'));
    // The visitor's mark and its address's place, of the second day only.
    expect(m['memory'].size).toBe(2);
  });
});

describe('ItemViewerMarks with Redis', () => {
  it('marks SET NX with a TTL to the end of the day, keyed by a hashed visitor (no IP stored)', async () => {
    const redis = fakeRedis();
    const m = new ItemViewerMarks(redis as unknown as Redis, { queuePrefix: 'er-unit' });
    const now = new Date('2026-11-23T03:00:00Z'); // 12:00 JST
    expect(await m.firstViewToday(5, viewer, now)).toBe(true);
    expect(await m.firstViewToday(5, viewer, now)).toBe(false);
    expect([...redis.store.keys()].filter((key) => key.startsWith('er-unit:views:2026-11-23:5:a:'))).toHaveLength(1);
    expect([...redis.store.keys()].some((key) => key.includes('203.0.113.7'))).toBe(false);
    const marks = [...redis.store].filter(([key]) => key.startsWith('er-unit:views:2026-11-23:5:') && !key.includes(':a:'));
    expect(marks).toHaveLength(1);
    expect(marks[0][1].ttl).toBe(43_200);
    expect(marks[0][0]).not.toContain('203.0.113.7');
    // A second process shares the day's salt through Redis, so it knows the visitor too.
    const other = new ItemViewerMarks(redis as unknown as Redis, { queuePrefix: 'er-unit' });
    expect(await other.firstViewToday(5, viewer, now)).toBe(false);
  });

  it('falls back to memory while Redis does not answer', async () => {
    const redis = fakeRedis();
    const m = new ItemViewerMarks(redis as unknown as Redis, { queuePrefix: 'er-unit' });
    jest.spyOn(m['logger'], 'warn').mockImplementation(() => undefined);
    redis.down = true;
    const now = new Date('2026-11-23T03:00:00Z');
    expect(await m.firstViewToday(5, viewer, now)).toBe(true);
    expect(await m.firstViewToday(5, viewer, now)).toBe(false);
  });
});
