import { ageOn, bandOf, lastJapanDays, lastJapanMonths } from './dashboard-periods';

describe('dashboard periods (Japan time)', () => {
  it('ends the months with the Japanese month of now: 2026-11-30T15:00Z is already December in Japan', () => {
    const months = lastJapanMonths(24, new Date('2026-11-30T15:00:00Z'));
    expect(months).toHaveLength(24);
    expect(months[23]).toEqual({ month: '2026-12', start: new Date('2026-11-30T15:00:00Z'), end: new Date('2026-12-31T15:00:00Z') });
    expect(months[0].month).toBe('2025-01');
    expect(months[0].start).toEqual(new Date('2024-12-31T15:00:00Z'));
    for (let i = 1; i < months.length; i++) expect(months[i].start).toEqual(months[i - 1].end);
    expect(lastJapanMonths(2, new Date('2026-11-30T14:59:59.999Z')).map((m) => m.month)).toEqual(['2026-10', '2026-11']);
    expect(lastJapanMonths(3, new Date('2026-02-10T00:00:00Z')).map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('lists the last days up to today in Japan', () => {
    expect(lastJapanDays(3, new Date('2026-03-01T14:59:59Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastJapanDays(2, new Date('2026-03-01T15:00:00Z'))).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('adds a year on the birthday itself', () => {
    expect(ageOn('2000-11-26', '2026-11-26')).toBe(26);
    expect(ageOn('2000-11-27', '2026-11-26')).toBe(25);
    expect(ageOn('2000-12-01', '2026-11-26')).toBe(25);
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21);
    expect(ageOn('2004-02-29', '2026-03-01')).toBe(22);
  });

  it('puts ages into the bands', () => {
    expect([17, 18, 24, 25, 29, 30, 59, 60, 99].map((age) => bandOf(age).label)).toEqual(['18歳未満', '18〜24歳', '18〜24歳', '25〜29歳', '25〜29歳', '30〜34歳', '55〜59歳', '60歳以上', '60歳以上']);
  });
});
