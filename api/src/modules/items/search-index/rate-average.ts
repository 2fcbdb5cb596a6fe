import type { RateCountRow } from '../search/item-search.repository';

/**
 * How many listings state a rate and their average rate (yen), from rate rows (CatalogSearch.rateCounts), as
 * MariaDB's AVG over the integer rate columns gave it: the exact quotient rounded half up to 4 decimals
 * (div_precision_increment). Callers round it to whole yen and rankings sort by it, so both come out as they
 * did from SQL. BigInt: 100,000 listings at a few million yen overflow a double's exact integers once scaled.
 */
export function rateAverage(rows: readonly RateCountRow[]): { count: number; average: number | null } {
  let count = 0;
  let sum = 0n;
  for (const row of rows) {
    count += row.count;
    sum += BigInt(row.rate) * BigInt(row.count);
  }
  if (count === 0) return { count, average: null };
  const n = BigInt(count);
  const tenThousandths = (sum * 20_000n + n) / (2n * n);
  return { count, average: Number(tenThousandths) / 10_000 };
}
