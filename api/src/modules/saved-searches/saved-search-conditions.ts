import { createHash } from 'node:crypto';
import { toHalfWidth } from '@er/site-meta/text-fold';

/**
 * The conditions of a saved search (issue 13): exactly the filters of /item/search (the same names and
 * limits as SearchItemsQueryDto) plus the tag of a tag page. Paging, sort order and the 「新着」 filter are
 * not conditions: the daily mail is about new listings anyway, and a link opens the first page.
 *
 * Stored normalised, so that two ways of writing the same search are one saved search: keys in a fixed
 * order, lists without duplicates in ascending order, empty values left out, the keyword's full-width
 * letters and digits folded (SPEC §5) and its spaces collapsed, the tag page's own tag not repeated in
 * `tags`, `include_no_rate` only with a rate bound (the search ignores it otherwise).
 */
export interface SavedSearchConditions {
  tag_id?: number;
  keyword?: string;
  tags?: number[];
  areas?: number[];
  rate_min?: number;
  rate_max?: number;
  include_no_rate?: 1;
  remote?: number[];
  weekly_days?: number;
  contract_types?: number[];
}

/** The limits of SearchItemsQueryDto (a stored search must be one the search page accepts). */
export const CONDITION_LIMITS = {
  keywordLength: 200,
  tags: 20,
  areas: 60,
  contractTypes: 20,
  rateMax: 1000,
} as const;

/** What may come in: the DTO's validated values, or anything read back from the database. */
export type ConditionsInput = { [K in keyof SavedSearchConditions]?: unknown };

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 2_147_483_647;
/** `+ 0` turns -0 into 0: JSON stores -0 as 0, so the normal form must not keep it (found by the property test). */
const intIn = (v: unknown, min: number, max: number): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v + 0 : undefined;

function idList(v: unknown, max: number, ok: (n: unknown) => n is number = isId): number[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const list = [...new Set(v.filter(ok))].sort((a, b) => a - b).slice(0, max);
  return list.length ? list : undefined;
}

/** Full-width letters and digits folded, every run of white space (the ideographic space too) one space. */
export function normalizeKeyword(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const folded = toHalfWidth(v).replace(/[\s\u3000]+/gu, ' ').trim();
  if (!folded) return undefined;
  return [...folded].slice(0, CONDITION_LIMITS.keywordLength).join('').trim() || undefined;
}

const isRemote = (n: unknown): n is number => n === 0 || n === 1 || n === 2;

/** The normal form (see SavedSearchConditions). Pure and total: anything it does not accept is left out. */
export function normalizeConditions(input: ConditionsInput): SavedSearchConditions {
  const out: SavedSearchConditions = {};
  const tagId = isId(input.tag_id) ? input.tag_id : undefined;
  if (tagId !== undefined) out.tag_id = tagId;
  const keyword = normalizeKeyword(input.keyword);
  if (keyword !== undefined) out.keyword = keyword;
  const tags = idList(input.tags, CONDITION_LIMITS.tags)?.filter((t) => t !== tagId);
  if (tags?.length) out.tags = tags;
  const areas = idList(input.areas, CONDITION_LIMITS.areas);
  if (areas) out.areas = areas;
  const rateMin = intIn(input.rate_min, 0, CONDITION_LIMITS.rateMax);
  if (rateMin !== undefined) out.rate_min = rateMin;
  const rateMax = intIn(input.rate_max, 0, CONDITION_LIMITS.rateMax);
  if (rateMax !== undefined) out.rate_max = rateMax;
  if (input.include_no_rate === 1 && (rateMin !== undefined || rateMax !== undefined)) out.include_no_rate = 1;
  const remote = idList(input.remote, 3, isRemote);
  if (remote) out.remote = remote;
  const weekly = intIn(input.weekly_days, 1, 5);
  if (weekly !== undefined) out.weekly_days = weekly;
  const contractTypes = idList(input.contract_types, CONDITION_LIMITS.contractTypes);
  if (contractTypes) out.contract_types = contractTypes;
  return out;
}

/** The stored text of normalised conditions (keys in the fixed order normalizeConditions builds). */
export function serializeConditions(conditions: SavedSearchConditions): string {
  return JSON.stringify(normalizeConditions(conditions));
}

/** Reads stored conditions back; never throws (unreadable text → no conditions, a broken field → left out). */
export function parseStoredConditions(text: unknown): SavedSearchConditions {
  if (typeof text !== 'string') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return normalizeConditions(value as ConditionsInput);
}

/** What makes two saved searches of a member the same: SHA-256 of the stored text. */
export function conditionsKey(conditions: SavedSearchConditions): string {
  return createHash('sha256').update(serializeConditions(conditions)).digest('hex');
}

/**
 * The page that shows the search: /item/tag/{id} or /item/search, with the query string the search page
 * itself writes (mfe-items search/filters.ts: repeated keys for lists, defaults left out).
 */
export function searchPathOf(conditions: SavedSearchConditions): string {
  const c = normalizeConditions(conditions);
  const sp = new URLSearchParams();
  if (c.keyword) sp.set('keyword', c.keyword);
  for (const t of c.tags ?? []) sp.append('tags', String(t));
  for (const a of c.areas ?? []) sp.append('areas', String(a));
  if (c.rate_min !== undefined) sp.set('rate_min', String(c.rate_min));
  if (c.rate_max !== undefined) sp.set('rate_max', String(c.rate_max));
  if (c.include_no_rate) sp.set('include_no_rate', '1');
  for (const r of c.remote ?? []) sp.append('remote', String(r));
  if (c.weekly_days !== undefined) sp.set('weekly_days', String(c.weekly_days));
  for (const t of c.contract_types ?? []) sp.append('contract_types', String(t));
  const query = sp.toString();
  const base = c.tag_id !== undefined ? `/item/tag/${c.tag_id}` : '/item/search';
  return query ? `${base}?${query}` : base;
}
