// The start-up warm-up (main.ts): the search, tag page and detail asked once before visitors arrive.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the warm-up needs of the DataSource: a query to open the pool's connections. */
export interface DatabasePing {
  query(sql: string): Promise<unknown>;
}

/**
 * The warm-up's requests name themselves as a crawler, which the listing view counter never counts
 * (item-view-counter.ts): a start must not add a view to the listing the warm-up opens (each restart did, and
 * the back office's 閲覧数 grew by one per deploy).
 */
export const WARM_UP_USER_AGENT = 'engineer-route-start-up-warm-up (crawler)';

/**
 * The first visitors after a start should not pay for opening the database pool's connections or for the
 * first pass through the search route (measured: the first search took 6× a warm one). A route's first request
 * goes through Express and teaches the direct lane its headers (direct-public-reads.ts), so the search is asked
 * more than once: the later ones run the lane's path as visitors' requests will. Failures are ignored: this only
 * prepares, it checks nothing.
 */
export async function warmUpPrivately(server: Server, dataSource: DatabasePing): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  try {
    await warmUp((server.address() as AddressInfo).port, dataSource);
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

export async function warmUp(port: number, dataSource: DatabasePing): Promise<void> {
  await Promise.all(Array.from({ length: 10 }, () => dataSource.query('SELECT 1'))).catch(() => undefined);
  const api = `http://127.0.0.1:${port}/api/front/item`;
  const get = (path: string) =>
    fetch(`${api}/${path}`, { signal: AbortSignal.timeout(5_000), headers: { 'user-agent': WARM_UP_USER_AGENT } })
      .then((res) => (res.ok ? (res.json() as Promise<{ items?: { id: number; tags?: { id: number }[] }[] }>) : null))
      .catch(() => null);
  const first = await get(`get-search-by-keyword-list?keyword=${encodeURIComponent('開発')}&sort=rate&page=4`);
  await get(`get-search-by-keyword-list?keyword=${encodeURIComponent('設計')}&remote=1&page=2`);
  // The tag page and the detail: the routes visitors ask most after the search, with ids the search found.
  const card = first?.items?.[0];
  const tagId = card?.tags?.[0]?.id;
  if (tagId !== undefined) {
    await get(`get-search-by-tag-list?tag_id=${tagId}`);
    await get(`get-search-by-tag-list?tag_id=${tagId}&rate_min=60&remote=1&sort=rate&page=2`);
  }
  if (card) for (let n = 0; n < 2; n++) await get(`get-item-detail/${card.id}`);
}
