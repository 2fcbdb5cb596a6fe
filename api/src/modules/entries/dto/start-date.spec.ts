import { startDateProblem } from './entries.dto';

describe('startDateProblem (entry desired_start_date)', () => {
  // 2026-01-01 15:30 UTC is already 2026-01-02 00:30 in Japan.
  const justAfterMidnightInJapan = new Date('2026-01-01T15:30:00Z');

  it('accepts today and later on the Japanese calendar day', () => {
    expect(startDateProblem('2026-01-02', justAfterMidnightInJapan)).toBeNull();
    expect(startDateProblem('2027-12-31', justAfterMidnightInJapan)).toBeNull();
  });

  it('refuses a day already past in Japan, even when it is still that day in UTC', () => {
    expect(startDateProblem('2026-01-01', justAfterMidnightInJapan)).toBe('稼働開始希望日に過去の日付は指定できません');
  });

  it('refuses what is not a real YYYY-MM-DD date', () => {
    for (const value of ['2026-02-30', '2026-1-5', '2026/01/05', '', 20260105, null]) {
      expect(startDateProblem(value, justAfterMidnightInJapan)).toContain('正しく入力してください');
    }
  });
});
