import { REMOTE_LEVEL_LABELS, RemoteLevel } from '../items/items.service';
import type { SavedSearchConditions } from './saved-search-conditions';

/** Names of the ids a label shows (tag terms from TagsService, areas and contract types from MasterService). */
export interface LabelNames {
  tags: ReadonlyMap<number, string>;
  areas: ReadonlyMap<number, string>;
  contractTypes: ReadonlyMap<number, string>;
}

export const EMPTY_CONDITIONS_LABEL = 'すべての案件';
export const LABEL_MAX_CHARS = 255;
/** A list longer than this shows its first names and 「ほかN件」. */
const NAMES_SHOWN = 3;
/** Search panel order (mfe-items REMOTE_OPTIONS); the labels are the listings'. */
const REMOTE_ORDER: RemoteLevel[] = [RemoteLevel.FullRemote, RemoteLevel.PartlyRemote, RemoteLevel.OnSite];

function names(ids: readonly number[] | undefined, map: ReadonlyMap<number, string>, joiner = '・'): string | null {
  const known = (ids ?? []).flatMap((id) => (map.has(id) ? [map.get(id)!] : []));
  if (known.length === 0) return null;
  if (known.length <= NAMES_SHOWN) return known.join(joiner);
  return `${known.slice(0, NAMES_SHOWN).join(joiner)}ほか${known.length - NAMES_SHOWN}件`;
}

function rate(c: SavedSearchConditions): string | null {
  const { rate_min: min, rate_max: max } = c;
  let text: string;
  if (min !== undefined && max !== undefined) text = min === max ? `${min}万円` : `${min}〜${max}万円`;
  else if (min !== undefined) text = `${min}万円以上`;
  else if (max !== undefined) text = `${max}万円以下`;
  else return null;
  return c.include_no_rate ? `${text}（単価記載なしを含む）` : text;
}

/**
 * The Japanese label of a saved search, e.g. 「Java・東京都・60万円以上」: the tag page's tag, the keyword, the
 * tags, areas, rate (万円/月), remote, weekly days and contract types, in the search panel's order, joined
 * by 「・」 (alternatives within one filter by 「/」). Ids without a name are left out; no condition at all is
 * 「すべての案件」. At most 255 characters (the column), cut with 「…」.
 */
export function buildSavedSearchLabel(c: SavedSearchConditions, n: LabelNames): string {
  const parts = [
    c.tag_id !== undefined ? (n.tags.get(c.tag_id) ?? null) : null,
    c.keyword ?? null,
    names(c.tags, n.tags),
    names(c.areas, n.areas),
    rate(c),
    c.remote?.length
      ? REMOTE_ORDER.filter((v) => c.remote!.includes(v))
          .map((v) => REMOTE_LEVEL_LABELS[v])
          .join('/')
      : null,
    c.weekly_days !== undefined ? `週${c.weekly_days}日以下` : null,
    names(c.contract_types, n.contractTypes, '/'),
  ].filter((p): p is string => !!p);
  const label = parts.join('・') || EMPTY_CONDITIONS_LABEL;
  const chars = [...label];
  return chars.length <= LABEL_MAX_CHARS ? label : `${chars.slice(0, LABEL_MAX_CHARS - 1).join('')}…`;
}
