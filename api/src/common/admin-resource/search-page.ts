import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { likeContains, parseKeyword } from '../text/search-keyword';
import { japanDayEnd, japanDayStart } from '../time/japan-time';
import type { AdminSearchPaging } from './search-query.dto';

/**
 * Orders a list by the asked field, then by id in the same direction (rows with equal values keep one
 * order, so pages never repeat or skip a row), and cuts the asked page. `columns` maps each sortable
 * field of the query DTO to its column (`{ published_at: 'news.publishedAt' }`): only these reach the SQL.
 */
export function orderAndPage<T extends ObjectLiteral, S extends string>(
  qb: SelectQueryBuilder<T>,
  query: AdminSearchPaging<S>,
  columns: Record<S, string>,
  idColumn: string,
): SelectQueryBuilder<T> {
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const column = columns[query.sort];
  qb.orderBy(column, direction);
  if (column !== idColumn) qb.addOrderBy(idColumn, direction);
  return qb.offset((query.page - 1) * query.per_page).limit(query.per_page);
}

/**
 * Keyword filter of an admin list: every word (SPEC §5 folding, split on spaces) must appear in one of
 * `columns` (LIKE, wildcards escaped). No keyword: no condition. `prefix` keeps the parameters of two keyword
 * filters on one query apart (a member's and a listing's).
 */
export function whereKeyword<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, columns: string[], keyword: string | undefined, prefix = 'keyword'): SelectQueryBuilder<T> {
  parseKeyword(keyword).forEach((word, index) => {
    const name = `${prefix}${index}`;
    qb.andWhere(new Brackets((or) => columns.forEach((column) => or.orWhere(`${column} LIKE :${name} ESCAPE '!'`, { [name]: likeContains(word) }))));
  });
  return qb;
}

/**
 * Date-range filter: `column` within the Japanese days `from`–`to` (both included; either may be absent).
 * `name` keeps the parameters of two ranges on one query apart.
 */
export function whereWithinJapanDays<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  column: string,
  range: { from?: string; to?: string },
  name: string,
): SelectQueryBuilder<T> {
  const start = range.from ? japanDayStart(range.from) : null;
  const end = range.to ? japanDayEnd(range.to) : null;
  if (start) qb.andWhere(`${column} >= :${name}From`, { [`${name}From`]: start });
  if (end) qb.andWhere(`${column} < :${name}To`, { [`${name}To`]: end });
  return qb;
}
