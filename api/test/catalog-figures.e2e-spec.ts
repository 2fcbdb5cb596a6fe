import { ItemEntity } from '../src/modules/items/entities/item.entity';
import { makeItem } from './support/factories';
import { createTestApp, deleteAllListings, type TestApp } from './support/test-app';

const DAY = 24 * 3600_000;
const URL = '/api/front/item/get-catalog-figures';

describe('top-page figures (get-catalog-figures)', () => {
  describe('with the catalog caches on', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ redisUrl: undefined });
    });

    afterAll(async () => {
      await t?.close();
    });

    beforeEach(async () => {
      await deleteAllListings(t);
    });

    it('an empty catalog: zeros and no average (never an invented figure)', async () => {
      const res = await t.http.get(URL).expect(200);
      expect(res.body).toEqual({ open_count: 0, new_count: 0, new_days: 7, average_rate: null, rated_count: 0 });
    });

    it('counts open listings only, new ones published in the last 7 days, the average of stated rates', async () => {
      const ds = t.dataSource;
      // open: 4 (two of them new), rates 600,000 / 800,000 (upper bound) / 700,000 (lower bound only) / none
      await makeItem(ds, { rateMin: 500000, rateMax: 600000, publishedAt: new Date(Date.now() - DAY) });
      await makeItem(ds, { rateMax: 800000, publishedAt: new Date(Date.now() - 6 * DAY) });
      await makeItem(ds, { rateMin: 700000, rateMax: null, publishedAt: new Date(Date.now() - 8 * DAY) });
      await makeItem(ds, { rateMin: null, rateMax: null, publishedAt: new Date(Date.now() - 30 * DAY) });
      // not open: ended, not yet published, scheduled, soft-deleted (their rates must not move the average)
      await makeItem(ds, { rateMax: 9000000, ended: true });
      await makeItem(ds, { rateMax: 9000000, publishedAt: null });
      await makeItem(ds, { rateMax: 9000000, publishedAt: new Date(Date.now() + DAY) });
      const deleted = await makeItem(ds, { rateMax: 9000000 });
      await ds.getRepository(ItemEntity).softDelete(deleted.id);

      const res = await t.http.get(URL).expect(200);
      expect(res.body).toEqual({ open_count: 4, new_count: 2, new_days: 7, average_rate: 700000, rated_count: 3 });
    });

    it('rounds the average to whole yen', async () => {
      const ds = t.dataSource;
      for (const rateMax of [500000, 500000, 500001]) await makeItem(ds, { rateMax });
      const res = await t.http.get(URL).expect(200);
      expect(res.body).toMatchObject({ open_count: 3, new_count: 3, average_rate: 500000 });
    });

    it('is not memoised: a new listing counts on the next request (the catalog search index is current, issue 14)', async () => {
      const ds = t.dataSource;
      await makeItem(ds, { rateMax: 600000 });
      expect((await t.http.get(URL).expect(200)).body.open_count).toBe(1);
      await makeItem(ds, { rateMax: 700000 });
      expect((await t.http.get(URL).expect(200)).body).toMatchObject({ open_count: 2, average_rate: 650000 });
    });
  });

  describe('CATALOG_CACHE=false', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ redisUrl: undefined, catalogCache: false });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('answers live figures on every request', async () => {
      const ds = t.dataSource;
      await deleteAllListings(t);
      await makeItem(ds, { rateMax: 600000 });
      expect((await t.http.get(URL).expect(200)).body).toMatchObject({ open_count: 1, average_rate: 600000 });
      await makeItem(ds, { rateMax: 700000, publishedAt: new Date(Date.now() - 10 * DAY) });
      expect((await t.http.get(URL).expect(200)).body).toMatchObject({ open_count: 2, new_count: 1, average_rate: 650000 });
    });
  });
});
