/**
 * The results of `read(0)`, `read(1)`, … `read(count - 1)` in order, reads up to `read(n + ahead)` started when the
 * caller asks for the n-th result, so they run while the caller works on that one (the index build: MariaDB or the
 * build workers read and prepare the next ranges of listings on the other core while this one is indexed). At most
 * `ahead + 1` reads are held at once. A read that fails is thrown where its result would have been handed over; one
 * started but never reached (the caller stopped early or threw) is not left as an unhandled rejection.
 */
export async function* readAhead<T>(count: number, read: (n: number) => Promise<T>, ahead = 1): AsyncGenerator<T, void, undefined> {
  const started = new Map<number, Promise<T>>();
  let toStart = 0;
  for (let n = 0; n < count; n++) {
    for (; toStart < count && toStart <= n + ahead; toStart++) {
      const reading = read(toStart);
      reading.catch(() => undefined);
      started.set(toStart, reading);
    }
    const current = started.get(n)!;
    started.delete(n);
    yield await current;
  }
}
