import { CSV_BOM, type CsvColumn, csvHeaderRecord, csvRowRecord } from './csv-format';

/** Rows per query of an export: large enough that 100,000 rows take 100 round trips, small enough to stay flat. */
export const CSV_BATCH_SIZE = 1000;

export interface KeysetOptions {
  /** Rows per query (default CSV_BATCH_SIZE). */
  batchSize?: number;
  /** Stop after this many rows in all (a part of a split download). */
  max?: number;
}

/**
 * Rows read in keyset batches: `fetch(after, limit)` answers the next `limit` rows after the row `after`
 * (undefined: from the start) in the export's order, so each query is an index seek however deep the
 * export is (OFFSET would rescan what came before). Pull-driven: the next query runs only when the consumer
 * asks for more, and none after the consumer stops (`return()` on the generator).
 */
export async function* keysetRows<T>(fetch: (after: T | undefined, limit: number) => Promise<T[]>, options: KeysetOptions = {}): AsyncGenerator<T> {
  const batchSize = options.batchSize ?? CSV_BATCH_SIZE;
  let left = options.max ?? Number.POSITIVE_INFINITY;
  let after: T | undefined;
  while (left > 0) {
    const limit = Math.min(batchSize, left);
    const batch = await fetch(after, limit);
    for (const row of batch) yield row;
    if (batch.length < limit) return;
    left -= batch.length;
    after = batch[batch.length - 1];
  }
}

/** Counts what went out, for the audit row. */
export interface CsvProgress {
  rows: number;
}

/**
 * The file's text in pieces: the BOM and the header row, then the records of about `chunkRows` rows per
 * piece (one write per piece rather than per row). `progress.rows` counts the rows turned into text.
 */
export async function* csvChunks<T>(columns: readonly CsvColumn<T>[], rows: AsyncIterable<T> | Iterable<T>, progress: CsvProgress = { rows: 0 }, chunkRows = 200): AsyncGenerator<string> {
  let chunk = CSV_BOM + csvHeaderRecord(columns);
  let inChunk = 0;
  for await (const row of rows) {
    chunk += csvRowRecord(columns, row);
    progress.rows += 1;
    if (++inChunk >= chunkRows) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  if (chunk !== '') yield chunk;
}
