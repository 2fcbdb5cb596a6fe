import { ItemsRepository } from '../src/modules/items/items.repository';
import { ItemsService } from '../src/modules/items/items.service';
import { ListingWriter } from '../src/modules/items/listing-writer.service';
import { ItemSearchRepository, type SearchFilters, type SearchStatsRow } from '../src/modules/items/search/item-search.repository';
import { CatalogIndexService } from '../src/modules/items/search-index/catalog-index.service';
import type { CatalogFacets, CatalogIndex } from '../src/modules/items/search-index/catalog-index';
import { ItemStatus, RemoteLevel } from '../src/modules/items/entities/item.entity';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeArea, makeContractType, makeItem, makeTag } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const DAY = 86_400_000;

/**
 * Issue 14: the catalog index built from MariaDB answers what the SQL search answers — pages in both orders,
 * totals and facets (stats), tag and area counts, counts of named tags and per rate, the highest rates and
 * ids — for filter sets over this file's own listings (every query is narrowed to its tags, so other files'
 * data does not count). Keywords are Japanese words here, which match as substrings under both the LIKE and
 * the index's rules.
 */
describe('catalog index ≡ SQL search on MariaDB', () => {
  let t: TestApp;
  let index: CatalogIndex;
  let repository: ItemSearchRepository;
  let own: number[];
  let marker: string;
  let deletedTagId: number;
  let areaIds: number[];
  let contractTypeId: number;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    const ds = t.dataSource;
    const tags = await Promise.all([1, 2, 3, 4].map(() => makeTag(ds)));
    const deleted = await makeTag(ds);
    const areas = [await makeArea(ds), await makeArea(ds)];
    const contract = await makeContractType(ds);
    marker = `索引${Date.now()}`;
    const now = Date.now();
    for (let i = 0; i < 24; i++) {
      await makeItem(ds, {
        name: i % 3 === 0 ? `${marker}の案件 ${i}` : `案件 ${i}`,
        detail: i % 4 === 0 ? 'インフラ設計と構築' : null,
        tags: [tags[i % 4], ...(i % 5 === 0 ? [tags[(i + 1) % 4], deleted] : [])],
        areas: i % 3 === 2 ? [] : [areas[i % 2]],
        remoteLevel: [RemoteLevel.OnSite, RemoteLevel.PartlyRemote, RemoteLevel.FullRemote][i % 3],
        contractTypeId: i % 2 ? contract.id : null,
        weeklyDaysMin: i % 6 === 0 ? null : (i % 5) + 1,
        rateMin: i % 7 === 0 ? null : 400_000 + (i % 5) * 50_000,
        rateMax: i % 4 === 0 ? null : 600_000 + (i % 6) * 50_000,
        publishedAt: new Date(now - (i % 9) * 3 * DAY - i * 1000),
      });
    }
    // A card's edges: the details' 121st character a surrogate pair (SQL's SUBSTR counts it as one), no optional text at all.
    await makeItem(ds, { name: `${marker} 絵文字`, detail: `${'詳'.repeat(119)}😀😀あ`, tags: [tags[1], tags[0]], areas: areas });
    await makeItem(ds, { name: `${marker} 空`, detail: null, mustHaveRequirements: null, areaDetail: null, tags: [], areas: [] });
    await makeItem(ds, { name: `${marker} 終了`, tags: [tags[0]], ended: true });
    await makeItem(ds, { name: `${marker} 予約`, tags: [tags[0]], publishedAt: new Date(now + DAY) });
    await ds.getRepository(TagEntity).softDelete(deleted.id);
    own = tags.map((tag) => tag.id);
    deletedTagId = deleted.id;
    areaIds = areas.map((a) => a.id);
    contractTypeId = contract.id;
    repository = t.app.get(ItemSearchRepository);
    index = await t.app.get(CatalogIndexService).current();
  });

  afterAll(async () => {
    await t?.close();
  });

  /** CatalogFacets as the SQL states them: each alternative group's counts from the stats without its own selection. */
  const referenceFacets = async (f: SearchFilters, newSince: Date, tagLimit: number) => {
    const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
    const by = async (change: Partial<SearchFilters>, key: (r: SearchStatsRow) => number | null) => {
      const counts = new Map<number, number>();
      for (const r of await repository.stats({ ...f, ...change }, newSince)) {
        const id = key(r);
        if (id !== null) counts.set(id, (counts.get(id) ?? 0) + r.count);
      }
      return [...counts].map(([id, count]) => ({ id, count }));
    };
    const stats = await repository.stats(f, newSince);
    return {
      total: sum(stats),
      newCount: stats.reduce((n, r) => n + r.newCount, 0),
      remote: await by({ remoteLevels: [] }, (r) => r.remoteLevel),
      contractTypes: await by({ contractTypeIds: [] }, (r) => r.contractTypeId),
      weeklyDaysMin: await by({ weeklyDays: undefined }, (r) => r.weeklyDaysMin),
      tags: await repository.tagCounts(f, tagLimit, [deletedTagId]),
      areas: await repository.areaCounts({ ...f, areaIds: [] }),
    };
  };
  const sortedFacets = (facets: CatalogFacets) => {
    const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
    return { ...facets, remote: byId(facets.remote), contractTypes: byId(facets.contractTypes), weeklyDaysMin: byId(facets.weeklyDaysMin), areas: byId(facets.areas) };
  };

  const base = (): SearchFilters => ({ words: [], wordTagIds: [], wordAreaIds: [], tagIds: [], areaIds: [], includeNoRate: false, remoteLevels: [], contractTypeIds: [], anyTagIds: own });

  it('gives the same pages, stats, tag counts and area counts for every filter kind', async () => {
    const newSince = new Date(Date.now() - 7 * DAY);
    const sets: Partial<SearchFilters>[] = [
      {},
      { words: [marker.toLowerCase()] },
      { words: ['インフラ', '設計'] },
      { tagIds: [own[0]] },
      { tagIds: [own[0], own[1]] },
      { areaIds: [] },
      { rateMinYen: 650_000 },
      { rateMaxYen: 500_000, includeNoRate: true },
      { rateMinYen: 500_000, rateMaxYen: 700_000 },
      { remoteLevels: [RemoteLevel.FullRemote, RemoteLevel.PartlyRemote] },
      { weeklyDays: 3 },
      { publishedSince: newSince },
      { remoteLevels: [RemoteLevel.OnSite], weeklyDays: 5, rateMinYen: 450_000 },
      { areaIds: [areaIds[0]] },
      { contractTypeIds: [contractTypeId] },
      { areaIds: [areaIds[1]], remoteLevels: [RemoteLevel.FullRemote, RemoteLevel.OnSite], contractTypeIds: [contractTypeId], weeklyDays: 4, words: ['インフラ'] },
    ];
    for (const change of sets) {
      const f = { ...base(), ...change };
      for (const sort of ['new', 'rate'] as const) {
        for (const [offset, limit] of [
          [0, 10],
          [5, 5],
          [20, 10],
        ]) {
          expect({ change, sort, offset, ids: index.pageIds(f, sort, offset, limit) }).toEqual({ change, sort, offset, ids: await repository.pageIds(f, sort, offset, limit) });
        }
      }
      const key = (r: { remoteLevel: number; weeklyDaysMin: number | null; contractTypeId: number | null }) => `${r.remoteLevel}|${r.weeklyDaysMin}|${r.contractTypeId}`;
      const sortStats = (rows: { remoteLevel: number; weeklyDaysMin: number | null; contractTypeId: number | null }[]) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
      expect({ change, stats: sortStats(index.stats(f, newSince)) }).toEqual({ change, stats: sortStats(await repository.stats(f, newSince)) });
      // The index holds live tags only; the service leaves deleted ones out of the repository's counts the same way.
      expect({ change, tags: index.tagCounts(f, 10) }).toEqual({ change, tags: await repository.tagCounts(f, 10, [deletedTagId]) });
      const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
      expect({ change, areas: byId(index.areaCounts(f)) }).toEqual({ change, areas: byId(await repository.areaCounts(f)) });
      expect({ change, facets: sortedFacets(index.facets(f, newSince, 10)) }).toEqual({ change, facets: sortedFacets(await referenceFacets(f, newSince, 10)) });
    }
  });

  it('gives the same counts of named tags, counts per rate, highest rates and highest ids (rankings, top-page figures, market price, recommendations)', async () => {
    const sets: Partial<SearchFilters>[] = [
      {},
      // No filter at all, as the top page's figures and rankings ask (this file's database holds only its own listings).
      { anyTagIds: undefined },
      { tagIds: [own[0]] },
      { tagIds: [own[1]] },
      { words: [marker.toLowerCase()] },
      { rateMinYen: 650_000 },
      { remoteLevels: [RemoteLevel.OnSite], weeklyDays: 5 },
      { publishedSince: new Date(Date.now() - 7 * DAY) },
    ];
    const byRate = (rows: { rate: number }[]) => [...rows].sort((a, b) => a.rate - b.rate);
    const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
    for (const change of sets) {
      const f = { ...base(), ...change };
      expect({ change, tags: byId(index.countsOfTags(f, [own[2], own[0], own[1], own[3], own[0]])) }).toEqual({ change, tags: byId(await repository.countsOfTags(f, own)) });
      // The index holds live tags only: a deleted tag has no count (TagsService leaves it out of every list anyway).
      expect(index.countsOfTags(f, [deletedTagId])).toEqual([]);
      expect({ change, rates: byRate(index.rateCounts(f)) }).toEqual({ change, rates: byRate(await repository.rateCounts(f)) });
      for (const limit of [1, 3, 10, 50]) {
        // Many listings share a rate_max here: ties are broken by id, not by date as in the search's rate order.
        expect({ change, limit, ids: index.highestRateIds(f, limit) }).toEqual({ change, limit, ids: await repository.highestRateIds(f, limit) });
        const top = await repository.highestIds(f, 3);
        expect({ change, limit, ids: index.highestIds(f, limit, top.slice(1)) }).toEqual({ change, limit, ids: await repository.highestIds(f, limit, top.slice(1)) });
      }
    }
  });

  it('leaves out ended listings and keeps a scheduled one until its date; a deleted tag is no facet', async () => {
    const f = { ...base(), words: [marker.toLowerCase()] };
    const ids = index.pageIds(f, 'new', 0, 50);
    // The marker's open listings with this file's tags: 8 of the 24, and the emoji card (the one without tags is not among them).
    expect(ids).toHaveLength(9);
    expect(index.pageIds(f, 'new', 0, 50, Date.now() + 2 * DAY)).toHaveLength(10);
    expect(index.tagCounts({ ...base() }, 50).map((r) => r.id).sort()).toEqual([...own].sort());
  });

  it("holds every indexed listing's card exactly as the card query reads it, and follows an edit of a field only the card shows", async () => {
    const service = t.app.get(CatalogIndexService);
    const cards = t.app.get(ItemsRepository);
    // This file's listings only (other files write theirs meanwhile): those with its tags, and by its marker word the one with none.
    const later = Date.now() + 2 * DAY;
    const ids = [...new Set([...index.pageIds(base(), 'new', 0, 100, later), ...index.pageIds({ ...base(), anyTagIds: undefined, words: [marker.toLowerCase()] }, 'new', 0, 100, later)])];
    // 24 + the two edge cards + the scheduled one (its card is kept: it opens on its date).
    expect(ids).toHaveLength(27);
    const held = service.cardsOf(ids);
    expect(held.size).toBe(ids.length);
    expect(ids.map((id) => held.get(id))).toEqual(await cards.findCards(ids));
    // Written out from the stored text (the search pages' cards), exactly the JSON of the same cards as objects; the
    // scheduled one left out of both. The database's copy of the cards, turned into objects the same way, is equal too.
    const items = t.app.get(ItemsService);
    const now = new Date();
    const written = (await items.openCardsJson(ids, now)).map((card) => card.json);
    expect(written).toHaveLength(26);
    expect(written).toEqual((await items.openCards(ids, now)).map((card) => JSON.stringify(card)));
    const [ended] = index.pageIds({ ...base(), words: [`${marker} 終了`.toLowerCase()] }, 'new', 0, 1);
    expect(ended).toBeUndefined();

    // Its own listing for the writes (tests run in random order: the others' listings stay as they are).
    const ownTag = await makeTag(t.dataSource);
    const edited = (await makeItem(t.dataSource, { name: `${marker} 編集用`, tags: [ownTag] })).id;
    await t.app.get(CatalogIndexService).catchUp();
    await t.app.get(ListingWriter).update(edited, { rateDetail: '〜99万円/月（カード確認）' });
    expect(service.cardsOf([edited]).get(edited)?.item.rateDetail).toBe('〜99万円/月（カード確認）');
    expect(service.cardsOf([edited])).toEqual(new Map([[edited, (await cards.findCards([edited]))[0]]]));
    // Ended: out of the open catalog, first in its tags' 募集終了 lists and the site's, its card saying so; deleted: in none.
    await t.app.get(ListingWriter).end(edited);
    expect(index.get(edited)).toBeUndefined();
    const tagIds = (await cards.findCards([edited]))[0].tags.map((tag) => tag.id);
    // The site's list: other files end listings meanwhile, so only membership is checked there.
    expect(service.endedIds(50)).toContain(edited);
    for (const tagId of tagIds) expect(service.endedIds(50, tagId)[0]).toBe(edited);
    for (const tagId of [...own, deletedTagId]) expect(service.endedIds(50, tagId)).toEqual(await repository.endedIds(50, tagId));
    expect(service.cardsOf([edited]).get(edited)?.item.status).toBe(ItemStatus.Ended);
    expect(service.cardsOf([edited])).toEqual(new Map([[edited, (await cards.findCards([edited]))[0]]]));
    await t.app.get(ListingWriter).update(edited, { name: '終了後に直した名前' });
    expect(service.cardsOf([edited]).get(edited)?.item.name).toBe('終了後に直した名前');
    await t.app.get(ListingWriter).delete(edited);
    expect(service.cardsOf([edited]).size).toBe(0);
    expect(service.endedIds(50)).not.toContain(edited);
    for (const tagId of tagIds) expect(service.endedIds(50, tagId)).not.toContain(edited);
  });
});
