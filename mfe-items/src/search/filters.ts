// URL query <-> search filters. The URL is the single source of truth of the search state
// (shareable, bookmarkable, the back button restores it). Parameter names are the API's (items
// contract), so the query string is passed through as is; defaults are left out of the URL.
import type { GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';

export const PER_PAGE_CHOICES = [10, 20, 50] as const;
export const DEFAULT_PER_PAGE = 20;
/** 万円 steps offered for the rate range. */
export const RATE_STEPS = [30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150];
export const REMOTE_OPTIONS = [
  { value: 2, label: 'フルリモート' },
  { value: 1, label: '一部リモート' },
  { value: 0, label: '常駐' },
] as const;
export const WEEKLY_DAY_OPTIONS = [1, 2, 3, 4, 5];

/**
 * The order a page shows when its URL names none, left out of its URLs: 新着順 on /item/search and tag pages,
 * マッチ度順 on /user-skill-matching-item (where 新着順 is written out as `sort=new`).
 */
export type DefaultSort = 'new' | 'match';

/** Whether the URL names the sort (anything but the page's default). */
const namesSort = (sort: string | null | undefined, defaultSort: DefaultSort): sort is 'new' | 'rate' =>
  sort === 'rate' || (sort === 'new' && defaultSort !== 'new');

function ints(values: string[], ok: (n: number) => boolean = (n) => n >= 1): number[] {
  const out: number[] = [];
  for (const v of values) {
    if (!/^\d+$/.test(v)) continue;
    const n = Number(v);
    if (ok(n) && !out.includes(n)) out.push(n);
  }
  return out;
}

function int(value: string | null, ok: (n: number) => boolean): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return ok(n) ? n : undefined;
}

/** The filters in a URL query; unknown or invalid values are ignored. */
export function parseSearchParams(sp: URLSearchParams, defaultSort: DefaultSort = 'new'): SearchQuery {
  const q: SearchQuery = {};
  const keyword = sp.get('keyword')?.trim();
  if (keyword) q.keyword = keyword;
  const tags = ints(sp.getAll('tags'));
  if (tags.length) q.tags = tags;
  const areas = ints(sp.getAll('areas'));
  if (areas.length) q.areas = areas;
  const rateMin = int(sp.get('rate_min'), (n) => n > 0 && n < 1000);
  if (rateMin !== undefined) q.rate_min = rateMin;
  const rateMax = int(sp.get('rate_max'), (n) => n > 0 && n < 1000);
  if (rateMax !== undefined) q.rate_max = rateMax;
  if (sp.get('include_no_rate') === '1') q.include_no_rate = 1;
  const remote = ints(sp.getAll('remote'), (n) => n <= 2);
  if (remote.length) q.remote = remote.sort();
  const weekly = int(sp.get('weekly_days'), (n) => n >= 1 && n <= 5);
  if (weekly !== undefined) q.weekly_days = weekly;
  const contractTypes = ints(sp.getAll('contract_types'));
  if (contractTypes.length) q.contract_types = contractTypes;
  if (sp.get('new') === '1') q.new = 1;
  const sort = sp.get('sort');
  if (namesSort(sort, defaultSort)) q.sort = sort;
  const page = int(sp.get('page'), (n) => n >= 1);
  if (page !== undefined && page > 1) q.page = page;
  const perPage = int(sp.get('per_page'), (n) => (PER_PAGE_CHOICES as readonly number[]).includes(n));
  if (perPage !== undefined && perPage !== DEFAULT_PER_PAGE) q.per_page = perPage as SearchQuery['per_page'];
  return q;
}

/** The URL query for filters (defaults left out, so equal states give equal URLs). */
export function toSearchParams(q: SearchQuery, defaultSort: DefaultSort = 'new'): URLSearchParams {
  const sp = new URLSearchParams();
  if (q.keyword) sp.set('keyword', q.keyword);
  for (const t of q.tags ?? []) sp.append('tags', String(t));
  for (const a of q.areas ?? []) sp.append('areas', String(a));
  if (q.rate_min) sp.set('rate_min', String(q.rate_min));
  if (q.rate_max) sp.set('rate_max', String(q.rate_max));
  if (q.include_no_rate) sp.set('include_no_rate', '1');
  for (const r of q.remote ?? []) sp.append('remote', String(r));
  if (q.weekly_days) sp.set('weekly_days', String(q.weekly_days));
  for (const c of q.contract_types ?? []) sp.append('contract_types', String(c));
  if (q.new) sp.set('new', '1');
  if (namesSort(q.sort, defaultSort)) sp.set('sort', q.sort);
  if (q.page && q.page > 1) sp.set('page', String(q.page));
  if (q.per_page && q.per_page !== DEFAULT_PER_PAGE) sp.set('per_page', String(q.per_page));
  return sp;
}

/** Changing any filter goes back to page 1. */
export function withFilter(q: SearchQuery, change: Partial<SearchQuery>): SearchQuery {
  const next: SearchQuery = { ...q, ...change };
  for (const k of Object.keys(change) as (keyof SearchQuery)[]) {
    const v = next[k];
    if (v === undefined || (Array.isArray(v) && v.length === 0)) delete next[k];
  }
  if (!('page' in change)) delete next.page;
  return next;
}

export function toggle(list: number[] | undefined, value: number): number[] {
  const l = list ?? [];
  return l.includes(value) ? l.filter((v) => v !== value) : [...l, value];
}

/** True when any filter other than paging/sorting is set (the empty state offers to clear them). */
export function hasFilters(q: SearchQuery): boolean {
  const { page: _p, per_page: _pp, sort: _s, keyword: _k, ...rest } = q;
  return Object.keys(rest).length > 0;
}

/** How many conditions the filter panel has set (shown on its toggle on narrow screens). */
export function activeFilterCount(q: SearchQuery): number {
  const lists = [q.tags, q.areas, q.remote, q.contract_types].reduce((n, l) => n + (l?.length ?? 0), 0);
  const singles = [q.rate_min, q.rate_max, q.include_no_rate, q.weekly_days, q.new].filter((v) => v !== undefined).length;
  return lists + singles;
}

/** The filters (keyword included) without paging and sorting: equal for two pages of one search. */
export function filtersKey(q: SearchQuery): string {
  const { page: _p, per_page: _pp, sort: _s, ...filters } = q;
  return toSearchParams(filters).toString();
}

/** Which page of the results is shown (page, sort, page size), defaults included. */
export function pagingKey(q: SearchQuery, defaultSort: DefaultSort = 'new'): string {
  return `${q.page ?? 1}|${q.sort ?? defaultSort}|${q.per_page ?? DEFAULT_PER_PAGE}`;
}
