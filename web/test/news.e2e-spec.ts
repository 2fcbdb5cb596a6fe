import { makeFrontNews } from '../../api/test/support/factories';
import { createTestSite, type TestSite } from './support/test-site';

// App start-up on a loaded machine can take longer than the project's default.
jest.setTimeout(120_000);

const BASE_TITLE = 'お知らせ｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート';
const NOT_FOUND_TITLE = '<title>ページが見つかりません（404）｜エンジニアルート</title>';

describe('announcement pages (front_news)', () => {
  let site: TestSite;
  let t: TestSite['api'];

  beforeAll(async () => {
    site = await createTestSite({ api: { redisUrl: undefined } });
    t = site.api;
  });

  afterAll(async () => {
    await site?.close();
  });

  it('serves /front-news/detail/:id with the announcement title, and 404 for unknown, draft and deleted ids', async () => {
    const newer = await makeFrontNews(t.dataSource, { title: 'サイトをリニューアルしました', publishedAt: new Date('2026-02-01T00:00:00Z') });
    const draft = await makeFrontNews(t.dataSource, { title: '下書き', publishedAt: null });
    const deleted = await makeFrontNews(t.dataSource, { title: '削除済み', publishedAt: new Date('2026-03-01T00:00:00Z'), deleted: true });
    const page = await site.http.get(`/front-news/detail/${newer.id}`).expect(200);
    expect(page.text).toContain(`<title>サイトをリニューアルしました｜${BASE_TITLE}</title>`);
    for (const id of ['999999', String(draft.id), String(deleted.id), 'abc']) {
      const missing = await site.http.get(`/front-news/detail/${id}`).expect(404);
      expect(missing.text).toContain(NOT_FOUND_TITLE);
    }
  });

  it('keeps an announcement with a future publish date off its page and the sitemap until that time, then serves its page', async () => {
    const scheduled = await makeFrontNews(t.dataSource, { title: '公開予定のお知らせ', publishedAt: new Date(Date.now() + 60 * 60 * 1000) });
    expect((await site.http.get(`/front-news/detail/${scheduled.id}`).expect(404)).text).toContain(NOT_FOUND_TITLE);
    expect((await site.http.get('/sitemap.xml').expect(200)).text).not.toContain(`/front-news/detail/${scheduled.id}<`);

    // Its time comes (the publish date passes): its page shows without anything else changing.
    await t.dataSource.query('UPDATE front_news SET published_at = ? WHERE id = ?', [new Date(Date.now() - 1000), scheduled.id]);
    const page = await site.http.get(`/front-news/detail/${scheduled.id}`).expect(200);
    expect(page.text).toContain(`<title>公開予定のお知らせ｜${BASE_TITLE}</title>`);
    // (The sitemap is built at most once a minute, so it lists it from its next build.)
  });
});
