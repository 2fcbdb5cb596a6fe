import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../../common/runtime/start-worker';
import type { DatabaseSettings } from '../../../database/data-source-options';
import type { PublishedListingRow } from '../search/item-search.repository';
import type { CatalogWords, CatalogWordsSnapshot } from './catalog-words';
import type { ListingNames } from './indexed-listing';
import { prepareRange, type PreparedRange } from './prepared-range';
import { readAhead } from './read-ahead';

/** The build's ranges: listing ids (n·size, (n + 1)·size] for n = 0 … count − 1, and what each range needs besides its rows. */
export interface BuildRanges {
  count: number;
  size: number;
  names: ListingNames;
  /** A listing whose id is a multiple of this goes into the words sample (CatalogWords). */
  sampleEvery: number;
}

/** The ids of the n-th range: (n·size, (n + 1)·size]. */
export function rangeIds(n: number, size: number): { afterId: number; throughId: number } {
  return { afterId: n * size, throughId: (n + 1) * size };
}

/** Adds the texts of a prepared range's sampled listings to `words`. */
export function sampleWords(range: PreparedRange, sampleEvery: number, words: CatalogWords): void {
  for (const chunk of range.keywords) {
    chunk.ids.forEach((id, n) => {
      if (id % sampleEvery === 0) words.add(chunk.texts[n]);
    });
  }
}

/**
 * The ranges prepared on this thread, each read while the one before is indexed (readAhead): the build of a small
 * catalog, and of an in-memory SQLite database no other thread can open. `words` has the whole sample once the
 * last range has been handed over.
 */
export async function* rangesPreparedHere(
  ranges: BuildRanges,
  read: (range: { afterId: number; throughId: number }) => Promise<PublishedListingRow[]>,
  words: CatalogWords,
): AsyncGenerator<PreparedRange, void, undefined> {
  for await (const rows of readAhead(ranges.count, (n) => read(rangeIds(n, ranges.size)))) {
    const range = prepareRange(rows, ranges.names);
    sampleWords(range, ranges.sampleEvery, words);
    yield range;
  }
}

/** What a build worker is started with (workerData). */
export interface BuildWorkerData {
  database: DatabaseSettings;
  rangeSize: number;
  sampleEvery: number;
  tagTerms: [number, string][];
  areaNames: [number, string][];
}
export type ToBuildWorker = { kind: 'range'; n: number } | { kind: 'finish' };
export type FromBuildWorker = { kind: 'range'; n: number; range: PreparedRange } | { kind: 'words'; words: CatalogWordsSnapshot } | { kind: 'failed'; message: string };

/**
 * The ranges prepared by `workers` worker threads, each with its own database connection, range n by worker n mod
 * `workers`, handed over in order with the typed arrays transferred. Reading (the driver's decoding), folding the
 * texts, numbering their grams and writing the cards' JSON — about half of the build's time on the API's thread,
 * and most of its garbage — run beside the thread that fills the index, which only merges what they send. Each
 * worker works at most one range ahead of the one being indexed. The workers end with the build; a worker that
 * fails fails the build, as a failed read does.
 */
export async function* rangesPreparedInWorkers(ranges: BuildRanges, database: DatabaseSettings, workers: number, words: CatalogWords): AsyncGenerator<PreparedRange, void, undefined> {
  const data: BuildWorkerData = {
    database,
    rangeSize: ranges.size,
    sampleEvery: ranges.sampleEvery,
    tagTerms: [...ranges.names.tagTerms],
    areaNames: [...ranges.names.areaNames],
  };
  const pool = Array.from({ length: Math.max(1, Math.min(workers, ranges.count)) }, () => new BuildWorker(data));
  try {
    yield* readAhead(ranges.count, (n) => pool[n % pool.length].prepare(n), pool.length);
    for (const snapshot of await Promise.all(pool.map((w) => w.finish()))) words.absorb(snapshot);
  } finally {
    await Promise.all(pool.map((w) => w.stop()));
  }
}

/** One build worker: its requests answered in the order asked. */
class BuildWorker {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (message: FromBuildWorker) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | null = null;

  constructor(data: BuildWorkerData) {
    this.worker = startWorker(join(__dirname, 'catalog-build.worker'), { workerData: data });
    this.worker.on('message', (message: FromBuildWorker) => {
      const next = this.waiting.shift();
      if (message.kind === 'failed') this.fail(new Error(`catalog build worker: ${message.message}`), next);
      else next?.resolve(message);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`catalog build worker exited (${code})`)));
  }

  async prepare(n: number): Promise<PreparedRange> {
    const message = await this.ask({ kind: 'range', n });
    if (message.kind !== 'range' || message.n !== n) throw new Error(`catalog build worker: range ${n} expected`);
    return message.range;
  }

  async finish(): Promise<CatalogWordsSnapshot> {
    const message = await this.ask({ kind: 'finish' });
    if (message.kind !== 'words') throw new Error('catalog build worker: words expected');
    return message.words;
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }

  private ask(message: ToBuildWorker): Promise<FromBuildWorker> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(message);
    });
  }

  /** Fails the request the worker was on (or every one waiting) and every later one. */
  private fail(error: Error, current?: { reject: (error: Error) => void }): void {
    this.failure ??= error;
    current?.reject(error);
    for (const waiting of this.waiting.splice(0)) waiting.reject(error);
  }
}
