import fc from 'fast-check';
import { readAhead } from './read-ahead';

/** A read whose settling the test controls, and a log of what happened in which order. */
function controlledReads() {
  const log: string[] = [];
  const pending = new Map<number, { resolve: (v: string) => void; reject: (e: Error) => void }>();
  const read = (n: number) =>
    new Promise<string>((resolve, reject) => {
      log.push(`read ${n}`);
      pending.set(n, { resolve, reject });
    });
  return { log, pending, read };
}

describe('readAhead', () => {
  it('hands over the reads in order, the next one already asked for while the caller works on the current one', async () => {
    const { log, pending, read } = controlledReads();
    const pages = readAhead(3, read);
    const first = pages.next();
    expect(log).toEqual(['read 0', 'read 1']);
    pending.get(0)!.resolve('a');
    expect(await first).toEqual({ value: 'a', done: false });
    // The caller works on 'a'; read 1 runs meanwhile, read 2 waits until 'a' is taken.
    log.push('work a');
    pending.get(1)!.resolve('b');
    expect(await pages.next()).toEqual({ value: 'b', done: false });
    pending.get(2)!.resolve('c');
    expect(await pages.next()).toEqual({ value: 'c', done: false });
    expect(await pages.next()).toEqual({ value: undefined, done: true });
    expect(log).toEqual(['read 0', 'read 1', 'work a', 'read 2']);
  });

  it('reads nothing for no pages', async () => {
    const { log, read } = controlledReads();
    for await (const page of readAhead(0, read)) throw new Error(`unexpected ${page}`);
    expect(log).toEqual([]);
  });

  it('throws a failed read where its result would have come, and leaves no unhandled rejection when the caller stops', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const failing = readAhead(3, (n) => (n === 1 ? Promise.reject(new Error('read 1 failed')) : Promise.resolve(n)));
      const seen: number[] = [];
      await expect(
        (async () => {
          for await (const page of failing) seen.push(page);
        })(),
      ).rejects.toThrow('read 1 failed');
      expect(seen).toEqual([0]);

      // The caller throws on the first page while the second read fails: the failure is nobody's to report.
      const abandoned = readAhead(2, (n) => (n === 1 ? Promise.reject(new Error('not reached')) : Promise.resolve(n)));
      await expect(
        (async () => {
          for await (const page of abandoned) throw new Error(`indexing ${page} failed`);
        })(),
      ).rejects.toThrow('indexing 0 failed');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('yields every read once, in order, with at most `ahead + 1` reads in flight, whatever their timing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 3 }), { maxLength: 12 }), fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }), async (delays, ahead) => {
        let inFlight = 0;
        let most = 0;
        const read = async (n: number) => {
          inFlight++;
          most = Math.max(most, inFlight);
          for (let i = 0; i < delays[n]; i++) await Promise.resolve();
          inFlight--;
          return n;
        };
        const seen: number[] = [];
        for await (const page of readAhead(delays.length, read, ahead)) seen.push(page);
        expect(seen).toEqual(delays.map((_, n) => n));
        expect(most).toBeLessThanOrEqual((ahead ?? 1) + 1);
      }),
    );
  });
});
