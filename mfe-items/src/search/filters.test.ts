import { activeFilterCount, filtersKey, pagingKey, parseSearchParams, toSearchParams, withFilter } from './filters';

describe('search filters <-> URL query', () => {
  it('round-trips every filter through the URL', () => {
    const q = {
      keyword: 'Java 東京',
      tags: [3, 7],
      areas: [13],
      rate_min: 50,
      rate_max: 90,
      include_no_rate: 1 as const,
      remote: [1, 2],
      weekly_days: 3,
      contract_types: [1],
      new: 1 as const,
      sort: 'rate' as const,
      page: 2,
      per_page: 50 as const,
    };
    const sp = toSearchParams(q);
    expect(sp.toString()).toBe(
      'keyword=Java+%E6%9D%B1%E4%BA%AC&tags=3&tags=7&areas=13&rate_min=50&rate_max=90&include_no_rate=1&remote=1&remote=2&weekly_days=3&contract_types=1&new=1&sort=rate&page=2&per_page=50',
    );
    expect(parseSearchParams(sp)).toEqual(q);
  });

  it('leaves defaults out and ignores invalid values', () => {
    expect(toSearchParams({ sort: 'new', page: 1, per_page: 20 }).toString()).toBe('');
    expect(parseSearchParams(new URLSearchParams('tags=x&tags=3&tags=3&remote=9&weekly_days=8&per_page=33&page=0&sort=zzz'))).toEqual({ tags: [3] });
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ page: 3, tags: [1] }, { tags: [] })).toEqual({});
    expect(withFilter({ page: 3 }, { page: 4 })).toEqual({ page: 4 });
  });

  it('counts the active conditions of the filter panel (not the keyword, sort or page)', () => {
    expect(activeFilterCount({ keyword: 'Java', sort: 'rate', page: 3 })).toBe(0);
    expect(activeFilterCount({ tags: [3, 7], remote: [2], rate_min: 50, include_no_rate: 1, new: 1 })).toBe(6);
  });

  it('tells a page or sort change from a filter change', () => {
    const base = { keyword: 'Java', tags: [3] };
    expect(filtersKey({ ...base, page: 2, sort: 'rate' as const, per_page: 50 as const })).toBe(filtersKey(base));
    expect(filtersKey({ ...base, remote: [2] })).not.toBe(filtersKey(base));
    expect(pagingKey({ ...base, page: 2 })).not.toBe(pagingKey(base));
    expect(pagingKey({ page: 1, sort: 'new', per_page: 20 })).toBe(pagingKey({}));
  });

  it('leaves the page\'s own default order out of the URL and writes the others (the matching page: マッチ度順 default, sort=new kept)', () => {
    expect(toSearchParams({ sort: 'new', page: 2 }, 'match').toString()).toBe('sort=new&page=2');
    expect(parseSearchParams(new URLSearchParams('sort=new&page=2'), 'match')).toEqual({ sort: 'new', page: 2 });
    expect(parseSearchParams(new URLSearchParams('sort=new'))).toEqual({});
    expect(pagingKey({}, 'match')).not.toBe(pagingKey({ sort: 'new' }, 'match'));
  });
});
