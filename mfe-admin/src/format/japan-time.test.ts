import { formatJapanDateTime } from './japan-time';

describe('formatJapanDateTime', () => {
  it('writes an instant in Japan time, whatever the machine zone', () => {
    expect(formatJapanDateTime('2026-11-26T04:40:00.000Z')).toBe('2026/11/26 13:40');
    expect(formatJapanDateTime('2026-12-31T15:00:00Z')).toBe('2027/01/01 00:00');
    expect(formatJapanDateTime('not a date')).toBe('');
  });
});
