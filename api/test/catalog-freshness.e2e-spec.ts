import { randomBytes } from 'node:crypto';
import { ListingWriter } from '../src/modules/items/listing-writer.service';
import { CatalogIndexService } from '../src/modules/items/search-index/catalog-index.service';
import { ItemEntity, RemoteLevel } from '../src/modules/items/entities/item.entity';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeItem, makeTag } from './support/factories';
import { createTestApp, withSecondApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** What a visitor of search and of the tag page sees of this file's listings. */
async function seen(t: TestApp, marker: string, tagId: number) {
  const search = await t.http.get(`/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent(marker)}&per_page=50`).expect(200);
  const tag = await t.http.get(`/api/front/item/get-search-by-tag-list?tag_id=${tagId}&per_page=50`).expect(200);
  const related = await t.http.get(`/api/front/item/get-related-tags-by-keyword?keyword=${encodeURIComponent(marker)}`).expect(200);
  const remote = (body: { facets: { remote: { value: number; count: number }[] } }) => body.facets.remote.map((r) => r.count);
  return {
    ids: (search.body.items as { id: number }[]).map((i) => i.id).sort((a, b) => a - b),
    total: search.body.total as number,
    remote: remote(search.body),
    tagTotal: tag.body.total as number,
    tagIds: (tag.body.items as { id: number }[]).map((i) => i.id).sort((a, b) => a - b),
    related: (related.body.tags as { id: number; count: number }[]).find((r) => r.id === tagId)?.count ?? 0,
  };
}

/** Polls `check` every 20 ms until it holds; returns how long that took. */
async function msUntil(check: () => Promise<boolean>, limitMs = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

/**
 * Issue 14: the catalog search index stays current on every write. Without CATALOG_INDEX_SYNC_ON_READ (the
 * test default), so what is checked is what production does: a write through ListingWriter is searchable on
 * its own instance when the call returns, and on a second API instance over the same database within 1 s —
 * through Redis pub/sub, and through the change poll alone when the second instance has no Redis.
 */
describe('catalog search index freshness', () => {
  let t: TestApp;

  /** Each test's own tag and listings (4: on-site and full remote in turn), found by a marker word of their own (tests run in random order). */
  async function ownListings(): Promise<{ tag: TagEntity; marker: string; ids: number[] }> {
    const tag = await makeTag(t.dataSource);
    const marker = `鮮度${randomBytes(4).toString('hex')}`;
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const item = await makeItem(t.dataSource, { name: `${marker} 案件${i}`, tags: [tag], remoteLevel: i % 2 ? RemoteLevel.FullRemote : RemoteLevel.OnSite });
      ids.push(item.id);
    }
    // Written straight to the database by the factory: let the poll take them in before the test looks.
    await msUntil(async () => (await seen(t, marker, tag.id)).total === 4, 3_000);
    return { tag, marker, ids };
  }

  beforeAll(async () => {
    t = await createTestApp({ catalogIndexSyncOnRead: false });
    await t.app.get(CatalogIndexService).ready();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('drops an ended or deleted listing from search, the tag page, facets and related tags as the write returns', async () => {
    const { tag, marker, ids } = await ownListings();
    const writer = t.app.get(ListingWriter);
    expect(await seen(t, marker, tag.id)).toEqual({ ids, total: 4, remote: [2, 0, 2], tagTotal: 4, tagIds: ids, related: 4 });
    await writer.end(ids[0]);
    expect(await seen(t, marker, tag.id)).toEqual({ ids: ids.slice(1), total: 3, remote: [1, 0, 2], tagTotal: 3, tagIds: ids.slice(1), related: 3 });
    await writer.delete(ids[1]);
    expect(await seen(t, marker, tag.id)).toEqual({ ids: ids.slice(2), total: 2, remote: [1, 0, 1], tagTotal: 2, tagIds: ids.slice(2), related: 2 });
    // Ended listings keep their page (募集終了); a deleted one is gone.
    await t.http.get(`/api/front/item/get-item-detail/${ids[0]}`).expect(200);
    await t.http.get(`/api/front/item/get-item-detail/${ids[1]}`).expect(404);
  });

  it('shows an edit on a second API instance within 1 s, over Redis pub/sub', async () => {
    const { tag, marker, ids } = await ownListings();
    // The second instance's poll is made too slow to matter: only the message can bring the change in time.
    const overrides = { databaseUrl: t.config.databaseUrl, queuePrefix: t.config.queuePrefix, catalogIndexSyncOnRead: false, catalogIndexPollMs: 600_000 };
    await withSecondApp(t, overrides, async (other) => {
      await other.app.get(CatalogIndexService).ready();
      const renamed = `${marker}改`;
      const before = await seen(other, renamed, tag.id);
      expect(before.total).toBe(0);
      const started = Date.now();
      await t.app.get(ListingWriter).update(ids[2], { name: `${renamed} 案件`, remoteLevel: RemoteLevel.PartlyRemote });
      const ms = await msUntil(async () => {
        const now = await seen(other, renamed, tag.id);
        return now.total === 1 && now.remote[1] === 1 && now.related === 1;
      });
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(ms).toBeLessThan(1_000);
      await t.app.get(ListingWriter).end(ids[3]);
      await msUntil(async () => (await seen(other, marker, tag.id)).tagTotal === 3, 1_000);
      // …and joins the tag's 募集終了 list there, its card saying so (both kept by the index).
      await msUntil(async () => {
        const ended = await other.http.get(`/api/front/item/get-ended-item-list?tag_id=${tag.id}`).expect(200);
        return ended.body.items[0]?.id === ids[3] && ended.body.items[0]?.is_ended === true;
      }, 1_000);
    });
  });

  it('shows a write on a second instance without Redis within 1 s, through the change poll', async () => {
    const { tag, marker } = await ownListings();
    const item = await makeItem(t.dataSource, { name: `${marker} 直接`, tags: [tag] });
    await withSecondApp(t, { databaseUrl: t.config.databaseUrl, redisUrl: undefined, catalogIndexSyncOnRead: false }, async (other) => {
      await other.app.get(CatalogIndexService).ready();
      expect((await seen(other, `${marker} 直接`, tag.id)).ids).toEqual([item.id]);
      const started = Date.now();
      await t.app.get(ListingWriter).end(item.id);
      await msUntil(async () => (await seen(other, `${marker} 直接`, tag.id)).total === 0, 3_000);
      expect(Date.now() - started).toBeLessThan(1_000);
    });
  });

  it('finds a listing written straight to the database (bypassing the writer) through the poll, and a renamed tag by its new name', async () => {
    const { tag, marker } = await ownListings();
    const written = await makeItem(t.dataSource, { name: `${marker} 外部書き込み`, tags: [tag] });
    expect(await msUntil(async () => (await seen(t, `${marker} 外部書き込み`, tag.id)).ids.includes(written.id), 3_000)).toBeLessThan(1_000);
    const newTerm = `改名タグ${Date.now()}`;
    await t.dataSource.getRepository(TagEntity).update(tag.id, { term: newTerm, aliases: `別名${marker}` });
    await msUntil(async () => (await seen(t, newTerm, tag.id)).ids.includes(written.id), 3_000);
    // The alias names the tag, so it finds the tag's listings though no listing's text contains it.
    await msUntil(async () => (await seen(t, `別名${marker}`, tag.id)).ids.includes(written.id), 3_000);
    // Deleted straight in the database too: gone from the search and its card within a second (the poll reads deleted rows).
    await t.dataSource.getRepository(ItemEntity).softDelete(written.id);
    expect(await msUntil(async () => !(await seen(t, `${marker} 外部書き込み`, tag.id)).ids.includes(written.id), 3_000)).toBeLessThan(1_000);
  });

  it('names a tag renamed straight in the database without moving its write time, after the repair pass', async () => {
    const { tag, marker, ids } = await ownListings();
    // As a second write within the same second looks to the poll: the tags' count and latest write time unchanged.
    const renamed = `修復${marker}`;
    await t.dataSource.query('UPDATE tags SET term = ?, updated_at = updated_at WHERE id = ?', [renamed, tag.id]);
    expect(await t.app.get(CatalogIndexService).repair()).toBeGreaterThanOrEqual(1);
    const found = await t.http.get(`/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent(renamed)}&per_page=50`).expect(200);
    expect((found.body.items as { id: number }[]).map((i) => i.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const page = await t.http.get(`/api/front/item/get-search-by-tag-list?tag_id=${tag.id}`).expect(200);
    expect(page.body.tag).toEqual({ id: tag.id, term: renamed });
  });
});
