import request from 'supertest';
import { RemoteLevel } from '../../api/src/modules/items/entities/item.entity';
import { TagEntity } from '../../api/src/modules/tags/entities/tag.entity';
import { makeItem, makePrefectureArea, makeTag } from '../../api/test/support/factories';
import { createTestSite, type TestSite } from './support/test-site';

const APP_URL = 'https://er.example';
const SUFFIX = 'ITフリーランスエンジニアの案件・求人サイト エンジニアルート';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON-LD, checked field by field
type JsonLd = Record<string, any>;
function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script (?:nonce="[^"]+" )?type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as JsonLd);
}
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];
/** Open Graph and X card tags by name (link previews). */
const shareOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z_:]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]));

// Pages come from the web server, with the head facts only the database knows asked of the API (page-meta).
describe('SEO: page meta, JSON-LD, canonical, robots, sitemap', () => {
  let site: TestSite;
  let t: TestSite['api'];

  beforeAll(async () => {
    site = await createTestSite({ api: { redisUrl: undefined }, web: { APP_URL } });
    t = site.api;
  });

  afterAll(async () => {
    await site?.close();
  });

  it('gives every public page a link preview (Open Graph, X card) with its title, description, canonical URL and the site image ', async () => {
    const item = await makeItem(t.dataSource, { name: '【Go】共有プレビュー確認案件 "引用"', detail: 'プレビューに出る説明です。' });
    const detail = await site.http.get(`/item/detail/${item.id}`).expect(200);
    expect(shareOf(detail.text)).toEqual({
      'og:site_name': 'エンジニアルート',
      'og:locale': 'ja_JP',
      'og:type': 'article',
      'og:url': `${APP_URL}/item/detail/${item.id}`,
      'og:title': titleOf(detail.text),
      'og:description': 'プレビューに出る説明です。',
      'og:image': `${APP_URL}/og-image.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'エンジニアルート',
      'twitter:card': 'summary_large_image',
    });
    expect(shareOf(detail.text)['og:title']).toContain('&quot;引用&quot;');

    const top = shareOf((await site.http.get('/').expect(200)).text);
    expect(top['og:type']).toBe('website');
    expect(top['og:url']).toBe(`${APP_URL}/`);
    const search = shareOf((await site.http.get('/item/search').expect(200)).text);
    expect(search['og:url']).toBe(`${APP_URL}/item/search`);
    expect(search['og:type']).toBe('article');
    // A page that does not exist is no page to share.
    expect(shareOf((await site.http.get('/item/detail/999999999').expect(404)).text)).toEqual({});

    const image = await site.http.get('/og-image.png').expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((image.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it("gives a listing page its name, description and a JobPosting (on-site listing in a prefecture)", async () => {
    const ds = t.dataSource;
    const tokyo = await makePrefectureArea(ds, 13, '東京都');
    const publishedAt = new Date('2026-11-01T00:00:00.000Z');
    const item = await makeItem(ds, {
      name: '【Java】決済基盤の開発 </script><script>alert(1)</script>',
      detail: '決済基盤の設計・開発をお任せします。\n大規模トラフィック対応の経験が活かせます。',
      mustHaveRequirements: 'Java 3年以上',
      rateMin: 700000,
      rateMax: 900000,
      publishedAt,
      remoteLevel: RemoteLevel.OnSite,
      areas: [tokyo],
    });
    const res = await site.http.get(`/item/detail/${item.id}`).expect(200);
    expect(titleOf(res.text)).toBe(`【Java】決済基盤の開発 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;｜案件詳細｜${SUFFIX}`);
    expect(res.text).toContain('<meta name="description" content="決済基盤の設計・開発をお任せします。 大規模トラフィック対応の経験が活かせます。">');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(canonicalOf(res.text)).toBe(`${APP_URL}/item/detail/${item.id}`);
    expect(robotsOf(res.text)).toBeUndefined();

    const [ld, ...rest] = jsonLdOf(res.text);
    expect(rest).toHaveLength(0);
    expect(ld['@type']).toBe('JobPosting');
    // The job's title, without the skill labels the name opens with.
    expect(ld.title).toBe('決済基盤の開発 </script><script>alert(1)</script>');
    expect(ld.description).toContain('決済基盤の設計・開発をお任せします。<br>大規模トラフィック対応');
    expect(ld.datePosted).toBe(publishedAt.toISOString());
    // No closing date was set: none is claimed.
    expect(ld.validThrough).toBeUndefined();
    expect(ld.employmentType).toBe('CONTRACTOR');
    expect(ld.directApply).toBe(true);
    // The client is undisclosed (非公開): the operator of the site, at the site's address, never a placeholder.
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: '株式会社エンジニアルート', sameAs: APP_URL });
    expect(ld.jobLocation).toEqual([{ '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: '東京都', addressCountry: 'JP' } }]);
    expect(ld.jobLocationType).toBeUndefined();
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: { '@type': 'QuantitativeValue', minValue: 700000, maxValue: 900000, unitText: 'MONTH' },
    });
  });

  it('marks a full-remote listing TELECOMMUTE and leaves out an unstated salary', async () => {
    const item = await makeItem(t.dataSource, { remoteLevel: RemoteLevel.FullRemote, rateMin: null, rateMax: null });
    const res = await site.http.get(`/item/detail/${item.id}`).expect(200);
    const [ld] = jsonLdOf(res.text);
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'JP' });
    expect(ld.jobLocation).toBeUndefined();
    expect(ld.baseSalary).toBeUndefined();
  });

  it('names the client staff named and closes on the day staff set', async () => {
    const item = await makeItem(t.dataSource, { clientName: '株式会社サンプル決済', clientUrl: 'https://pay.example/', closesOn: '2027-03-31' });
    const [ld] = jsonLdOf((await site.http.get(`/item/detail/${item.id}`).expect(200)).text);
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: '株式会社サンプル決済', sameAs: 'https://pay.example/' });
    expect(ld.validThrough).toBe('2027-03-31T23:59:59+09:00');
  });

  it('gives a browser a first-party visitor id (httpOnly, Lax, __Host- and Secure over https) once, and a crawler none', async () => {
    // A client of its own: the suite's agent keeps the cookies of earlier pages.
    const http = request(site.url);
    const first = await http.get('/item/search').set('User-Agent', 'Mozilla/5.0 Firefox/133.0').expect(200);
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const visitor = cookies.find((c) => c.startsWith('__Host-er_vid='));
    expect(visitor).toMatch(/^__Host-er_vid=[A-Za-z0-9_-]{43}; Max-Age=34560000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    const pair = visitor!.split(';')[0];
    const again = await http.get('/').set('Cookie', pair).set('User-Agent', 'Mozilla/5.0 Firefox/133.0').expect(200);
    expect(([] as string[]).concat(again.headers['set-cookie'] ?? []).some((c) => c.includes('er_vid'))).toBe(false);
    const crawler = await http.get('/').set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').expect(200);
    expect(([] as string[]).concat(crawler.headers['set-cookie'] ?? []).some((c) => c.includes('er_vid'))).toBe(false);
  });

  it('redirects ids with leading zeros to the one URL of the listing or tag', async () => {
    const item = await makeItem(t.dataSource);
    const res = await site.http.get(`/item/detail/00${item.id}?ref=x`).expect(301);
    expect(res.headers.location).toBe(`/item/detail/${item.id}?ref=x`);
    await site.http.get('/item/tag/007').expect(301).expect('Location', '/item/tag/7');
    await site.http.get('/item/detail/0').expect(404);
  });

  it("moves a merged tag's page to the surviving tag's, its query kept (the API names where: page-meta)", async () => {
    const survivor = await makeTag(t.dataSource);
    const merged = await makeTag(t.dataSource, { mergedIntoTagId: survivor.id, deletedAt: new Date() });
    await site.http.get(`/item/tag/${merged.id}?page=2&remote=2`).expect(301).expect('Location', `/item/tag/${survivor.id}?page=2&remote=2`);
    await site.http.get(`/item/tag/${survivor.id}`).expect(200);
  });

  it('gives an ended listing its title but no JobPosting', async () => {
    const item = await makeItem(t.dataSource, { name: '終了した案件', ended: true });
    const res = await site.http.get(`/item/detail/${item.id}`).expect(200);
    expect(titleOf(res.text)).toBe(`終了した案件｜案件詳細｜${SUFFIX}`);
    expect(jsonLdOf(res.text)).toEqual([]);
  });

  it.each(['/item/detail/999999', '/item/detail/abc', '/item/tag/999999', '/item/tag/x'])('answers %s with a 404 page', async (url) => {
    const res = await site.http.get(url).expect(404).expect('Content-Type', /text\/html/);
    expect(titleOf(res.text)).toBe('ページが見つかりません（404）｜エンジニアルート');
    expect(robotsOf(res.text)).toBe('noindex');
    expect(jsonLdOf(res.text)).toEqual([]);
  });

  it('answers a soft-deleted tag page with 404', async () => {
    const tag = await makeTag(t.dataSource, { term: 'Gone' });
    await t.dataSource.getRepository(TagEntity).softDelete(tag.id);
    await site.http.get(`/item/tag/${tag.id}`).expect(404);
  });

  it('gives a tag page its term in the title; filters make it noindex; canonical keeps only page', async () => {
    const tag = await makeTag(t.dataSource, { term: 'TypeScript' });
    const plain = await site.http.get(`/item/tag/${tag.id}`).expect(200);
    expect(titleOf(plain.text)).toBe(`TypeScriptのフリーランス案件・求人一覧｜${SUFFIX}`);
    expect(plain.text).toMatch(/<meta name="description" content="TypeScriptのフリーランス案件・求人一覧です。[^"]*">/);
    expect(canonicalOf(plain.text)).toBe(`${APP_URL}/item/tag/${tag.id}`);
    expect(robotsOf(plain.text)).toBeUndefined();

    const paged = await site.http.get(`/item/tag/${tag.id}?page=2`).expect(200);
    expect(canonicalOf(paged.text)).toBe(`${APP_URL}/item/tag/${tag.id}?page=2`);
    expect(robotsOf(paged.text)).toBeUndefined();

    const filtered = await site.http.get(`/item/tag/${tag.id}?remote=2&page=3`).expect(200);
    expect(canonicalOf(filtered.text)).toBe(`${APP_URL}/item/tag/${tag.id}?page=3`);
    expect(robotsOf(filtered.text)).toBe('noindex,follow');
  });

  it('makes filtered search pages noindex and keeps other pages indexable with a parameter-free canonical', async () => {
    const search = await site.http.get('/item/search?keyword=java&sort=rate').expect(200);
    expect(robotsOf(search.text)).toBe('noindex,follow');
    expect(canonicalOf(search.text)).toBe(`${APP_URL}/item/search`);
    const page1 = await site.http.get('/item/search?page=1').expect(200);
    expect(robotsOf(page1.text)).toBeUndefined();
    expect(canonicalOf(page1.text)).toBe(`${APP_URL}/item/search`);

    const top = await site.http.get('/?utm_source=x').expect(200);
    expect(canonicalOf(top.text)).toBe(`${APP_URL}/`);
    expect(robotsOf(top.text)).toBeUndefined();
    // Tokens and other parameters never reach the canonical (/user/password/reset/update is planned: 404 until built).
    const regist = await site.http.get('/user/regist?token=secret').expect(200);
    expect(canonicalOf(regist.text)).toBe(`${APP_URL}/user/regist`);
  });

  it('lists open listings, tags with open listings and static pages in /sitemap.xml', async () => {
    const ds = t.dataSource;
    const live = await makeTag(ds, { term: 'SitemapLive' });
    const dead = await makeTag(ds, { term: 'SitemapDead' });
    const open = await makeItem(ds, { tags: [live] });
    const ended = await makeItem(ds, { tags: [dead], ended: true });
    const res = await site.http.get('/sitemap.xml').expect(200).expect('Content-Type', /xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.text).toContain(`<loc>${APP_URL}/item/detail/${open.id}</loc>`);
    expect(res.text).not.toContain(`<loc>${APP_URL}/item/detail/${ended.id}</loc>`);
    expect(res.text).toContain(`<loc>${APP_URL}/item/tag/${live.id}</loc>`);
    expect(res.text).not.toContain(`<loc>${APP_URL}/item/tag/${dead.id}</loc>`);
    expect(res.text).toContain(`<loc>${APP_URL}/</loc>`);
    expect(res.text).toContain(`<loc>${APP_URL}/item/search</loc>`);
    expect(res.text).not.toContain(':id');
    expect(res.text).not.toContain(`${APP_URL}/admin`);
    expect(res.text).not.toContain(`${APP_URL}/user<`);
    expect(res.text).not.toContain(`${APP_URL}/user/`);
    expect(res.text).not.toContain(`${APP_URL}/user-skill-matching-item`); // per member
    expect(res.text).not.toContain(`${APP_URL}/contact/confirm`);
    expect(res.text).not.toContain(`${APP_URL}/dev/`); // development only
  });

  it('serves /robots.txt', async () => {
    const res = await site.http.get('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    for (const p of ['/admin', '/user', '/entry', '/api']) expect(res.text).toContain(`Disallow: ${p}\n`);
    expect(res.text).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    expect(res.text).toMatch(/^User-agent: \*/);
  });

  it('leaves pages, the sitemap and robots.txt to the web server: the API answers them with its JSON 404', async () => {
    const item = await makeItem(t.dataSource);
    for (const url of ['/', `/item/detail/${item.id}`, '/sitemap.xml', '/robots.txt']) {
      const res = await t.http.get(url).expect(404).expect('Content-Type', /application\/json/);
      expect({ url, code: res.body.code }).toEqual({ url, code: 'ROUTE_NOT_FOUND' });
    }
  });
});
