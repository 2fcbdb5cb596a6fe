import { japaneseDate, todayInJapan } from './entry-dates';

describe('entry dates', () => {
  it('today in Japan: already the next day there while still the day before in UTC', () => {
    expect(todayInJapan(new Date('2026-11-30T15:30:00Z'))).toBe('2026-12-01');
    expect(todayInJapan(new Date('2026-11-30T14:59:00Z'))).toBe('2026-11-30');
  });

  it('a calendar date as written, a timestamp on its day in Japan, anything else as given', () => {
    expect(japaneseDate('2026-12-01')).toBe('2026年12月1日');
    expect(japaneseDate('2026-11-30T15:30:00.000Z')).toBe('2026年12月1日');
    expect(japaneseDate('いつか')).toBe('いつか');
    expect(japaneseDate(null)).toBe('');
  });
});
