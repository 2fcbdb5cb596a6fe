import { ItemEntity, RemoteLevel } from '../src/modules/items/entities/item.entity';
import { ItemViewCounter } from '../src/modules/items/detail/item-view-counter';
import { ItemDetailRepository } from '../src/modules/items/detail/item-detail.repository';
import {
  makeArea,
  makeBizCategory,
  makeColumnConnect,
  makeColumnTagConnect,
  makeContractType,
  makeItem,
  makeTag,
} from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

describe('listing detail, recommendations, related columns, shortlist', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, columnSiteUrl: 'https://c.example' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reads listings with their query built once per id count exactly as the query builder reads them, those asked together in one query (issue 14)', async () => {
    const ds = t.dataSource;
    const tags = await Promise.all(['Go', 'gRPC'].map((term) => makeTag(ds, { term })));
    const area = await makeArea(ds, { name: '大阪府', sortOrder: 27 });
    const biz = await makeBizCategory(ds, { name: 'EC' });
    const full = await makeItem(ds, { name: '【Go】EC基盤', rateMin: 700000, rateMax: null, weeklyDaysMin: 3, bizCategoryId: biz.id, remoteLevel: RemoteLevel.FullRemote, areas: [area], tags });
    const bare = await makeItem(ds, { name: '条件なし' });
    const ended = await makeItem(ds, { name: '終了', ended: true });
    const deleted = await makeItem(ds, { name: '削除済み' });
    await ds.getRepository(ItemEntity).softDelete(deleted.id);

    const prepared = t.app.get(ItemDetailRepository);
    // The same repository with the query builder per call (what the prepared queries replaced), for any id count.
    const builder = new ItemDetailRepository(ds);
    builder['prepared'].push(...Array.from({ length: 32 }, () => null));
    const ids = [full.id, bare.id, ended.id, deleted.id, 2_000_000_000];
    for (const id of ids) {
      const expected = await builder.findDetailWithLinks(id);
      expect(await prepared.findDetailWithLinks(id)).toEqual(expected);
    }
    // Asked in the same turn (requests read together under load): one query for all, the same answers.
    const one = await Promise.all(ids.map((id) => builder.findDetailWithLinks(id)));
    const query = jest.spyOn(ds, 'query');
    const together = await Promise.all([...ids, full.id].map((id) => prepared.findDetailWithLinks(id)));
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
    expect(together).toEqual([...one, one[0]]);
    const found = await prepared.findDetailWithLinks(full.id);
    expect(found?.item).toBeInstanceOf(ItemEntity);
    expect(found).toMatchObject({ item: { id: full.id, rateMin: 700000, rateMax: null, bizCategoryId: biz.id }, areaIds: [area.id], tags: tags.map((tag) => ({ id: tag.id, term: tag.term })) });
    expect(found?.item.publishedAt).toBeInstanceOf(Date);
    expect(await prepared.findDetailWithLinks(deleted.id)).toBeUndefined();
    expect(prepared['prepared'][0]).toBeTruthy();
    expect(prepared['prepared'][ids.length - 1]).toBeTruthy();
  });

  describe('GET /api/front/item/get-item-detail/:id', () => {
    it('returns every field with all tags and counts the view', async () => {
      const ds = t.dataSource;
      const tags = await Promise.all(['Java', 'Spring', 'AWS', 'Docker', 'MySQL', 'Linux'].map((term) => makeTag(ds, { term })));
      const tokyo = await makeArea(ds, { name: '東京都', sortOrder: 13 });
      const biz = await makeBizCategory(ds, { name: '金融' });
      const contract = await makeContractType(ds, { name: '業務委託（準委任）' });
      const item = await makeItem(ds, {
        name: '【Java】金融系Webシステム開発',
        rateMin: 600000,
        rateMax: 800000,
        rateDetail: '60〜80万円/月',
        areaDetail: '渋谷駅 徒歩5分',
        bizCategoryId: biz.id,
        systemType: 'Webシステム',
        jobType: 'バックエンドエンジニア',
        mustHaveRequirements: 'Java 3年以上',
        niceToHaveRequirements: 'AWS',
        detail: '金融機関向けの開発です。',
        remoteLevel: RemoteLevel.PartlyRemote,
        weeklyDaysMin: 3,
        weeklyDaysMax: 5,
        workingHours: '10:00〜19:00',
        settlementRange: '140〜180h',
        interviewCount: 1,
        contractTypeId: contract.id,
        startDate: '2026-12-01',
        tags,
        areas: [tokyo],
      });

      const res = await t.http.get(`/api/front/item/get-item-detail/${item.id}`).expect(200);
      expect(res.body).toMatchObject({
        id: item.id,
        name: '【Java】金融系Webシステム開発',
        rate_min: 600000,
        rate_max: 800000,
        rate_detail: '60〜80万円/月',
        areas: [{ id: tokyo.id, name: '東京都' }],
        area_detail: '渋谷駅 徒歩5分',
        biz_category: { id: biz.id, name: '金融' },
        system_type: 'Webシステム',
        job_type: 'バックエンドエンジニア',
        must_have_requirements: 'Java 3年以上',
        nice_to_have_requirements: 'AWS',
        detail: '金融機関向けの開発です。',
        remote_level: 1,
        remote_label: '一部リモート',
        weekly_days_min: 3,
        weekly_days_max: 5,
        working_hours: '10:00〜19:00',
        settlement_range: '140〜180h',
        interview_count: 1,
        contract_type: { id: contract.id, name: '業務委託（準委任）' },
        start_date: '2026-12-01',
        status: 'published',
        is_ended: false,
        ended_at: null,
        is_new: true,
      });
      expect(res.body.tags).toEqual(tags.map((tag) => ({ id: tag.id, term: tag.term })));
      expect(typeof res.body.published_at).toBe('string');

      // Another visitor (another browser, with its own visitor cookie); one view per visitor and day.
      await t.http.get(`/api/front/item/get-item-detail/${item.id}`).set('User-Agent', 'Mozilla/5.0 Safari/605.1.15').set('Cookie', `er_vid=${'s'.repeat(43)}`).expect(200);
      // Views are buffered and written every few seconds; flush to read the exact figure.
      await t.app.get(ItemViewCounter).flush();
      const stored = await ds.getRepository(ItemEntity).findOneByOrFail({ id: item.id });
      expect(stored.viewCount).toBe(2);
    });

    it('counts one view per visitor and listing a day, and none for crawlers', async () => {
      const item = await makeItem(t.dataSource);
      const other = await makeItem(t.dataSource);
      const view = (id: number, ip: string, userAgent: string) =>
        t.http.get(`/api/front/item/get-item-detail/${id}`).set('X-Forwarded-For', ip).set('User-Agent', userAgent).expect(200);
      const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
      for (let i = 0; i < 5; i++) await view(item.id, '203.0.113.10', chrome); // reloads: one view
      await view(item.id, '203.0.113.11', chrome); // another address: another visitor
      await view(item.id, '203.0.113.10', 'Mozilla/5.0 (iPhone) Mobile/15E148 Safari/604.1'); // another User-Agent, no cookie: the same visitor
      await t.http.get(`/api/front/item/get-item-detail/${item.id}`).set('X-Forwarded-For', '203.0.113.10').set('Cookie', `er_vid=${'p'.repeat(43)}`).expect(200); // another device
      await view(other.id, '203.0.113.10', chrome); // the same visitor, another listing
      await view(item.id, '66.249.66.1', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
      await view(item.id, '40.77.167.1', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
      await t.app.get(ItemViewCounter).flush();
      const repo = t.dataSource.getRepository(ItemEntity);
      expect((await repo.findOneByOrFail({ id: item.id })).viewCount).toBe(3);
      expect((await repo.findOneByOrFail({ id: other.id })).viewCount).toBe(1);
    });

    it('flags an ended listing', async () => {
      const item = await makeItem(t.dataSource, { ended: true });
      const res = await t.http.get(`/api/front/item/get-item-detail/${item.id}`).expect(200);
      expect(res.body.status).toBe('ended');
      expect(res.body.is_ended).toBe(true);
      expect(typeof res.body.ended_at).toBe('string');
      expect(res.body.is_new).toBe(false);
    });

    it.each(['999999', 'abc', '0'])('answers an unknown id (%s) with 404', async (id) => {
      const res = await t.http.get(`/api/front/item/get-item-detail/${id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'ITEM_NOT_FOUND', message: '指定された案件が見つかりませんでした', errors: {} });
    });

    it('answers a soft-deleted listing with 404', async () => {
      const item = await makeItem(t.dataSource);
      await t.dataSource.getRepository(ItemEntity).softDelete(item.id);
      await t.http.get(`/api/front/item/get-item-detail/${item.id}`).expect(404);
    });
  });

  describe('GET /api/front/item/get-recommended-items-list', () => {
    it('excludes itself and ended listings and prefers shared tags, then the same industry', async () => {
      const ds = t.dataSource;
      const [a, b, c] = await Promise.all(['RecA', 'RecB', 'RecC'].map((term) => makeTag(ds, { term })));
      const biz = await makeBizCategory(ds);
      const base = await makeItem(ds, { tags: [a, b, c], bizCategoryId: biz.id });
      const hour = 3600_000;
      const twoShared = await makeItem(ds, { tags: [a, b], publishedAt: new Date(Date.now() - 5 * hour) });
      const oneSharedSameBiz = await makeItem(ds, { tags: [c], bizCategoryId: biz.id, publishedAt: new Date(Date.now() - 4 * hour) });
      const oneShared = await makeItem(ds, { tags: [a], publishedAt: new Date(Date.now() - hour) });
      const threeSharedEnded = await makeItem(ds, { tags: [a, b, c], ended: true });
      // Shares nothing with the base listing: only the top-up can bring it (newest first).
      const unrelated = await makeItem(ds);

      const res = await t.http.get(`/api/front/item/get-recommended-items-list?item_id=${base.id}&limit=3`).expect(200);
      const ids = res.body.items.map((i: { id: number }) => i.id);
      expect(ids).toEqual([twoShared.id, oneSharedSameBiz.id, oneShared.id]);
      expect(ids).not.toContain(base.id);
      expect(ids).not.toContain(threeSharedEnded.id);

      const more = await t.http.get(`/api/front/item/get-recommended-items-list?item_id=${base.id}&limit=6`).expect(200);
      const moreIds = more.body.items.map((i: { id: number }) => i.id);
      expect(moreIds.slice(0, 3)).toEqual(ids);
      expect(moreIds[3]).toBe(unrelated.id); // topped up with other open listings, newest first
      expect(moreIds).not.toContain(base.id);
      expect(moreIds).not.toContain(threeSharedEnded.id);
    });

    it('validates its query', async () => {
      const res = await t.http.get('/api/front/item/get-recommended-items-list?item_id=x&limit=100').expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['item_id', 'limit']);
    });
  });

  describe('GET /api/front/wordpress/get-related-column', () => {
    it("lists the listing's and its tags' columns, de-duplicated by url, without soft-deleted ones, max 5", async () => {
      const ds = t.dataSource;
      const tag = await makeTag(ds);
      const item = await makeItem(ds, { tags: [tag] });
      await makeColumnConnect(ds, { itemId: item.id, url: 'https://c.example/1', title: '案件のコラム1' });
      await makeColumnConnect(ds, { itemId: item.id, url: 'https://c.example/gone', title: '削除済み', deleted: true });
      await makeColumnTagConnect(ds, { tagId: tag.id, url: 'https://c.example/1', title: '重複' });
      await makeColumnTagConnect(ds, { tagId: tag.id, url: 'https://c.example/2', title: 'タグのコラム2' });
      await makeColumnTagConnect(ds, { tagId: tag.id, url: 'https://c.example/gone2', title: '削除済み2', deleted: true });

      const res = await t.http.get(`/api/front/wordpress/get-related-column?item_id=${item.id}`).expect(200);
      expect(res.body.columns).toEqual([
        { title: '案件のコラム1', url: 'https://c.example/1' },
        { title: 'タグのコラム2', url: 'https://c.example/2' },
      ]);

      for (let i = 3; i <= 8; i++) await makeColumnTagConnect(ds, { tagId: tag.id, url: `https://c.example/${i}` });
      const capped = await t.http.get(`/api/front/wordpress/get-related-column?item_id=${item.id}`).expect(200);
      expect(capped.body.columns).toHaveLength(5);
      expect(new Set(capped.body.columns.map((c: { url: string }) => c.url)).size).toBe(5);
    });

    it('leaves out links that are not on the column site (COLUMN_SITE_URL)', async () => {
      const ds = t.dataSource;
      const item = await makeItem(ds);
      await makeColumnConnect(ds, { itemId: item.id, url: 'https://example.com/column/1000/', title: 'プレースホルダ' });
      await makeColumnConnect(ds, { itemId: item.id, url: 'https://c.example/ok', title: 'コラムサイトの記事' });
      const res = await t.http.get(`/api/front/wordpress/get-related-column?item_id=${item.id}`).expect(200);
      expect(res.body.columns).toEqual([{ title: 'コラムサイトの記事', url: 'https://c.example/ok' }]);
    });

    it('has none for an unknown listing', async () => {
      await expect(t.http.get('/api/front/wordpress/get-related-column?item_id=987654').expect(200)).resolves.toMatchObject({ body: { columns: [] } });
    });
  });

  describe('GET /api/front/get-item-under-consideration-list', () => {
    it('keeps the given order, drops unknown and deleted ids, flags ended ones', async () => {
      const ds = t.dataSource;
      const first = await makeItem(ds);
      const ended = await makeItem(ds, { ended: true });
      const deleted = await makeItem(ds);
      await ds.getRepository(ItemEntity).softDelete(deleted.id);
      const res = await t.http
        .get(`/api/front/get-item-under-consideration-list?ids=${ended.id}&ids=999999&ids=${deleted.id}&ids=${first.id}`)
        .expect(200);
      expect(res.body.items.map((i: { id: number; is_ended: boolean }) => [i.id, i.is_ended])).toEqual([
        [ended.id, true],
        [first.id, false],
      ]);
      const single = await t.http.get(`/api/front/get-item-under-consideration-list?ids=${first.id}`).expect(200);
      expect(single.body.items).toHaveLength(1);
      await expect(t.http.get('/api/front/get-item-under-consideration-list').expect(200)).resolves.toMatchObject({ body: { items: [] } });
    });

    it('rejects non-numeric ids with a field error', async () => {
      const res = await t.http.get('/api/front/get-item-under-consideration-list?ids=abc').expect(400);
      expect(res.body.errors.ids).toBeDefined();
    });
  });
});
