import type { AppConfig } from '../src/config/app-config';
import { ItemEntity, ItemStatus, RemoteLevel } from '../src/modules/items/entities/item.entity';
import { AreaEntity } from '../src/modules/master/entities/area.entity';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeArea, makeContractType, makeItem, makeTag, makeTagCategory } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

type Card = { id: number; name: string; is_ended?: boolean };
const names = (items: Card[]) => items.map((i) => i.name);

// The same behaviour on MariaDB (production) and the embedded SQLite (zero-setup local run).
describe.each<[string, Partial<AppConfig>, string]>([
  ['MariaDB', {}, 'mariadb'],
  ['SQLite', { databaseUrl: undefined, sqlitePath: ':memory:', redisUrl: undefined }, 'better-sqlite3'],
])('listing search on %s', (_engine, overrides, driver) => {
  let t: TestApp;
  let java: TagEntity;
  let aws: TagEntity;
  let php: TagEntity;
  let onlyEnded: TagEntity;
  let empty: TagEntity;
  let paging: TagEntity;
  let tokyo: AreaEntity;
  let osaka: AreaEntity;
  let dispatch: { id: number };

  beforeAll(async () => {
    t = await createTestApp(overrides);
    const ds = t.dataSource;
    const lang = await makeTagCategory(ds, { name: '言語' });
    java = await makeTag(ds, { term: 'Java', tagCategoryId: lang.id });
    php = await makeTag(ds, { term: 'PHP', tagCategoryId: lang.id });
    aws = await makeTag(ds, { term: 'AWS' });
    onlyEnded = await makeTag(ds, { term: 'COBOL' });
    empty = await makeTag(ds, { term: 'Fortran' });
    paging = await makeTag(ds, { term: 'ページング' });
    tokyo = await makeArea(ds, { name: '東京都', sortOrder: 1 });
    osaka = await makeArea(ds, { name: '大阪府', sortOrder: 2 });
    const quasi = await makeContractType(ds, { name: '業務委託（準委任）' });
    dispatch = await makeContractType(ds, { name: '派遣' });

    await makeItem(ds, {
      name: '【Java】金融系Webシステム開発 東京',
      tags: [java],
      areas: [tokyo],
      rateMin: 600_000,
      rateMax: 800_000,
      remoteLevel: RemoteLevel.OnSite,
      weeklyDaysMin: 5,
      contractTypeId: quasi.id,
      publishedAt: daysAgo(1),
    });
    await makeItem(ds, {
      name: 'バックエンド開発',
      detail: 'JAVAとSpringで開発します。勤務地は東京',
      tags: [aws],
      areas: [osaka],
      rateMax: 1_000_000,
      remoteLevel: RemoteLevel.FullRemote,
      weeklyDaysMin: 3,
      contractTypeId: dispatch.id,
      publishedAt: daysAgo(10),
    });
    await makeItem(ds, {
      name: 'PHP案件 大阪',
      mustHaveRequirements: 'PHP経験3年',
      tags: [php],
      areas: [osaka],
      remoteLevel: RemoteLevel.PartlyRemote,
      weeklyDaysMin: 2,
      publishedAt: daysAgo(2),
    });
    await makeItem(ds, { name: 'インフラ構築', niceToHaveRequirements: 'java歓迎', areas: [tokyo], rateMin: 400_000, rateMax: 500_000, publishedAt: daysAgo(30) });
    await makeItem(ds, { name: 'Go開発', tags: [java, aws], publishedAt: daysAgo(3) });
    await makeItem(ds, { name: '100%リモート_案件', publishedAt: daysAgo(4) });
    await makeItem(ds, { name: '東京のJava案件（終了）', tags: [java], ended: true, publishedAt: daysAgo(50), endedAt: daysAgo(5) });
    const deleted = await makeItem(ds, { name: '削除されたJava 東京案件', publishedAt: daysAgo(1) });
    await ds.getRepository(ItemEntity).softDelete(deleted.id);
    await makeItem(ds, { name: 'COBOL保守（古い）', tags: [onlyEnded], ended: true, publishedAt: daysAgo(300), endedAt: daysAgo(200) });
    await makeItem(ds, { name: 'COBOL保守（新しい）', tags: [onlyEnded], ended: true, publishedAt: daysAgo(100), endedAt: daysAgo(20) });
    for (let n = 1; n <= 12; n++) await makeItem(ds, { name: `ページング案件${n}`, tags: [paging], publishedAt: daysAgo(40 + n) });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('runs on the intended database', () => {
    expect(t.dataSource.options.type).toBe(driver);
  });

  const search = (query: string) => t.http.get(`/api/front/item/get-search-by-keyword-list?${query}`);

  describe('keyword', () => {
    it('matches name, detail, requirements and tag terms, case-insensitively, open listings only', async () => {
      const res = await search('keyword=java').expect(200);
      expect(res.body.total).toBe(4);
      expect(names(res.body.items)).toEqual(['【Java】金融系Webシステム開発 東京', 'Go開発', 'バックエンド開発', 'インフラ構築']);
      const upper = await search('keyword=JAVA').expect(200);
      expect(names(upper.body.items)).toEqual(names(res.body.items));
    });

    it('requires every word (AND) and folds full-width letters and spaces', async () => {
      // インフラ構築 has java only in its nice-to-have and 東京 only as its area (東京都).
      const half = await search(`keyword=${encodeURIComponent('Java 東京')}`).expect(200);
      expect(names(half.body.items)).toEqual(['【Java】金融系Webシステム開発 東京', 'バックエンド開発', 'インフラ構築']);
      const full = await search(`keyword=${encodeURIComponent('Ｊａｖａ　東京')}`).expect(200);
      expect(full.body.items).toEqual(half.body.items);
      expect(full.body.total).toBe(3);
    });

    it('matches area names and the area detail', async () => {
      await expect(search(`keyword=${encodeURIComponent('大阪府')}`).then((r) => names(r.body.items))).resolves.toEqual(['PHP案件 大阪', 'バックエンド開発']);
    });

    it('reads half-width katakana as full-width', async () => {
      await expect(search(`keyword=${encodeURIComponent('ｲﾝﾌﾗ')}`).then((r) => names(r.body.items))).resolves.toEqual(['インフラ構築']);
    });

    it('treats % and _ literally', async () => {
      await expect(search(`keyword=${encodeURIComponent('%')}`).then((r) => names(r.body.items))).resolves.toEqual(['100%リモート_案件']);
      await expect(search('keyword=_').then((r) => names(r.body.items))).resolves.toEqual(['100%リモート_案件']);
    });

    it('returns cards with at most 5 tags', async () => {
      const res = await search('keyword=Go').expect(200);
      expect(res.body.items[0]).toMatchObject({ name: 'Go開発', tags: [{ id: java.id, term: 'Java' }, { id: aws.id, term: 'AWS' }], is_new: true });
    });
  });

  describe('filters', () => {
    it('tags: all given tags', async () => {
      await expect(search(`tags=${java.id}`).then((r) => names(r.body.items))).resolves.toEqual(['【Java】金融系Webシステム開発 東京', 'Go開発']);
      await expect(search(`tags=${java.id}&tags=${aws.id}`).then((r) => names(r.body.items))).resolves.toEqual(['Go開発']);
    });

    it('areas: any of', async () => {
      await expect(search(`areas=${osaka.id}`).then((r) => names(r.body.items))).resolves.toEqual(['PHP案件 大阪', 'バックエンド開発']);
      await expect(search(`areas=${osaka.id}&areas=${tokyo.id}`).then((r) => r.body.total)).resolves.toBe(4);
    });

    it('rate in 万円: ranges overlap; include_no_rate adds listings without a rate', async () => {
      await expect(search('rate_min=70').then((r) => names(r.body.items))).resolves.toEqual(['【Java】金融系Webシステム開発 東京', 'バックエンド開発']);
      await expect(search('rate_max=55').then((r) => names(r.body.items))).resolves.toEqual(['インフラ構築']);
      await expect(search('rate_min=70&rate_max=75').then((r) => names(r.body.items))).resolves.toEqual(['【Java】金融系Webシステム開発 東京']);
      const withNoRate = await search('keyword=java&rate_min=70&include_no_rate=1').expect(200);
      expect(names(withNoRate.body.items)).toEqual(['【Java】金融系Webシステム開発 東京', 'Go開発', 'バックエンド開発']);
    });

    it('remote, weekly days, contract types and new', async () => {
      await expect(search('remote=2').then((r) => names(r.body.items))).resolves.toEqual(['バックエンド開発']);
      await expect(search('remote=1&remote=2').then((r) => r.body.total)).resolves.toBe(2);
      await expect(search('weekly_days=3').then((r) => names(r.body.items))).resolves.toEqual(['PHP案件 大阪', 'バックエンド開発']);
      await expect(search(`contract_types=${dispatch.id}`).then((r) => names(r.body.items))).resolves.toEqual(['バックエンド開発']);
      await expect(search('new=1').then((r) => names(r.body.items))).resolves.toEqual([
        '【Java】金融系Webシステム開発 東京',
        'PHP案件 大阪',
        'Go開発',
        '100%リモート_案件',
      ]);
    });

    it('sorts by rate (highest top rate first, no rate last, then newest)', async () => {
      const res = await search('sort=rate&new=0&per_page=10').expect(200);
      expect(names(res.body.items).slice(0, 6)).toEqual([
        'バックエンド開発',
        '【Java】金融系Webシステム開発 東京',
        'インフラ構築',
        'PHP案件 大阪',
        'Go開発',
        '100%リモート_案件',
      ]);
    });

    it('pages with total and last_page', async () => {
      const first = await search(`tags=${paging.id}&per_page=10`).expect(200);
      expect(first.body).toMatchObject({ total: 12, page: 1, per_page: 10, last_page: 2 });
      expect(names(first.body.items)).toHaveLength(10);
      const second = await search(`tags=${paging.id}&per_page=10&page=2`).expect(200);
      expect(names(second.body.items)).toEqual(['ページング案件11', 'ページング案件12']);
      const none = await search('keyword=存在しない語').expect(200);
      expect(none.body).toMatchObject({ items: [], total: 0, last_page: 1 });
    });
  });

  it('counts facets over the current result set', async () => {
    const res = await search('keyword=java').expect(200);
    const { facets } = res.body;
    expect(facets.tags).toEqual(
      expect.arrayContaining([
        { id: java.id, term: 'Java', count: 2 },
        { id: aws.id, term: 'AWS', count: 2 },
      ]),
    );
    expect(facets.tags).toHaveLength(2);
    expect(facets.areas).toEqual([
      { id: tokyo.id, name: '東京都', count: 2 },
      { id: osaka.id, name: '大阪府', count: 1 },
    ]);
    expect(facets.remote).toEqual([
      { value: 0, label: '常駐', count: 3 },
      { value: 1, label: '一部リモート', count: 0 },
      { value: 2, label: 'フルリモート', count: 1 },
    ]);
    expect(facets.contract_types).toEqual([
      { id: expect.any(Number), name: '業務委託（準委任）', count: 1 },
      { id: dispatch.id, name: '派遣', count: 1 },
    ]);
    expect(facets.weekly_days.map((f: { count: number }) => f.count)).toEqual([0, 0, 1, 1, 2]);
    expect(facets.weekly_days[2]).toEqual({ value: 3, label: '週3日以下', count: 1 });
    expect(facets.new_count).toBe(2);
  });

  it('counts the options of an alternative group (areas, remote, contract type, weekly days) without that group’s own selection', async () => {
    const unfiltered = (await search('keyword=java').expect(200)).body.facets;
    const byArea = await search(`keyword=java&areas=${tokyo.id}`).expect(200);
    expect(byArea.body.total).toBe(2);
    expect(byArea.body.facets.areas).toEqual(unfiltered.areas); // 大阪府 stays offered with its count
    expect(byArea.body.facets.remote.map((f: { count: number }) => f.count)).toEqual([2, 0, 0]); // other groups: narrowed to 東京都

    const byRemote = await search('keyword=java&remote=2').expect(200);
    expect(byRemote.body.total).toBe(1);
    expect(byRemote.body.facets.remote).toEqual(unfiltered.remote);
    expect(byRemote.body.facets.areas).toEqual([{ id: osaka.id, name: '大阪府', count: 1 }]);

    const byContract = await search(`keyword=java&contract_types=${dispatch.id}`).expect(200);
    expect(byContract.body.total).toBe(1);
    expect(byContract.body.facets.contract_types).toEqual(unfiltered.contract_types);

    const byDays = await search('keyword=java&weekly_days=3').expect(200);
    expect(byDays.body.total).toBe(1);
    expect(byDays.body.facets.weekly_days).toEqual(unfiltered.weekly_days);
    // Tags narrow the result (AND): their counts follow every filter.
    expect(byDays.body.facets.tags).toEqual([{ id: aws.id, term: 'AWS', count: 1 }]);
  });

  describe('tag page', () => {
    const byTag = (query: string) => t.http.get(`/api/front/item/get-search-by-tag-list?${query}`);

    it('lists the tag’s open listings with the filters applied', async () => {
      const res = await byTag(`tag_id=${java.id}`).expect(200);
      expect(res.body.tag).toEqual({ id: java.id, term: 'Java' });
      expect(names(res.body.items)).toEqual(['【Java】金融系Webシステム開発 東京', 'Go開発']);
      expect(res.body.message).toBeUndefined();
      const filtered = await byTag(`tag_id=${java.id}&areas=${tokyo.id}`).expect(200);
      expect(names(filtered.body.items)).toEqual(['【Java】金融系Webシステム開発 東京']);
      const none = await byTag(`tag_id=${java.id}&remote=1`).expect(200);
      expect(none.body).toMatchObject({ total: 0, items: [] });
      expect(none.body.message).toBeUndefined();
    });

    it('answers error--nothing-item with the past ended listings when the tag has no open listing', async () => {
      const res = await byTag(`tag_id=${onlyEnded.id}`).expect(200);
      expect(res.body).toMatchObject({ total: 0, items: [], message: 'error--nothing-item' });
      expect(names(res.body.ended_items)).toEqual(['COBOL保守（新しい）', 'COBOL保守（古い）']);
      expect(res.body.ended_items[0].is_ended).toBe(true);
      // A tag that never had a listing still gets the site's latest ended listings as the reference.
      const nothing = await byTag(`tag_id=${empty.id}`).expect(200);
      expect(nothing.body).toMatchObject({ message: 'error--nothing-item', total: 0 });
      expect(names(nothing.body.ended_items)).toEqual(['東京のJava案件（終了）', 'COBOL保守（新しい）', 'COBOL保守（古い）']);
    });

    it('answers 404 for an unknown or deleted tag', async () => {
      const unknown = await byTag('tag_id=99999999').expect(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, code: 'TAG_NOT_FOUND', message: '指定されたタグページが見つかりませんでした' });
      const gone = await makeTag(t.dataSource, { term: '削除済みタグ' });
      await t.dataSource.getRepository(TagEntity).softDelete(gone.id);
      const deleted = await byTag(`tag_id=${gone.id}`).expect(404);
      expect(deleted.body.message).toBe('指定されたタグページが見つかりませんでした');
    });
  });

  it('lists past ended listings, of a tag or overall', async () => {
    const ofTag = await t.http.get(`/api/front/item/get-ended-item-list?tag_id=${onlyEnded.id}`).expect(200);
    expect(names(ofTag.body.items)).toEqual(['COBOL保守（新しい）', 'COBOL保守（古い）']);
    const overall = await t.http.get('/api/front/item/get-ended-item-list?limit=2').expect(200);
    expect(names(overall.body.items)).toEqual(['東京のJava案件（終了）', 'COBOL保守（新しい）']);
  });

  it('finds related tags by keyword and by tag', async () => {
    const byKeyword = await t.http.get('/api/front/item/get-related-tags-by-keyword?keyword=java').expect(200);
    expect(byKeyword.body.tags).toEqual([
      { id: java.id, term: 'Java', count: 2 },
      { id: aws.id, term: 'AWS', count: 2 },
    ].sort((a, b) => a.id - b.id));
    const byTag = await t.http.get(`/api/front/item/get-related-tags-by-tag-id?tag_id=${java.id}`).expect(200);
    expect(byTag.body.tags).toEqual([{ id: aws.id, term: 'AWS', count: 1 }]);
    await t.http.get('/api/front/item/get-related-tags-by-tag-id?tag_id=99999999').expect(404);
  });

  it('drops a listing from the results as soon as it ends, even while the page is memoised', async () => {
    const item = await makeItem(t.dataSource, { name: 'Kotlinサーバー開発' });
    try {
      await expect(search('keyword=kotlin').then((r) => names(r.body.items))).resolves.toEqual(['Kotlinサーバー開発']);
      await t.dataSource.getRepository(ItemEntity).update(item.id, { status: ItemStatus.Ended, endedAt: new Date() });
      await expect(search('keyword=kotlin').then((r) => names(r.body.items))).resolves.toEqual([]);
      const ended = await t.http.get('/api/front/item/get-ended-item-list?limit=1').expect(200);
      expect(names(ended.body.items)).toEqual(['Kotlinサーバー開発']);
    } finally {
      // The site-wide ended lists are asserted exactly by other tests of this file (in any order): take it out.
      await t.dataSource.getRepository(ItemEntity).softDelete(item.id);
    }
  });

  it('rejects invalid parameters with field errors in Japanese', async () => {
    const res = await search('per_page=15&page=0&sort=cheap&remote=5&tags=abc&rate_min=-1&weekly_days=6&new=2&foo=1').expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['foo', 'new', 'page', 'per_page', 'rate_min', 'remote', 'sort', 'tags', 'weekly_days']);
    expect(res.body.errors.foo).toEqual(['このフィールドは使用できません']);
    expect(res.body.errors.page).toEqual(['1以上の値を入力してください']);
    expect(res.body.errors.per_page).toEqual(['10、20、50のいずれかを指定してください']);
    const noTag = await t.http.get('/api/front/item/get-search-by-tag-list').expect(400);
    expect(noTag.body.errors.tag_id).toBeDefined();
    await search('keyword=a&keyword=b').expect(400);
  });
});
