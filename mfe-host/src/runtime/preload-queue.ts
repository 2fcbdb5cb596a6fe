// SPEC §9: route preloading runs at most 4 loads in parallel; each key is loaded once.
export class PreloadQueue {
  private readonly waiting: [string, () => Promise<unknown>][] = [];
  private readonly seen = new Set<string>();
  private running = 0;
  /** Highest number of loads seen running at once (for tests and diagnostics). */
  peak = 0;

  constructor(private readonly limit = 4) {}

  /** Queues a load unless that key was queued before; returns whether it was queued. */
  add(key: string, load: () => Promise<unknown>): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.waiting.push([key, load]);
    this.pump();
    return true;
  }

  get active() {
    return this.running;
  }

  private pump() {
    while (this.running < this.limit && this.waiting.length > 0) {
      const [, load] = this.waiting.shift()!;
      this.running++;
      this.peak = Math.max(this.peak, this.running);
      let p: Promise<unknown>;
      try {
        p = Promise.resolve(load());
      } catch (e) {
        p = Promise.reject(e);
      }
      p.catch(() => undefined).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }
}
