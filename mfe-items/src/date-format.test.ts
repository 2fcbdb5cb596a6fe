import { formatJapaneseDate } from './date-format';

describe('formatJapaneseDate (SPEC §5: Japanese units)', () => {
  it('shows a calendar date as written, without a time-zone shift', () => {
    expect(formatJapaneseDate('2026-12-01')).toBe('2026年12月1日');
    expect(formatJapaneseDate('2027-01-31')).toBe('2027年1月31日');
  });

  it('shows a timestamp as the date in Japan', () => {
    expect(formatJapaneseDate('2026-11-20T00:00:00.000Z')).toBe('2026年11月20日');
    // 15:30 UTC is already the next day in Tokyo
    expect(formatJapaneseDate('2026-11-30T15:30:00.000Z')).toBe('2026年12月1日');
  });

  it('leaves empty values out and unreadable ones as given', () => {
    expect(formatJapaneseDate(null)).toBeNull();
    expect(formatJapaneseDate('')).toBeNull();
    expect(formatJapaneseDate('2026年春頃')).toBe('2026年春頃');
  });
});
