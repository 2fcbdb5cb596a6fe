import { formatJapanDateTime, toJapanDateTimeLocal } from './japan-time';

describe('formatJapanDateTime', () => {
  it('writes an instant in Japan time, whatever the machine zone', () => {
    expect(formatJapanDateTime('2026-11-26T04:40:00.000Z')).toBe('2026/11/26 13:40');
    expect(formatJapanDateTime('2026-12-31T15:00:00Z')).toBe('2027/01/01 00:00');
    expect(formatJapanDateTime('not a date')).toBe('');
  });
});

describe('toJapanDateTimeLocal', () => {
  it('gives a datetime-local value in Japan time, or empty for none', () => {
    expect(toJapanDateTimeLocal('2026-12-01T01:00:00.000Z')).toBe('2026-12-01T10:00');
    expect(toJapanDateTimeLocal('2026-12-31T15:30:00Z')).toBe('2027-01-01T00:30');
    expect(toJapanDateTimeLocal(null)).toBe('');
    expect(toJapanDateTimeLocal('x')).toBe('');
  });
});
