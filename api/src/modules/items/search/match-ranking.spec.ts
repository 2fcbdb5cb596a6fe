import fc from 'fast-check';
import { matchReasons, matchScoreSql, skillPointsSql, skillWeight, type MatchRanking } from './match-ranking';

const ranking = (over: Partial<MatchRanking> = {}): MatchRanking => ({
  skills: [
    { tagId: 3, weight: 15 },
    { tagId: 7, weight: 10 },
  ],
  desiredRateYen: 750_000,
  desiredRemoteLevel: null,
  areaIds: [13],
  newSince: new Date('2026-11-18T00:00:00Z'),
  recentSince: new Date('2026-10-26T00:00:00Z'),
  ...over,
});
const names = { tagTerm: (id: number) => ({ 3: 'Java', 7: 'Spring Boot' })[id], areaName: (id: number) => ({ 13: '東京都', 27: '大阪府' })[id] };

describe('match ranking', () => {
  it('weighs a skill 10 plus its years, capped at 10 years; missing or negative years count 0', () => {
    expect([null, 0, 3, 10, 25, -2, 4.7].map(skillWeight)).toEqual([10, 10, 13, 20, 20, 10, 14]);
    fc.assert(fc.property(fc.option(fc.integer({ min: -100, max: 100 })), (years) => {
      const w = skillWeight(years);
      expect(w).toBeGreaterThanOrEqual(10);
      expect(w).toBeLessThanOrEqual(20);
    }));
  });

  it('names the matched skills in the member’s order, the rate, remote work and the place', () => {
    expect(matchReasons(ranking(), { matchedTagIds: [7, 3], rateYen: 800_000, remoteLevel: 0, matchedAreaIds: [13] }, names)).toEqual([
      'Java・Spring Boot が一致',
      '希望単価（75万円）以上',
      '希望勤務地（東京都）',
    ]);
    // Below the desired rate, elsewhere, on site: only the skill.
    expect(matchReasons(ranking(), { matchedTagIds: [7], rateYen: 700_000, remoteLevel: 0, matchedAreaIds: [] }, names)).toEqual(['Spring Boot が一致']);
    // A member wanting remote work: partly remote counts for 一部リモート, and full remote makes the place moot.
    expect(matchReasons(ranking({ desiredRemoteLevel: 1 }), { matchedTagIds: [3], rateYen: null, remoteLevel: 1, matchedAreaIds: [] }, names)).toEqual(['Java が一致', 'リモート併用可']);
    expect(matchReasons(ranking({ desiredRemoteLevel: 2 }), { matchedTagIds: [3], rateYen: null, remoteLevel: 1, matchedAreaIds: [] }, names)).toEqual(['Java が一致']);
    expect(matchReasons(ranking(), { matchedTagIds: [3], rateYen: null, remoteLevel: 2, matchedAreaIds: [] }, names)).toEqual(['Java が一致', 'フルリモートのため勤務地を問わない']);
    // No preferences stated: only the skills.
    expect(matchReasons(ranking({ desiredRateYen: null, areaIds: [] }), { matchedTagIds: [3], rateYen: 2_000_000, remoteLevel: 2, matchedAreaIds: [] }, names)).toEqual(['Java が一致']);
  });

  it('writes only integers into the SQL and refuses anything else', () => {
    expect(skillPointsSql('i', [])).toBe('0');
    expect(skillPointsSql('i', ranking().skills)).toContain('CASE ms.tag_id WHEN 3 THEN 15 WHEN 7 THEN 10 ELSE 0 END');
    expect(() => skillPointsSql('i', [{ tagId: 1.5, weight: 10 }])).toThrow();
    expect(() => matchScoreSql('i', ranking({ areaIds: [Number.NaN] }))).toThrow();
    const { sql, params } = matchScoreSql('i', ranking({ desiredRemoteLevel: 2 }));
    expect(sql).toContain('i.remote_level >= 2');
    expect(params).toMatchObject({ matchRate: 750_000, matchNearRate: 675_000 });
  });
});
