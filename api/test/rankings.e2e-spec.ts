import { AverageWorkingPeriodEntity } from '../src/modules/items/entities/average-working-period.entity';
import { MarketPriceService } from '../src/modules/items/market-price/market-price.service';
import { RankingsService } from '../src/modules/items/rankings/rankings.service';
import { makeItem, makeTag } from './support/factories';
import { createTestApp, deleteAllListings, type TestApp } from './support/test-app';

const DAY = 24 * 3600_000;
const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

describe('top-page rankings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    // Each test starts from an empty listing table and cold caches.
    await deleteAllListings(t);
    t.app.get(RankingsService).cache.clear();
    t.app.get(MarketPriceService).cache.clear();
  });

  it('get-item-featured-list: open featured listings, newest first', async () => {
    const ds = t.dataSource;
    const older = await makeItem(ds, { isFeatured: true, publishedAt: new Date(Date.now() - 2 * DAY) });
    const newer = await makeItem(ds, { isFeatured: true, publishedAt: new Date(Date.now() - DAY) });
    await makeItem(ds, { isFeatured: false });
    await makeItem(ds, { isFeatured: true, ended: true });
    const res = await t.http.get('/api/front/get-item-featured-list?limit=5').expect(200);
    expect(ids(res.body)).toEqual([newer.id, older.id]);
    expect(res.body.items[0].is_ended).toBe(false);
  });

  it("get-recent-post-list: the last 30 days' open listings, most viewed first", async () => {
    const ds = t.dataSource;
    const few = await makeItem(ds, { viewCount: 3, publishedAt: new Date(Date.now() - 2 * DAY) });
    const many = await makeItem(ds, { viewCount: 50, publishedAt: new Date(Date.now() - 10 * DAY) });
    await makeItem(ds, { viewCount: 999, publishedAt: new Date(Date.now() - 31 * DAY) });
    await makeItem(ds, { viewCount: 500, ended: true });
    const res = await t.http.get('/api/front/get-recent-post-list').expect(200);
    expect(ids(res.body)).toEqual([many.id, few.id]);
  });

  it('get-popular-lang-ranking-by-eroute-list: language tags by open-listing count', async () => {
    const ds = t.dataSource;
    const java = await makeTag(ds, { term: 'Java', popularGroup: 'language', popularOrder: 1 });
    const go = await makeTag(ds, { term: 'Go', popularGroup: 'high_rate_language', popularOrder: 1 });
    const php = await makeTag(ds, { term: 'PHP', popularGroup: 'language', popularOrder: 2 });
    const remote = await makeTag(ds, { term: 'リモート', popularGroup: 'feature', popularOrder: 1 });
    for (let i = 0; i < 3; i++) await makeItem(ds, { tags: [go, remote] });
    for (let i = 0; i < 2; i++) await makeItem(ds, { tags: [java, remote] });
    await makeItem(ds, { tags: [php] });
    for (let i = 0; i < 5; i++) await makeItem(ds, { tags: [php], ended: true });
    const res = await t.http.get('/api/front/get-popular-lang-ranking-by-eroute-list?limit=10').expect(200);
    expect(res.body.ranking).toEqual([
      { rank: 1, tag: { id: go.id, term: 'Go' }, count: 3 },
      { rank: 2, tag: { id: java.id, term: 'Java' }, count: 2 },
      { rank: 3, tag: { id: php.id, term: 'PHP' }, count: 1 },
    ]);
  });

  it('get-ranking-with-high-items-fee: highest-rate listings and skills by average rate (≥5 listings)', async () => {
    const ds = t.dataSource;
    const scala = await makeTag(ds, { term: 'Scala', popularGroup: 'high_rate_language' });
    const java = await makeTag(ds, { term: 'Java', popularGroup: 'language' });
    const rust = await makeTag(ds, { term: 'Rust', popularGroup: 'high_rate_language' });
    for (const rate of [900000, 1000000, 1100000, 1000000, 1000000]) await makeItem(ds, { rateMax: rate, tags: [scala] });
    for (const rate of [600000, 700000, 800000, 700000, 700001]) await makeItem(ds, { rateMax: rate, tags: [java] });
    for (let i = 0; i < 4; i++) await makeItem(ds, { rateMax: 2000000, tags: [rust] }); // only 4 listings
    const top = await makeItem(ds, { rateMax: 3000000 });
    await makeItem(ds, { rateMax: 9000000, ended: true });
    await makeItem(ds, { rateMax: null });

    const res = await t.http.get('/api/front/get-ranking-with-high-items-fee?limit=3').expect(200);
    expect(res.body.items[0].id).toBe(top.id);
    expect(res.body.items).toHaveLength(3);
    expect(res.body.skills).toEqual([
      { rank: 1, tag: { id: scala.id, term: 'Scala' }, average_rate: 1000000, count: 5 },
      { rank: 2, tag: { id: java.id, term: 'Java' }, average_rate: 700000, count: 5 },
    ]);
  });

  it('get-average-working-period: the stored figure in months (0 when unset)', async () => {
    await t.dataSource.query('DELETE FROM average_working_periods');
    await expect(t.http.get('/api/front/get-average-working-period').expect(200)).resolves.toMatchObject({ body: { months: 0 } });
    await t.dataSource.getRepository(AverageWorkingPeriodEntity).save({ monthsTenths: 146 });
    await expect(t.http.get('/api/front/get-average-working-period').expect(200)).resolves.toMatchObject({ body: { months: 14.6 } });
  });

  it('item/get-item-count-per-tag: open listings per tag, in the given order; default the popular-search tags', async () => {
    const ds = t.dataSource;
    const a = await makeTag(ds, { term: 'CountA' });
    const b = await makeTag(ds, { term: 'CountB' });
    const popular = await makeTag(ds, { term: 'CountPopular', popularGroup: 'cloud', popularOrder: 1 });
    await makeItem(ds, { tags: [a, b, popular] });
    await makeItem(ds, { tags: [a] });
    await makeItem(ds, { tags: [a], ended: true });
    const res = await t.http.get(`/api/front/item/get-item-count-per-tag?tag_ids=${b.id}&tag_ids=${a.id}&tag_ids=999999`).expect(200);
    expect(res.body.tags).toEqual([
      { id: b.id, term: 'CountB', count: 1 },
      { id: a.id, term: 'CountA', count: 2 },
    ]);
    const defaults = await t.http.get('/api/front/item/get-item-count-per-tag').expect(200);
    expect(defaults.body.tags).toContainEqual({ id: popular.id, term: 'CountPopular', count: 1 });
    expect(defaults.body.tags.map((x: { id: number }) => x.id)).not.toContain(a.id);
    await t.http.get('/api/front/item/get-item-count-per-tag?tag_ids=x').expect(400);
  });

  it('counts a new listing at once: no memo over the catalog search index (issue 14)', async () => {
    const ds = t.dataSource;
    const ts = await makeTag(ds, { term: 'CacheLang', popularGroup: 'language' });
    await makeItem(ds, { tags: [ts] });
    const count = async () => (await t.http.get('/api/front/get-popular-lang-ranking-by-eroute-list').expect(200)).body.ranking.find((r: { tag: { id: number } }) => r.tag.id === ts.id).count;
    expect(await count()).toBe(1);
    await makeItem(ds, { tags: [ts] });
    expect(await count()).toBe(2);
  });

  it('validates limit', async () => {
    const res = await t.http.get('/api/front/get-item-featured-list?limit=0').expect(400);
    expect(res.body.errors.limit).toBeDefined();
  });
});
