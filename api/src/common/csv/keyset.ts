import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';

/** One column of an export's order and the value the last row read had in it. */
export interface KeysetKey {
  column: string;
  direction: 'ASC' | 'DESC';
  value: unknown;
}

/**
 * Rows after the last one read in the order `keys` gives (the list's sort column, then the id that breaks
 * ties): `(a > :a) OR (a = :a AND id > :id)`, `<` for DESC. The columns must not be NULL (NULL compares to
 * nothing). `name` keeps the parameters apart from the query's own.
 */
export function whereAfterKeyset<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, keys: readonly KeysetKey[], name = 'keyset'): SelectQueryBuilder<T> {
  const params = Object.fromEntries(keys.map((key, index) => [`${name}${index}`, key.value]));
  return qb.andWhere(
    new Brackets((or) => {
      keys.forEach((key, index) => {
        const equalBefore = keys.slice(0, index).map((prior, j) => `${prior.column} = :${name}${j}`);
        const beyond = `${key.column} ${key.direction === 'ASC' ? '>' : '<'} :${name}${index}`;
        or.orWhere([...equalBefore, beyond].join(' AND '));
      });
    }),
    params,
  );
}
