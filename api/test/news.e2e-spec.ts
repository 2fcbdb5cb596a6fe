import { makeColumnConnect, makeColumnTagConnect, makeFrontNews, makeItem, makeTag } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// The project-level testTimeout does not reach hooks on a loaded machine: app start-up can take > 5 s.
jest.setTimeout(120_000);

describe('news (front_news) and the column list', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, columnSiteUrl: 'https://column.example' });
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('get-news / get-news-detail', () => {
    let older: { id: number; title: string };
    let newer: { id: number; title: string };
    let draft: { id: number };
    let future: { id: number };
    let deleted: { id: number };

    beforeAll(async () => {
      older = await makeFrontNews(t.dataSource, { title: '年末年始の営業について', publishedAt: new Date('2026-01-05T00:00:00Z') });
      newer = await makeFrontNews(t.dataSource, { title: 'サイトをリニューアルしました', body: '<p>新しい<strong>エンジニアルート</strong>へようこそ。</p>', publishedAt: new Date('2026-02-01T00:00:00Z') });
      draft = await makeFrontNews(t.dataSource, { title: '下書き', publishedAt: null });
      future = await makeFrontNews(t.dataSource, { title: '予約投稿', publishedAt: new Date(Date.now() + 86_400_000) });
      deleted = await makeFrontNews(t.dataSource, { title: '削除済み', publishedAt: new Date('2026-03-01T00:00:00Z'), deleted: true });
    });

    it('lists published, not deleted announcements newest first, limited', async () => {
      const res = await t.http.get('/api/front/get-news').expect(200);
      expect(res.body.news).toEqual([
        { id: newer.id, title: 'サイトをリニューアルしました', published_at: '2026-02-01T00:00:00.000Z' },
        { id: older.id, title: '年末年始の営業について', published_at: '2026-01-05T00:00:00.000Z' },
      ]);
      const one = await t.http.get('/api/front/get-news?limit=1').expect(200);
      expect(one.body.news.map((n: { id: number }) => n.id)).toEqual([newer.id]);
      const bad = await t.http.get('/api/front/get-news?limit=0').expect(400);
      expect(bad.body.errors.limit).toEqual(['1以上の値を入力してください']);
    });

    it('returns the detail with its HTML body', async () => {
      const res = await t.http.get(`/api/front/get-news-detail?id=${newer.id}`).expect(200);
      expect(res.body).toEqual({
        id: newer.id,
        title: 'サイトをリニューアルしました',
        body: '<p>新しい<strong>エンジニアルート</strong>へようこそ。</p>',
        published_at: '2026-02-01T00:00:00.000Z',
      });
    });

    it('answers 404 in Japanese for unknown, draft, future and deleted ids; 400 for a bad id', async () => {
      for (const id of [999999, draft.id, future.id, deleted.id]) {
        const res = await t.http.get(`/api/front/get-news-detail?id=${id}`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: '指定されたお知らせが見つかりませんでした', errors: {} });
      }
      const bad = await t.http.get('/api/front/get-news-detail?id=abc').expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['id']);
      await t.http.get('/api/front/get-news-detail').expect(400);
    });

    it('keeps an announcement with a future publish date off the list, detail and sitemap entries until that time, then shows it', async () => {
      const scheduled = await makeFrontNews(t.dataSource, { title: '公開予定のお知らせ', publishedAt: new Date(Date.now() + 60 * 60 * 1000) });
      const listed = async () => ((await t.http.get('/api/front/get-news?limit=50').expect(200)).body.news as { id: number }[]).map((n) => n.id);
      expect(await listed()).not.toContain(scheduled.id);
      await t.http.get(`/api/front/get-news-detail?id=${scheduled.id}`).expect(404);
      expect((await t.http.get(`/api/front/page-meta?path=/front-news/detail/${scheduled.id}`).expect(200)).body.status).toBe(404);
      const entries = (await t.http.get('/api/front/sitemap-entries').expect(200)).body.entries as { path: string }[];
      expect(entries.map((e) => e.path)).not.toContain(`/front-news/detail/${scheduled.id}`);

      // Its time comes (the publish date passes): it shows without anything else changing.
      await t.dataSource.query('UPDATE front_news SET published_at = ? WHERE id = ?', [new Date(Date.now() - 1000), scheduled.id]);
      try {
        expect(await listed()).toContain(scheduled.id);
        expect((await t.http.get(`/api/front/get-news-detail?id=${scheduled.id}`).expect(200)).body.title).toBe('公開予定のお知らせ');
        expect((await t.http.get(`/api/front/page-meta?path=/front-news/detail/${scheduled.id}`).expect(200)).body.status).toBe(200);
        // (The sitemap entries are built at most once a minute, so they list it from their next build.)
      } finally {
        // Published now, it would be on the list the other tests of this block expect (they run in random order).
        await t.dataSource.query('UPDATE front_news SET deleted_at = ? WHERE id = ?', [new Date(), scheduled.id]);
      }
    });
  });

  describe('get-column-list', () => {
    it('lists column links of listings and tags once per URL, without soft-deleted ones', async () => {
      const item = await makeItem(t.dataSource);
      const tag = await makeTag(t.dataSource);
      const deletedTag = await makeTag(t.dataSource);
      await makeColumnConnect(t.dataSource, { itemId: item.id, url: 'https://column.example/a', title: '確定申告ガイド' });
      await makeColumnConnect(t.dataSource, { itemId: item.id, url: 'https://column.example/gone', title: '削除済み', deleted: true });
      await makeColumnTagConnect(t.dataSource, { tagId: tag.id, url: 'https://column.example/a', title: '確定申告ガイド' });
      await makeColumnTagConnect(t.dataSource, { tagId: tag.id, url: 'https://column.example/b', title: '単価交渉のコツ' });
      await makeColumnTagConnect(t.dataSource, { tagId: deletedTag.id, url: 'https://column.example/c', title: '削除されたタグのコラム' });
      await t.dataSource.getRepository('TagEntity').softDelete(deletedTag.id);

      const res = await t.http.get('/api/front/get-column-list').expect(200);
      // Only this test's links (on the column site): the next test's off-site connects (url null) may be there too.
      const columns = (res.body.columns as { title: string; url: string | null; item_id: number | null; tag_id: number | null }[]).filter(
        (c): c is typeof c & { url: string } => c.url !== null,
      );
      expect([...columns].sort((a, b) => a.url.localeCompare(b.url))).toEqual([
        expect.objectContaining({ title: '確定申告ガイド', url: 'https://column.example/a' }),
        { title: '単価交渉のコツ', url: 'https://column.example/b', item_id: null, tag_id: tag.id },
      ]);
      const a = columns.find((c) => c.url === 'https://column.example/a')!;
      expect([a.item_id, a.tag_id]).toEqual(expect.arrayContaining([null]));
      expect(a.item_id === item.id || a.tag_id === tag.id).toBe(true);
      const one = await t.http.get('/api/front/get-column-list?limit=1').expect(200);
      expect(one.body.columns).toHaveLength(1);
      await t.http.get('/api/front/get-column-list?limit=101').expect(400);
    });

    it('gives an article URL only when it is on the column site (COLUMN_SITE_URL); the connect stays listed', async () => {
      const item = await makeItem(t.dataSource);
      const title = `プレースホルダのコラム-${item.id}`;
      await makeColumnConnect(t.dataSource, { itemId: item.id, url: `https://example.com/column/${item.id}/`, title });
      await makeColumnConnect(t.dataSource, { itemId: item.id, url: `https://column.example.evil.test/${item.id}`, title: `${title}-2` });
      const res = await t.http.get('/api/front/get-column-list?limit=100').expect(200);
      const mine = (res.body.columns as { title: string }[]).filter((c) => c.title.startsWith(title));
      expect(mine).toHaveLength(2);
      expect(mine).toEqual(expect.arrayContaining([{ title, url: null, item_id: item.id, tag_id: null }, { title: `${title}-2`, url: null, item_id: item.id, tag_id: null }]));
    });
  });
});
