interface Waiting<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Asks `load` once for every key asked during one turn of the event loop (the requests whose data arrived in the
 * same poll of the sockets), instead of once per key: under load a point lookup per request becomes one
 * round trip for several requests (issue 14: the listing detail's primary-key query, where the socket write of
 * each query was a quarter of the API's CPU). A key asked twice in the turn is loaded once. At most `maxKeys`
 * keys go in one call; a failed call fails the keys it held.
 */
export function sameTurnBatch<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, maxKeys = 32): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, Waiting<V>[]>();
  let scheduled = false;

  const run = async (batch: Map<K, Waiting<V>[]>): Promise<void> => {
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    }
  };

  const flush = () => {
    scheduled = false;
    const asked = pending;
    pending = new Map();
    let batch = new Map<K, Waiting<V>[]>();
    for (const [key, waiting] of asked) {
      batch.set(key, waiting);
      if (batch.size === maxKeys) {
        void run(batch);
        batch = new Map();
      }
    }
    if (batch.size) void run(batch);
  };

  return (key: K) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiting = pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // After the poll phase: every request read in this turn has asked by then.
        setImmediate(flush);
      }
    });
}
