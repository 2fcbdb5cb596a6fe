import { CatalogChanges } from '../src/common/catalog-changes/catalog-changes';
import { ItemSearchRepository, type SearchFilters } from '../src/modules/items/search/item-search.repository';
import { CatalogIndexService } from '../src/modules/items/search-index/catalog-index.service';
import type { CatalogIndex } from '../src/modules/items/search-index/catalog-index';
import { RemoteLevel } from '../src/modules/items/entities/item.entity';
import { MasterService } from '../src/modules/master/master.service';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { TagsService } from '../src/modules/tags/tags.service';
import type { AppConfig } from '../src/config/app-config';
import { makeArea, makeItem, makeTag } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const NO_FILTERS: SearchFilters = { words: [], wordTagIds: [], wordAreaIds: [], tagIds: [], areaIds: [], includeNoRate: false, remoteLevels: [], contractTypeIds: [] };

/**
 * The index build's worker threads (CATALOG_BUILD_WORKERS, catalog-build-workers.ts) read and prepare the listings
 * over their own connections to MariaDB: the index and the cards they give must be the ones the API's own thread
 * builds. This file's database holds listings with ids spread past BUILD_WORKERS_FROM_ID, so a build with workers
 * spans several ranges and both workers.
 */
describe('the catalog index built by worker threads ≡ the one built on the API thread (MariaDB)', () => {
  let t: TestApp;
  let here: CatalogIndex;
  const services: CatalogIndexService[] = [];

  /** Another CatalogIndexService over the app's database and modules, with `config` changed. */
  const anotherService = (config: Partial<AppConfig>) => {
    const service = new CatalogIndexService({ ...t.config, ...config }, t.app.get(ItemSearchRepository), t.app.get(TagsService), t.app.get(MasterService), t.app.get(CatalogChanges));
    services.push(service);
    return service;
  };

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, catalogBuildWorkers: 0 });
    const ds = t.dataSource;
    const tags = [await makeTag(ds, { term: 'Java' }), await makeTag(ds, { term: 'C++' }), await makeTag(ds), await makeTag(ds)];
    const deleted = await makeTag(ds);
    const areas = [await makeArea(ds, { name: '東京都' }), await makeArea(ds, { name: '大阪府' })];
    const now = Date.now();
    const texts = ['Java/Spring 基幹システム開発', 'JavaScript フロントエンド', 'C++ 組込み制御', 'インフラ設計・構築（AWS）', 'Go言語 バックエンド', 'リモート 保守運用'];
    // Ids 1…30, then past 50,000 (BUILD_WORKERS_FROM_ID) up to 70,001: the workers read 71 ranges, most of them empty.
    for (const [n, id] of [...Array.from({ length: 30 }, (_, i) => i + 1), 50_001, 50_002, 65_000, 70_001].entries()) {
      await makeItem(ds, {
        id,
        name: `${texts[n % texts.length]} 案件${n}`,
        detail: n % 4 === 0 ? 'インフラ設計と構築、東京勤務' : null,
        tags: [tags[n % 4], ...(n % 5 === 0 ? [tags[(n + 1) % 4], deleted] : [])],
        areas: n % 3 === 2 ? [] : [areas[n % 2]],
        remoteLevel: [RemoteLevel.OnSite, RemoteLevel.PartlyRemote, RemoteLevel.FullRemote][n % 3],
        weeklyDaysMin: n % 6 === 0 ? null : (n % 5) + 1,
        rateMin: n % 7 === 0 ? null : 400_000 + (n % 5) * 50_000,
        rateMax: n % 4 === 0 ? null : 600_000 + (n % 6) * 50_000,
        publishedAt: new Date(now - (n % 9) * 3 * DAY - n * 1000 + (n === 33 ? 2 * DAY : 0)),
        ended: n === 31,
      });
    }
    await ds.getRepository(TagEntity).softDelete(deleted.id);
    here = await t.app.get(CatalogIndexService).current();
  });

  afterAll(async () => {
    for (const service of services) service.onApplicationShutdown();
    await t?.close();
  });

  it('gives the same pages, facets and cards as the index built on the API thread', async () => {
    expect(t.app.get(CatalogIndexService).lastBuild?.workers).toBe(0);
    const service = anotherService({ catalogBuildWorkers: 2 });
    const built = await service.ready();
    expect(service.lastBuild?.workers).toBe(2);
    // 34 listings, one ended.
    expect(built.size).toBe(here.size);
    expect(here.size).toBe(33);
    const later = Date.now() + 3 * DAY;
    const tagIds = [...new Set([...here.ids()].flatMap((id) => here.get(id)!.tagIds))];
    const filterSets: SearchFilters[] = [
      NO_FILTERS,
      { ...NO_FILTERS, words: ['java'] },
      { ...NO_FILTERS, words: ['c++'] },
      { ...NO_FILTERS, words: ['インフラ', '東京'] },
      { ...NO_FILTERS, words: ['リモート'] },
      { ...NO_FILTERS, tagIds: [tagIds[0]] },
      { ...NO_FILTERS, remoteLevels: [RemoteLevel.FullRemote], rateMinYen: 500_000 },
      { ...NO_FILTERS, weeklyDays: 3, includeNoRate: true, rateMaxYen: 700_000 },
    ];
    for (const filters of filterSets) {
      for (const at of [Date.now(), later]) {
        expect(built.pageIds(filters, 'new', 0, 50, at)).toEqual(here.pageIds(filters, 'new', 0, 50, at));
        expect(built.pageIds(filters, 'rate', 0, 50, at)).toEqual(here.pageIds(filters, 'rate', 0, 50, at));
        expect(built.facets(filters, new Date(at - 7 * DAY), 1000, at)).toEqual(here.facets(filters, new Date(at - 7 * DAY), 1000, at));
      }
    }
    const ids = [...here.ids()];
    expect([...built.ids()].sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    for (const id of ids) expect(built.get(id)).toEqual(here.get(id));
    expect(service.cardsOf(ids)).toEqual(t.app.get(CatalogIndexService).cardsOf(ids));
  });

  it('fails the build, not hangs it, when a worker cannot read', async () => {
    const service = anotherService({ catalogBuildWorkers: 2, databaseUrl: `${t.config.databaseUrl!.replace(/\/[^/]*$/, '')}/no_such_database_for_workers` });
    await expect(service.ready()).rejects.toThrow(/catalog build worker/);
  });
});
