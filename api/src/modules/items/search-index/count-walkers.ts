import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../../common/runtime/start-worker';
import { countKeys, type ListingKeys } from './listing-keys';

export interface ToCountWorker {
  n: number;
  /** Its entries in a SharedArrayBuffer (listingKeys), as are the ids: the message copies neither. */
  keys: ListingKeys;
  ids: Uint32Array;
}
export type FromCountWorker = { n: number; counts: Int32Array } | { n: number; failed: string };

/** After a worker fails, its walks are made on the API's thread for this long before a new worker is started. */
const RESTART_AFTER_MS = 10_000;

/**
 * Worker threads that make the facet counts' walks of large result sets (CatalogIndex.searchPagePlan; CATALOG_COUNT_WORKERS):
 * the walk reads each listing's keys from memory, a cache miss a listing, and at 1,000,000 listings it was about 40 %
 * of the API thread's time in issue 14's mix while the machine's other core was mostly idle. With the walk on a
 * worker, the API's thread answers other requests meanwhile. The counts are the same whoever walks (countKeys on
 * the same shared slots and ids); when a worker fails, the walk is made here, so a search never fails for it.
 */
export class CountWalkers {
  private readonly pool: (CountWorker | null)[];
  private failedAt = 0;

  /** `onFailure` hears of a worker that failed (its walks were made on this thread). */
  constructor(size: number, private readonly onFailure: (error: Error) => void = () => undefined) {
    this.pool = Array.from({ length: Math.max(0, size) }, () => null);
  }

  get size(): number {
    return this.pool.length;
  }

  /** Starts every worker and waits until each has answered once, so the first search that needs one does not wait for its start. */
  async start(): Promise<void> {
    const none = { offsets: { tag: 0, area: 0, remote: 0, contract: 0, weekly: 0 }, size: 1, layout: 'bytes' as const, keys: new Uint8Array(new SharedArrayBuffer(16)) };
    await Promise.all(this.pool.map((_, n) => this.worker(n)?.count(none, new Uint32Array(new SharedArrayBuffer(0)))));
  }

  /** countKeys(keys, ids) on the least busy worker (on this thread when there is none). */
  async count(keys: ListingKeys, ids: Uint32Array): Promise<Int32Array> {
    let chosen: CountWorker | null = null;
    for (let n = 0; n < this.pool.length; n++) {
      const worker = this.worker(n);
      if (worker && (!chosen || worker.waiting < chosen.waiting)) chosen = worker;
    }
    if (!chosen) return countKeys(keys, ids);
    try {
      return await chosen.count(keys, ids);
    } catch (error) {
      const at = this.pool.indexOf(chosen);
      if (at >= 0) {
        this.pool[at] = null;
        this.failedAt = Date.now();
        void chosen.stop();
        this.onFailure(error as Error);
      }
      return countKeys(keys, ids);
    }
  }

  /** Whether some worker has no walk in hand (one started now would take a walk at once). */
  get idle(): boolean {
    return this.pool.some((worker) => (worker === null ? this.mayStart() : worker.waiting === 0));
  }

  async stop(): Promise<void> {
    const running = this.pool.splice(0).filter((w): w is CountWorker => w !== null);
    await Promise.all(running.map((w) => w.stop()));
  }

  /** Whether a worker may be started now (not within RESTART_AFTER_MS of a failure). */
  private mayStart(): boolean {
    return Date.now() - this.failedAt >= RESTART_AFTER_MS;
  }

  /** The n-th worker, started when it has none (but not within RESTART_AFTER_MS of a failure). */
  private worker(n: number): CountWorker | null {
    if (!this.pool[n] && this.mayStart()) this.pool[n] = new CountWorker();
    return this.pool[n];
  }
}

/** One count worker: its walks answered by number, in any order. */
class CountWorker {
  private readonly worker: Worker = startWorker(join(__dirname, 'count-walk.worker'));
  private readonly pending = new Map<number, { resolve: (counts: Int32Array) => void; reject: (error: Error) => void }>();
  private next = 0;
  private failure: Error | null = null;

  constructor() {
    this.worker.on('message', (message: FromCountWorker) => {
      const waiting = this.pending.get(message.n);
      this.pending.delete(message.n);
      if ('counts' in message) waiting?.resolve(message.counts);
      else waiting?.reject(new Error(`catalog count worker: ${message.failed}`));
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`catalog count worker exited (${code})`)));
    // An idle worker does not keep the process alive.
    this.worker.unref();
  }

  get waiting(): number {
    return this.pending.size;
  }

  count(keys: ListingKeys, ids: Uint32Array): Promise<Int32Array> {
    if (this.failure) return Promise.reject(this.failure);
    const n = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(n, { resolve, reject });
      this.worker.postMessage({ n, keys, ids } satisfies ToCountWorker);
    });
  }

  async stop(): Promise<void> {
    this.failure ??= new Error('catalog count worker stopped');
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
