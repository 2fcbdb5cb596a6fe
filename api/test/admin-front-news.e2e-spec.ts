import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { FrontNewsEntity } from '../src/modules/news/entities/front-news.entity';
import { makeFrontNews } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, eventually, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60 * 1000;

interface Row {
  id: number;
  title: string;
  status: string;
}

/**
 * Issue 15: public announcements in the back office (SPEC §7 front-news/*, the front_news table) on MariaDB.
 * The rules shared with staff notices (keyword words, date ranges, HTML cleaning, concurrent saves) are
 * proved in detail in admin-news.e2e-spec.ts; here: that this table gets them, and what the public sees.
 */
describe('front-news', () => {
  let t: TestApp;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, '広報 花子'));
    viewer = (await staffSession(t, AdminRole.Viewer)).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  const marker = () => `fn${randomBytes(4).toString('hex')}`;
  const http = () => request(t.app.getHttpServer());
  const search = (query: Record<string, string | number>) => http().get('/api/admin/front-news/search').set(viewer).query(query);
  const detail = (id: number | string) => http().get(`/api/admin/front-news/detail/${id}`).set(viewer);
  const edit = (body: object, as = editor) => http().post('/api/admin/front-news/edit').set(as).send(body);
  const post = (action: 'delete' | 'comeback', id: number) => http().post(`/api/admin/front-news/${action}`).set(editor).send({ id });
  const history = (id: number) => auditHistory(t, viewer, 'front-news', id);
  const publicIds = async () => ((await t.http.get('/api/front/get-news?limit=50').expect(200)).body.news as { id: number }[]).map((n) => n.id);
  const titles = (body: { items: Row[] }) => body.items.map((r) => r.title);

  it('lists by status tab, keyword and publish date, with paging and sort', async () => {
    const word = marker();
    await makeFrontNews(t.dataSource, { title: `${word} 公開 ア`, publishedAt: new Date('2026-03-10T03:00:00Z') });
    await makeFrontNews(t.dataSource, { title: `${word} 公開 イ`, body: '<p>キャンペーン開始</p>', publishedAt: new Date('2026-03-20T03:00:00Z') });
    await makeFrontNews(t.dataSource, { title: `${word} 予定`, publishedAt: new Date(Date.now() + DAY) });
    await makeFrontNews(t.dataSource, { title: `${word} 下書き`, publishedAt: null });
    await makeFrontNews(t.dataSource, { title: `${word} 削除`, deleted: true });

    const of = async (query: Record<string, string | number>) => (await search({ keyword: word, ...query }).expect(200)).body;
    expect(titles(await of({ status: 'published', sort: 'title', order: 'asc' }))).toEqual([`${word} 公開 ア`, `${word} 公開 イ`]);
    expect((await of({ status: 'scheduled' })).items).toEqual([expect.objectContaining({ title: `${word} 予定`, status: 'scheduled', status_label: '公開予定' })]);
    expect((await of({ status: 'draft' })).items).toEqual([expect.objectContaining({ title: `${word} 下書き`, status: 'draft' })]);
    expect((await of({ status: 'deleted' })).items).toEqual([expect.objectContaining({ title: `${word} 削除`, status: 'deleted', deleted_at: expect.any(String) })]);
    // Without a tab: everything not deleted, newest publish date first, drafts last.
    expect(titles(await of({}))).toEqual([`${word} 予定`, `${word} 公開 イ`, `${word} 公開 ア`, `${word} 下書き`]);
    // The keyword looks in the body too; the date range is in Japanese days.
    expect(titles(await of({ keyword: `${word} キャンペーン` }))).toEqual([`${word} 公開 イ`]);
    expect(titles(await of({ published_from: '2026-03-15', published_to: '2026-03-31' }))).toEqual([`${word} 公開 イ`]);
    const page2 = await of({ per_page: 3, page: 2 });
    expect(page2).toMatchObject({ total: 4, page: 2, per_page: 3, last_page: 2 });
    expect(titles(page2)).toEqual([`${word} 下書き`]);

    const bad = await search({ sort: 'body', per_page: 101, status: 'hidden' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['per_page', 'sort', 'status']);
  });

  it('creates and edits an announcement (HTML cleaned, Japan time), each save in the audit log under front-news', async () => {
    const created = await edit({ title: 'ＧＷ休業のお知らせ', body: '<p>5月3日から休業します</p><img src=x onerror="alert(1)">', published_at: '2026-04-20T10:00' }).expect(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'GW休業のお知らせ',
      body: '<p>5月3日から休業します</p><img src="x" />',
      status: 'published',
      status_label: '公開中',
      published_at: '2026-04-20T01:00:00.000Z',
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted_at: null,
    });
    const id = created.body.id as number;
    expect((await detail(id).expect(200)).body).toEqual(created.body);
    expect(await publicIds()).toContain(id);

    const edited = await edit({ id, version: 1, title: 'GW休業のお知らせ 更新版', body: '<p>5月3日から休業します</p><img src="x" />', published_at: '2026-04-20T10:00' }).expect(200);
    expect(edited.body).toMatchObject({ title: 'GW休業のお知らせ 更新版', version: 2 });
    const logs = await history(id);
    expect(logs.map((l) => [l.action, l.staff_id])).toEqual([
      ['create', editorId],
      ['update', editorId],
    ]);
    expect(logs[1].changes).toEqual({ title: { before: 'GW休業のお知らせ', after: 'GW休業のお知らせ 更新版' } });
  });

  it('refuses a stale version with 409, field errors with 400, an unknown id with 404; stores nothing', async () => {
    const news = await makeFrontNews(t.dataSource, { title: '同時編集のお知らせ' });
    await edit({ id: news.id, version: news.version, title: '先の保存', body: '本文' }).expect(200);
    const stale = await edit({ id: news.id, version: news.version, title: '後の保存', body: '本文' }).expect(409);
    expect(stale.body).toEqual({
      statusCode: 409,
      code: 'ADMIN_STALE_VERSION',
      message: '他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。',
      errors: {},
    });
    expect((await detail(news.id).expect(200)).body.title).toBe('先の保存');

    const before = await t.dataSource.getRepository(FrontNewsEntity).count({ withDeleted: true });
    const invalid = await edit({ title: '', body: '<script>alert(1)</script>', published_at: '2026-13-01' }).expect(400);
    expect(invalid.body.errors).toEqual({ title: ['必須項目です'], published_at: ['日時の形式が正しくありません（例: 2026-12-01T10:00）'] });
    const emptyBody = await edit({ title: '件名', body: '<script>alert(1)</script>' }).expect(400);
    expect(emptyBody.body.errors).toEqual({ body: ['必須項目です'] });
    expect(await t.dataSource.getRepository(FrontNewsEntity).count({ withDeleted: true })).toBe(before);

    for (const id of ['999999', 'x']) expect((await detail(id).expect(404)).body).toMatchObject({ code: 'NEWS_NOT_FOUND', message: '指定されたお知らせが見つかりませんでした' });
    expect((await edit({ id: 999999, version: 1, title: '件名', body: '本文' }).expect(404)).body.code).toBe('NEWS_NOT_FOUND');
    // A viewer reads but does not write.
    expect((await edit({ title: '閲覧者', body: '本文' }, viewer).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
  });

  it('keeps an announcement with a future publish date off the public pages until that time comes', async () => {
    // Three seconds ahead (the column keeps whole seconds): scheduled now, public once the time has passed.
    const at = new Date(Math.ceil((Date.now() + 3000) / 1000) * 1000);
    const created = await edit({ title: '予約したお知らせ', body: '本文', published_at: at.toISOString() }).expect(200);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ status: 'scheduled', status_label: '公開予定' });
    expect(await publicIds()).not.toContain(id);
    await t.http.get(`/api/front/get-news-detail?id=${id}`).expect(404);

    await eventually(async () => (await publicIds()).includes(id), 15_000);
    expect((await t.http.get(`/api/front/get-news-detail?id=${id}`).expect(200)).body).toMatchObject({ id, title: '予約したお知らせ' });
    expect((await detail(id).expect(200)).body.status).toBe('published');
  });

  it('soft-deletes (gone from the public pages) and restores (back again), each once and logged', async () => {
    const news = await makeFrontNews(t.dataSource, { title: '削除して戻すお知らせ' });
    expect(await publicIds()).toContain(news.id);

    expect((await post('delete', news.id).expect(200)).body).toEqual({ ids: [news.id] });
    expect((await post('delete', news.id).expect(200)).body).toEqual({ ids: [] });
    expect(await publicIds()).not.toContain(news.id);
    await t.http.get(`/api/front/get-news-detail?id=${news.id}`).expect(404);
    const deleted = (await detail(news.id).expect(200)).body;
    expect(deleted).toMatchObject({ status: 'deleted', deleted_at: expect.any(String) });
    expect((await edit({ id: news.id, version: deleted.version, title: '編集', body: '本文' }).expect(409)).body.code).toBe('ADMIN_RECORD_DELETED');

    expect((await post('comeback', news.id).expect(200)).body).toEqual({ ids: [news.id] });
    expect(await publicIds()).toContain(news.id);
    expect((await history(news.id)).map((l) => l.action)).toEqual(['delete', 'restore']);
    expect((await post('comeback', 999999).expect(404)).body.code).toBe('NEWS_NOT_FOUND');
  });
});
