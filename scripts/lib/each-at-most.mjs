/**
 * Runs `work` on every item, at most `limit` at once (the build and the typecheck: two at a time, the machines we
 * target have two cores and webpack and tsc are CPU-bound). Rejects with the first failure of `work`.
 */
export async function eachAtMost(limit, items, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
