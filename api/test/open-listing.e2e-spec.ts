import type { BizCategoryEntity } from '../src/modules/master/entities/biz-category.entity';
import { ItemEntity, ItemStatus } from '../src/modules/items/entities/item.entity';
import type { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeBizCategory, makeItem, makeTag, makeTagCategory } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

const DAY = 24 * 3600_000;
const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

/**
 * One rule, `api/src/modules/items/open-listing.ts`, decides which listings are open. One open listing
 * and four that are not (ended, soft-deleted, dated in the future, never dated) carry the same tags,
 * industry, rate, views and featured flag: every public list, count and statistic sees the open one only.
 */
describe('open listings: one rule for search, tag counts, rankings, market price and detail', () => {
  let t: TestApp;
  const word = `Olq${Date.now().toString(36)}`;
  let lang: TagEntity;
  let co: TagEntity;
  let closedOnly: TagEntity;
  let biz: BizCategoryEntity;
  let open: ItemEntity;
  let ended: ItemEntity;
  let notOpen: ItemEntity[];

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    const ds = t.dataSource;
    const category = await makeTagCategory(ds);
    lang = await makeTag(ds, { term: `${word}Lang`, tagCategoryId: category.id, popularGroup: 'language', popularOrder: 1 });
    co = await makeTag(ds, { term: `${word}Co`, tagCategoryId: category.id });
    closedOnly = await makeTag(ds, { term: `${word}Closed`, tagCategoryId: category.id, popularGroup: 'language', popularOrder: 2 });
    biz = await makeBizCategory(ds);
    const same = { bizCategoryId: biz.id, rateMax: 800_000, isFeatured: true, viewCount: 100 };
    open = await makeItem(ds, { ...same, name: `${word} 公開中`, tags: [lang, co], publishedAt: new Date(Date.now() - DAY) });
    ended = await makeItem(ds, { ...same, name: `${word} 募集終了`, tags: [lang, co, closedOnly], ended: true, publishedAt: new Date(Date.now() - 2 * DAY) });
    const deleted = await makeItem(ds, { ...same, name: `${word} 削除済み`, tags: [lang, co, closedOnly], publishedAt: new Date(Date.now() - 2 * DAY) });
    await ds.getRepository(ItemEntity).softDelete(deleted.id);
    const future = await makeItem(ds, { ...same, name: `${word} 掲載予定`, tags: [lang, co, closedOnly], publishedAt: new Date(Date.now() + 2 * DAY) });
    const undated = await makeItem(ds, { ...same, name: `${word} 日付なし`, tags: [lang, co, closedOnly], publishedAt: null });
    notOpen = [ended, deleted, future, undated];
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the listings that are not open really are Published (but for the ended one) and exist', async () => {
    const rows = await t.dataSource.getRepository(ItemEntity).find({ withDeleted: true });
    expect(rows.filter((r) => notOpen.some((n) => n.id === r.id)).map((r) => r.status).sort()).toEqual([
      ItemStatus.Published,
      ItemStatus.Published,
      ItemStatus.Published,
      ItemStatus.Ended,
    ]);
  });

  it('search by keyword and by tag list and count the open listing only', async () => {
    const byKeyword = await t.http.get(`/api/front/item/get-search-by-keyword-list?keyword=${word}`).expect(200);
    expect(ids(byKeyword.body)).toEqual([open.id]);
    expect(byKeyword.body.total).toBe(1);
    const byTag = await t.http.get(`/api/front/item/get-search-by-tag-list?tag_id=${lang.id}`).expect(200);
    expect(ids(byTag.body)).toEqual([open.id]);
    expect(byTag.body.total).toBe(1);
  });

  it('a tag carried only by listings that are not open is an empty tag page with past listings', async () => {
    const res = await t.http.get(`/api/front/item/get-search-by-tag-list?tag_id=${closedOnly.id}`).expect(200);
    expect(res.body.total).toBe(0);
    expect(res.body.message).toBe('error--nothing-item');
    expect(res.body.ended_items.map((i: { id: number }) => i.id)).toEqual([ended.id]);
  });

  it('tag counts: related tags, refine tags, popular-search groups, count per tag', async () => {
    const related = await t.http.get(`/api/front/item/get-related-tags-by-tag-id?tag_id=${lang.id}`).expect(200);
    expect(related.body.tags).toEqual([{ id: co.id, term: co.term, count: 1 }]);
    const refine = await t.http.get('/api/front/item/tag/get-searchpage-refine-tags').expect(200);
    const refined = refine.body.groups.flatMap((g: { tags: { id: number; count: number }[] }) => g.tags);
    expect(refined.filter((tag: { id: number }) => [lang.id, co.id, closedOnly.id].includes(tag.id))).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: lang.id, count: 1 }), expect.objectContaining({ id: co.id, count: 1 })]),
    );
    expect(refined.map((tag: { id: number }) => tag.id)).not.toContain(closedOnly.id);
    const tagPage = await t.http.get(`/api/front/item/tag/get-tagpage-refine-tags?tag_id=${lang.id}`).expect(200);
    expect(tagPage.body.groups.flatMap((g: { tags: unknown[] }) => g.tags)).toEqual([expect.objectContaining({ id: co.id, count: 1 })]);
    const popular = await t.http.get('/api/front/get-popular-search-groups').expect(200);
    const popularIds = popular.body.groups.flatMap((g: { tags: { id: number }[] }) => g.tags.map((tag) => tag.id));
    expect(popularIds).toContain(lang.id);
    expect(popularIds).not.toContain(closedOnly.id);
    const counts = await t.http.get(`/api/front/item/get-item-count-per-tag?tag_ids=${lang.id},${closedOnly.id}`).expect(200);
    expect(counts.body.tags).toEqual([
      { id: lang.id, term: lang.term, count: 1 },
      { id: closedOnly.id, term: closedOnly.term, count: 0 },
    ]);
  });

  it('rankings: featured, recent popular, high fee, language ranking', async () => {
    expect(ids((await t.http.get('/api/front/get-item-featured-list?limit=10').expect(200)).body)).toEqual([open.id]);
    expect(ids((await t.http.get('/api/front/get-recent-post-list?limit=10').expect(200)).body)).toEqual([open.id]);
    expect(ids((await t.http.get('/api/front/get-ranking-with-high-items-fee?limit=10').expect(200)).body)).toEqual([open.id]);
    const ranking = await t.http.get('/api/front/get-popular-lang-ranking-by-eroute-list?limit=10').expect(200);
    expect(ranking.body.ranking).toEqual([{ rank: 1, tag: { id: lang.id, term: lang.term }, count: 1 }]);
  });

  it('market price: per industry, per tag and the rate chart', async () => {
    const industry = await t.http.get('/api/front/item/get-item-rate-range-per-industry').expect(200);
    expect(industry.body.rows).toEqual([expect.objectContaining({ id: biz.id, count: 1, max: 800_000 })]);
    const perTag = await t.http.get(`/api/front/item/get-value-of-chart?tag_ids=${lang.id},${closedOnly.id}`).expect(200);
    expect(perTag.body.rows).toEqual([expect.objectContaining({ id: lang.id, count: 1 })]);
    const chart = await t.http.get(`/api/front/item/get-data-of-chart?tag_id=${lang.id}`).expect(200);
    expect(chart.body.buckets.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(1);
  });

  it('detail: recommendations, the new-listings block and the sitemap entries hold the open listing only', async () => {
    const recommended = await t.http.get(`/api/front/item/get-recommended-items-list?item_id=${ended.id}&limit=10`).expect(200);
    expect(ids(recommended.body)).toEqual([open.id]);
    expect(ids((await t.http.get('/api/front/get-new-item-list?limit=10').expect(200)).body)).toEqual([open.id]);
    // The sitemap's listings and tags come from here (web/test/open-listing.e2e-spec.ts sees them in /sitemap.xml).
    const sitemap = ((await t.http.get('/api/front/sitemap-entries').expect(200)).body.entries as { path: string }[]).map((e) => e.path);
    expect(sitemap.filter((p) => p.startsWith('/item/detail/'))).toEqual([`/item/detail/${open.id}`]);
    expect(sitemap).toContain(`/item/tag/${lang.id}`);
    expect(sitemap).not.toContain(`/item/tag/${closedOnly.id}`);
    // The detail page itself still shows an ended listing, flagged (SPEC §2: past listings as reference).
    const detail = await t.http.get(`/api/front/item/get-item-detail/${ended.id}`).expect(200);
    expect(detail.body.is_ended).toBe(true);
  });
});
