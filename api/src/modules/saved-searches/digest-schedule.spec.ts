import { DIGEST_WINDOW_MS, digestSince, jstDate, nextDigestAt } from './digest-schedule';

describe('digest schedule', () => {
  it('counts days in Japan (UTC+9)', () => {
    expect(jstDate(new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-24');
    expect(jstDate(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
  });

  it('runs next at the hour in Japan, strictly after now', () => {
    // 07:00 JST → 08:00 JST the same day; 08:00 JST exactly → the next day; 23:00 JST → 08:00 the next day.
    expect(nextDigestAt(new Date('2026-11-24T22:00:00Z'), 8).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-24T23:00:00Z'), 8).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-24T14:00:00Z'), 8).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-24T14:30:00Z'), 0).toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it('starts a search\'s digest after its creation and its last digest, at most a day and an hour back', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    const longAgo = new Date('2026-10-01T00:00:00Z');
    expect(digestSince(longAgo, null, now).getTime()).toBe(now.getTime() - DIGEST_WINDOW_MS);
    const created = new Date('2026-11-24T20:00:00Z');
    expect(digestSince(created, null, now)).toEqual(created);
    const last = new Date('2026-11-24T23:00:00Z');
    expect(digestSince(longAgo, last, now)).toEqual(last);
  });
});
