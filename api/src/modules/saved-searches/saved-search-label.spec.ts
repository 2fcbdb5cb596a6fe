import { buildSavedSearchLabel, EMPTY_CONDITIONS_LABEL, type LabelNames } from './saved-search-label';

const names: LabelNames = {
  tags: new Map([
    [1, 'Java'],
    [2, 'Spring Boot'],
    [3, 'AWS'],
    [4, 'Docker'],
    [5, 'Go'],
  ]),
  areas: new Map([
    [13, '東京都'],
    [14, '神奈川県'],
  ]),
  contractTypes: new Map([
    [1, '業務委託'],
    [2, '派遣'],
  ]),
};

describe('buildSavedSearchLabel', () => {
  it('joins the conditions in the search panel\'s order: 「Java・東京都・60万円以上」', () => {
    expect(buildSavedSearchLabel({ tags: [1], areas: [13], rate_min: 60 }, names)).toBe('Java・東京都・60万円以上');
  });

  it('names the tag page first, then the keyword and every other condition', () => {
    expect(
      buildSavedSearchLabel(
        { tag_id: 5, keyword: '決済', tags: [3], areas: [13, 14], rate_min: 60, rate_max: 80, include_no_rate: 1, remote: [0, 2], weekly_days: 3, contract_types: [1, 2] },
        names,
      ),
    ).toBe('Go・決済・AWS・東京都・神奈川県・60〜80万円（単価記載なしを含む）・フルリモート/常駐・週3日以下・業務委託/派遣');
  });

  it('says 「以下」 for an upper bound alone and one figure for equal bounds', () => {
    expect(buildSavedSearchLabel({ rate_max: 80 }, names)).toBe('80万円以下');
    expect(buildSavedSearchLabel({ rate_min: 70, rate_max: 70 }, names)).toBe('70万円');
  });

  it('shortens a long list to its first three names and 「ほかN件」', () => {
    expect(buildSavedSearchLabel({ tags: [1, 2, 3, 4, 5] }, names)).toBe('Java・Spring Boot・AWSほか2件');
  });

  it('is 「すべての案件」 without conditions, leaves unknown ids out and stays within 255 characters', () => {
    expect(buildSavedSearchLabel({}, names)).toBe(EMPTY_CONDITIONS_LABEL);
    expect(buildSavedSearchLabel({ tags: [99] }, names)).toBe(EMPTY_CONDITIONS_LABEL);
    const long = buildSavedSearchLabel({ keyword: 'あ'.repeat(200), tags: [1, 2, 3], areas: [13, 14], rate_min: 50 }, { ...names, tags: new Map([[1, 'い'.repeat(80)], [2, 'う'.repeat(80)], [3, 'え'.repeat(80)]]) });
    expect([...long].length).toBe(255);
    expect(long.endsWith('…')).toBe(true);
  });
});
