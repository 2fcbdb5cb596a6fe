// The start-up warm-up (main.ts): the search, tag page and detail asked before visitors arrive, then searches of
// every shape for V8's compiler.
import { Agent, request, type Server } from 'node:http';
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
 * first pass through the search route (measured: the first search took 6× a warm one). The search is asked more
 * than once, so that the path visitors' requests take has run before they arrive. Failures are ignored: this only
 * prepares, it checks nothing.
 */
export async function warmUpPrivately(server: Server, dataSource: DatabasePing, budget = SEARCH_WARM_UP): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  try {
    return await warmUp((server.address() as AddressInfo).port, dataSource, budget);
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

/** Returns how many searches of the search-path warm-up (warmUpSearches) were asked. */
export async function warmUp(port: number, dataSource: DatabasePing, budget = SEARCH_WARM_UP): Promise<number> {
  await Promise.all(Array.from({ length: 10 }, () => dataSource.query('SELECT 1'))).catch(() => undefined);
  const api = `http://127.0.0.1:${port}/api/front/item`;
  // node:http with kept-alive connections rather than fetch: the client shares the thread with the server it warms,
  // and fetch's own cost was most of the warm-up's time (770 searches in 2.1 s at 100,000 listings with fetch).
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const ask = (path: string, read: boolean) =>
    new Promise<string | null>((resolve) => {
      const req = request(`${api}/${path}`, { agent, timeout: 5_000, headers: { 'user-agent': WARM_UP_USER_AGENT } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => read && chunks.push(chunk));
        res.on('end', () => resolve(read && res.statusCode === 200 ? Buffer.concat(chunks).toString('utf8') : null));
        res.on('error', () => resolve(null));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(null));
      req.end();
    });
  const get = async (path: string): Promise<WarmUpAnswer | null> => {
    const text = await ask(path, true);
    try {
      return text === null ? null : (JSON.parse(text) as WarmUpAnswer);
    } catch {
      return null;
    }
  };
  try {
    return await warmUpRoutes(get, (path) => ask(path, false), budget);
  } finally {
    agent.destroy();
  }
}

/** The routes' first requests, then the searches of every shape (warmUpSearches) within the budget. */
async function warmUpRoutes(get: (path: string) => Promise<WarmUpAnswer | null>, ask: (path: string) => Promise<unknown>, budget: typeof SEARCH_WARM_UP): Promise<number> {
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
  const searches = warmUpSearches(first?.facets?.tags ?? [], first?.facets?.areas ?? [], budget.searches);
  const until = Date.now() + budget.ms;
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < searches.length && Date.now() < until) await ask(searches[next++]);
    }),
  );
  return next;
}

interface WarmUpAnswer {
  items?: { id: number; tags?: { id: number }[] }[];
  facets?: { tags?: { id: number; term: string }[]; areas?: { id: number; name: string }[] };
}

/** How many searches of every shape the warm-up asks at most, and for how long. */
export const SEARCH_WARM_UP = { searches: 1500, ms: 2_000 };

/**
 * The warm-up's budget for a catalog of `openListings`: a search per 50 listings, up to SEARCH_WARM_UP. The
 * compiler's work is the same whatever the catalog's size, but only where a search costs enough for visitors to
 * queue behind it is it worth the start-up time (85,011 open listings: the 2 s end it after about 1,190 searches;
 * a test's catalog of a few hundred: a handful).
 */
export function searchWarmUpBudget(openListings: number): typeof SEARCH_WARM_UP {
  return { searches: Math.min(SEARCH_WARM_UP.searches, Math.ceil(openListings / 50)), ms: SEARCH_WARM_UP.ms };
}

/**
 * Searches of every shape the search pages ask — a tag's term, term and prefecture, two terms, the tag page, each
 * with the filters, both sorts and the first pages — built from the catalog's own tags and areas, so that V8 has
 * compiled the search path's functions before visitors arrive. Measured on issue 14's mix (100,000 listings):
 * the first few thousand searches after a start cost the API a sixth more CPU than later ones, the difference
 * spent by V8's compiler and collector threads on the other core, which the visitors' requests share.
 */
export function warmUpSearches(tags: readonly { id: number; term: string }[], areas: readonly { id: number; name: string }[], count: number): string[] {
  if (tags.length === 0) return [];
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const tag = tags[i % tags.length];
    const other = tags[(i * 13 + 5) % tags.length];
    const area = areas.length ? areas[(i * 7) % areas.length] : undefined;
    const q: string[] = [];
    const keyword = (text: string) => q.push(`keyword=${encodeURIComponent(text)}`);
    switch (i % 6) {
      case 0:
        keyword(tag.term);
        break;
      case 1:
        keyword(area ? `${tag.term} ${area.name}` : tag.term);
        break;
      case 2:
        keyword(tag.term);
        if (area) q.push(`areas=${area.id}`);
        q.push(`rate_min=${50 + 10 * (i % 5)}`);
        break;
      case 3:
        q.push(`tag_id=${tag.id}`, `remote=${1 + (i % 2)}`, `weekly_days=${3 + (i % 2)}`);
        break;
      case 4:
        q.push(`tag_id=${tag.id}`);
        if (area) q.push(`areas=${area.id}`);
        break;
      default:
        keyword(`${tag.term} ${other.term}`);
        q.push('new=1');
    }
    const page = 1 + (Math.floor(i / 6) % 3);
    if (page > 1) q.push(`page=${page}`);
    if (Math.floor(i / 18) % 2 === 1) q.push('sort=rate');
    paths.push(`${q[0].startsWith('tag_id') ? 'get-search-by-tag-list' : 'get-search-by-keyword-list'}?${q.join('&')}`);
  }
  return paths;
}
