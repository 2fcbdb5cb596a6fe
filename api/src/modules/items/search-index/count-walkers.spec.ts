import type { SearchFilters } from '../search/item-search.repository';
import { CatalogIndex, initCatalogBitmaps, type FacetsPlan, type IndexedListing } from './catalog-index';
import { CountWalkers } from './count-walkers';

const NOW = Date.parse('2026-11-25T00:00:00Z');
const DAY = 86_400_000;
const NONE: SearchFilters = { words: [], wordTagIds: [], wordAreaIds: [], tagIds: [], areaIds: [], includeNoRate: false, remoteLevels: [], contractTypeIds: [] };

/** A catalog of `n` listings, the same every time; tag ids from `firstTag` (300 and up: the wide slots). */
function catalog(n: number, firstTag: number): CatalogIndex {
  const index = new CatalogIndex();
  let seed = 11;
  const random = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const listings: IndexedListing[] = [];
  for (let id = 1; id <= n; id++) {
    listings.push({
      id,
      text: random() < 0.5 ? 'java 東京' : 'php 大阪',
      tagIds: [...new Set([firstTag + Math.floor(random() * 8), firstTag + Math.floor(random() * 3)])],
      areaIds: [1 + Math.floor(random() * 5)],
      remoteLevel: Math.floor(random() * 3),
      contractTypeId: random() < 0.2 ? null : 1 + Math.floor(random() * 3),
      weeklyDaysMin: random() < 0.2 ? null : 1 + Math.floor(random() * 5),
      rateMin: 500_000,
      rateMax: 600_000 + Math.floor(random() * 3) * 100_000,
      publishedAt: NOW - Math.floor(random() * 30) * DAY,
    });
  }
  index.upsertMany(listings);
  return index;
}

const FILTERS: SearchFilters[] = [
  NONE,
  { ...NONE, words: ['java'] },
  { ...NONE, areaIds: [2, 3], remoteLevels: [1] },
  { ...NONE, words: ['東京'], weeklyDays: 3, contractTypeIds: [1, 2] },
];

/**
 * CountWalkers (count-walkers.ts): the facets of a plan whose walks a worker thread made are the facets the index
 * counts on its own thread, for both slot layouts, and a worker that fails leaves the walk to this thread.
 */
describe('CountWalkers', () => {
  const newSince = new Date(NOW - 7 * DAY);
  let walkers: CountWalkers;
  let failures: Error[];
  beforeAll(() => initCatalogBitmaps());
  beforeEach(() => {
    failures = [];
    walkers = new CountWalkers(1, (error) => failures.push(error));
  });
  afterEach(() => walkers.stop());

  const walked = async (plan: FacetsPlan) => plan.finish(await Promise.all(plan.walks.map((w) => walkers.count(w.keys, w.ids))));

  it.each([
    ['one-byte', 1],
    ['16-bit', 300],
  ])('gives the same facets as the index counting alone (%s slots)', async (_layout, firstTag) => {
    const index = catalog(3000, firstTag);
    await walkers.start();
    let walks = 0;
    for (const f of FILTERS) {
      const { ids, facets } = index.searchPagePlan(f, 'new', 20, 20, newSince, 5, 1, NOW);
      walks += facets.walks.length;
      expect({ ids, facets: await walked(facets) }).toEqual(index.searchPage(f, 'new', 20, 20, newSince, 5, NOW));
      expect(await walked(index.facetsPlan(f, newSince, 5, 1, NOW))).toEqual(index.facets(f, newSince, 5, NOW));
    }
    // Every filter set had its walks made by the worker (the area filter's set and its leave-one-out set: two).
    expect(walks).toBeGreaterThanOrEqual(FILTERS.length + 1);
    expect(failures).toEqual([]);
  });

  it('is idle while a worker has no walk in hand, and busy from a hand-over until its answer', async () => {
    const index = catalog(2000, 1);
    await walkers.start();
    expect(walkers.idle).toBe(true);
    const plan = index.facetsPlan(FILTERS[2], newSince, 5, 1, NOW);
    const counting = Promise.all(plan.walks.map((w) => walkers.count(w.keys, w.ids)));
    expect(walkers.idle).toBe(false);
    expect(plan.finish(await counting)).toEqual(index.facets(FILTERS[2], newSince, 5, NOW));
    expect(walkers.idle).toBe(true);
    // A failed worker is not idle until one may be started again (its walks are made on this thread meanwhile).
    await (walkers as unknown as { pool: { worker: { terminate(): Promise<number> } }[] }).pool[0].worker.terminate();
    await walkers.count(plan.walks[0].keys, plan.walks[0].ids);
    expect(walkers.idle).toBe(false);
    expect(new CountWalkers(0).idle).toBe(false);
  });

  it('makes the walk on this thread when its worker fails, and says so', async () => {
    const index = catalog(2000, 1);
    const f = FILTERS[2];
    const plan = index.facetsPlan(f, newSince, 5, 1, NOW);
    const counting = plan.walks.map((w) => walkers.count(w.keys, w.ids));
    // The worker is gone while its walks are on their way.
    await (walkers as unknown as { pool: { worker: { terminate(): Promise<number> } }[] }).pool[0].worker.terminate();
    expect(plan.finish(await Promise.all(counting))).toEqual(index.facets(f, newSince, 5, NOW));
    expect(failures.length).toBeGreaterThan(0);
    // No new worker yet (RESTART_AFTER_MS): the next walks are made here, with the same answer.
    expect(await walked(index.facetsPlan(f, newSince, 5, 1, NOW))).toEqual(index.facets(f, newSince, 5, NOW));
  });
});
