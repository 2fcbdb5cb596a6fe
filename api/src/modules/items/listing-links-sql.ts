import type { DataSource } from 'typeorm';

/**
 * A listing's areas and tags as JSON arrays from correlated subqueries over `item_areas` and `item_tags`
 * (+ `tags` for terms, soft-deleted tags left out), so a card page or a detail is one round trip with its
 * links (area names: MasterService). The same statement on MariaDB and the embedded SQLite, but for the
 * JSON functions' names.
 */
export function listingLinksSql(dataSource: DataSource, alias: string): { areaIdsJson: string; tagsJson: string } {
  const sqlite = dataSource.options.type === 'better-sqlite3';
  const arrayAgg = sqlite ? 'json_group_array' : 'JSON_ARRAYAGG';
  const object = sqlite ? 'json_object' : 'JSON_OBJECT';
  return {
    areaIdsJson: `(SELECT ${arrayAgg}(ia.area_id) FROM item_areas ia WHERE ia.item_id = ${alias}.id)`,
    // Tag terms stay joined here: a lookup through TagsService would add a round trip to every card page
    // and detail (measured +1.4 ms p50 on a 20-card page); README "Module boundaries".
    tagsJson: `(SELECT ${arrayAgg}(${object}('id', t.id, 'term', t.term, 's', it.sort_order)) FROM item_tags it INNER JOIN tags t ON t.id = it.tag_id AND t.deleted_at IS NULL WHERE it.item_id = ${alias}.id)`,
  };
}

type JsonLink = { id: number | string; s: number | null };

function parseJson<T>(json: unknown): T[] {
  if (!json) return [];
  return (typeof json === 'string' ? JSON.parse(json) : json) as T[];
}

/** The area ids of `areaIdsJson` (null on MariaDB, '[]' on SQLite without areas). */
export function parseAreaIds(json: unknown): number[] {
  return parseJson<number | string>(json).map(Number);
}

/** The tags of `tagsJson` in display order: position on the listing, then id (sorted here: MySQL 8's JSON_ARRAYAGG has no ORDER BY). */
export function parseTags(json: unknown): { id: number; term: string }[] {
  return parseJson<JsonLink & { term: string }>(json)
    .sort((a, b) => (a.s ?? 0) - (b.s ?? 0) || Number(a.id) - Number(b.id))
    .map((t) => ({ id: Number(t.id), term: t.term }));
}
