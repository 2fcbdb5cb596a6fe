import fc from 'fast-check';
import { japanDayEnd, japanDayStart, parseJapanDateTime } from './japan-time';

describe('Japan dates and times written by staff', () => {
  it('starts and ends a Japanese day at midnight Japan time', () => {
    expect(japanDayStart('2026-11-26')?.toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(japanDayEnd('2026-11-26')?.toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(japanDayEnd('2026-12-31')?.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-1', '20261126', '', '2026-11-26T00:00']) expect(japanDayStart(bad)).toBeNull();
  });

  it.each([
    ['2026-12-01', '2026-11-30T15:00:00.000Z'],
    ['2026-12-01T10:00', '2026-12-01T01:00:00.000Z'],
    ['2026-12-01 10:00:30', '2026-12-01T01:00:30.000Z'],
    ['2026-12-01T10:00:30.5', '2026-12-01T01:00:30.500Z'],
    ['2026-12-01T10:00:00Z', '2026-12-01T10:00:00.000Z'],
    ['2026-12-01T10:00:00.123Z', '2026-12-01T10:00:00.123Z'],
    ['2026-12-01T10:00+09:00', '2026-12-01T01:00:00.000Z'],
    ['2026-12-01T10:00-05:30', '2026-12-01T15:30:00.000Z'],
  ])('reads %s (no zone: Japan time)', (input, expected) => {
    expect(parseJapanDateTime(input)?.toISOString()).toBe(expected);
  });

  it.each(['2026-02-29T10:00', '2026-12-01T24:00', '2026-12-01T10:60', '2026-12-01T10', 'tomorrow', '1.5', '2026-12-01T10:00:00+0900'])('refuses %s', (input) => {
    expect(parseJapanDateTime(input)).toBeNull();
  });

  it('reads back any instant written as ISO 8601 in UTC or as Japan time without a zone (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        expect(parseJapanDateTime(date.toISOString())?.getTime()).toBe(date.getTime());
        const japan = new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 23);
        expect(parseJapanDateTime(japan)?.getTime()).toBe(date.getTime());
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});
