import { ItemEntity } from '../src/modules/items/entities/item.entity';
import { MarketPriceService } from '../src/modules/items/market-price/market-price.service';
import { makeArea, makeBizCategory, makeItem, makePrefectureArea, makeTag } from './support/factories';
import { createTestApp, deleteAllListings, type TestApp } from './support/test-app';

describe('market price (単価相場)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await deleteAllListings(t);
    t.app.get(MarketPriceService).cache.clear();
  });

  it('per industry: min / median / average / max over open listings with a stated rate, whole yen', async () => {
    const ds = t.dataSource;
    const finance = await makeBizCategory(ds, { name: '金融', sortOrder: 1 });
    const web = await makeBizCategory(ds, { name: 'Web', sortOrder: 2 });
    await makeBizCategory(ds, { name: '空の業界', sortOrder: 3 });
    // finance (even count): 500k, 600k, 700k (lower bound only), 800k → median 650k, average 650k
    for (const rateMax of [800000, 500000, 600000]) await makeItem(ds, { bizCategoryId: finance.id, rateMax });
    await makeItem(ds, { bizCategoryId: finance.id, rateMin: 700000, rateMax: null });
    // left out: ended, no rate, soft-deleted
    await makeItem(ds, { bizCategoryId: finance.id, rateMax: 9000000, ended: true });
    await makeItem(ds, { bizCategoryId: finance.id, rateMin: null, rateMax: null });
    const deleted = await makeItem(ds, { bizCategoryId: finance.id, rateMax: 100000 });
    await ds.getRepository(ItemEntity).softDelete(deleted.id);
    // web (odd count): 400k, 455,555, 1,000,000 → median 455,555, average 618,518.33 → 618,518
    for (const rateMax of [1000000, 400000, 455555]) await makeItem(ds, { bizCategoryId: web.id, rateMax });
    // a range counts from its lower bound for the minimum, from its upper bound for the rest
    const sier = await makeBizCategory(ds, { name: 'SIer', sortOrder: 4 });
    await makeItem(ds, { bizCategoryId: sier.id, rateMin: 400000, rateMax: 600000 });
    await makeItem(ds, { bizCategoryId: sier.id, rateMax: 700000 });

    const res = await t.http.get('/api/front/item/get-item-rate-range-per-industry').expect(200);
    expect(res.body.rows).toEqual([
      { id: finance.id, name: '金融', min: 500000, median: 650000, average: 650000, max: 800000, count: 4 },
      { id: web.id, name: 'Web', min: 400000, median: 455555, average: 618518, max: 1000000, count: 3 },
      { id: sier.id, name: 'SIer', min: 400000, median: 650000, average: 650000, max: 700000, count: 2 },
    ]);
  });

  it('per prefecture: through the listing areas (non-geographic areas left out)', async () => {
    const ds = t.dataSource;
    const tokyo = await makePrefectureArea(ds, 13, '東京都');
    const osaka = await makePrefectureArea(ds, 27, '大阪府');
    const remote = await makeArea(ds, { name: 'リモート' });
    await makeItem(ds, { rateMax: 600000, areas: [tokyo] });
    await makeItem(ds, { rateMax: 900000, areas: [tokyo, osaka] });
    await makeItem(ds, { rateMax: 5000000, areas: [remote] });
    const res = await t.http.get('/api/front/item/get-item-rate-range-per-prefectures').expect(200);
    expect(res.body.rows).toEqual([
      { id: 13, name: '東京都', min: 600000, median: 750000, average: 750000, max: 900000, count: 2 },
      { id: 27, name: '大阪府', min: 900000, median: 900000, average: 900000, max: 900000, count: 1 },
    ]);
  });

  it('per tag (get-value-of-chart): given tags in order; default the popular language tags', async () => {
    const ds = t.dataSource;
    const java = await makeTag(ds, { term: 'ChartJava', popularGroup: 'language', popularOrder: 1 });
    const go = await makeTag(ds, { term: 'ChartGo', popularGroup: 'high_rate_language', popularOrder: 1 });
    const other = await makeTag(ds, { term: 'ChartOther' });
    for (const rateMax of [500000, 700000, 900000]) await makeItem(ds, { rateMax, tags: [java, other] });
    await makeItem(ds, { rateMax: 1200000, tags: [go] });

    const res = await t.http.get(`/api/front/item/get-value-of-chart?tag_ids=${other.id}&tag_ids=${go.id}`).expect(200);
    expect(res.body.rows).toEqual([
      { id: other.id, name: 'ChartOther', min: 500000, median: 700000, average: 700000, max: 900000, count: 3 },
      { id: go.id, name: 'ChartGo', min: 1200000, median: 1200000, average: 1200000, max: 1200000, count: 1 },
    ]);
    const defaults = await t.http.get('/api/front/item/get-value-of-chart').expect(200);
    const names = defaults.body.rows.map((r: { name: string }) => r.name);
    expect(names).toContain('ChartJava');
    expect(names).toContain('ChartGo');
    expect(names).not.toContain('ChartOther');
    expect(names.indexOf('ChartJava')).toBeLessThan(names.indexOf('ChartGo'));
  });

  it('histogram (get-data-of-chart): 10万円 buckets from 40万 to 150万, out-of-range rates in the end buckets', async () => {
    const ds = t.dataSource;
    const tag = await makeTag(ds, { term: 'Histo' });
    for (const rateMax of [350000, 400000, 499999, 500000, 1450000, 2000000]) await makeItem(ds, { rateMax, tags: [tag] });
    await makeItem(ds, { rateMax: 600000, tags: [tag], ended: true });
    const res = await t.http.get(`/api/front/item/get-data-of-chart?tag_id=${tag.id}`).expect(200);
    expect(res.body.tag).toEqual({ id: tag.id, term: 'Histo' });
    expect(res.body.buckets).toHaveLength(11);
    expect(res.body.buckets[0]).toEqual({ from: 400000, to: 500000, count: 3 });
    expect(res.body.buckets[1]).toEqual({ from: 500000, to: 600000, count: 1 });
    expect(res.body.buckets[10]).toEqual({ from: 1400000, to: 1500000, count: 2 });
    expect(res.body.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(6);
  });

  it('answers an unknown tag with 404 and a missing tag_id with 400', async () => {
    const res = await t.http.get('/api/front/item/get-data-of-chart?tag_id=999999').expect(404);
    expect(res.body.message).toBe('指定されたタグページが見つかりませんでした');
    const bad = await t.http.get('/api/front/item/get-data-of-chart').expect(400);
    expect(bad.body.errors.tag_id).toBeDefined();
  });
});
