/**
 * The results of `read(0)`, `read(1)`, … `read(count - 1)` in order, `read(n + 1)` started when the caller
 * asks for the n-th result, so it runs while the caller works on that one (the index build: MariaDB reads the
 * next range of listings on the other core while this one is indexed). At most two reads are held at once.
 * A read that fails is thrown where its result would have been handed over; one started but never reached
 * (the caller stopped early or threw) is not left as an unhandled rejection.
 */
export async function* readAhead<T>(count: number, read: (n: number) => Promise<T>): AsyncGenerator<T, void, undefined> {
  if (count <= 0) return;
  let next = read(0);
  for (let n = 0; n < count; n++) {
    const current = next;
    if (n + 1 < count) {
      next = read(n + 1);
      next.catch(() => undefined);
    }
    yield await current;
  }
}
