/**
 * Runs `work` on every item, at most `limit` at once. For a test that loads many pages each in a browser context of
 * its own and then waits (network idle, Chrome's preload warnings): one after another, the waits add up.
 */
export async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
