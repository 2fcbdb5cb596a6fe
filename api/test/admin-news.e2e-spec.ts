import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { AuditLogService } from '../src/modules/audit-log/audit-log.service';
import { NewsEntity } from '../src/modules/news/entities/news.entity';
import { makeAdmin, makeNews } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const STALE = '他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。';
const DAY = 24 * 60 * 60 * 1000;

interface Row {
  id: number;
  title: string;
  status: string;
  status_label: string;
  published_at: string | null;
}

/** Issue 15: staff notices (SPEC §7 admin-news/*) through the admin-resource toolkit, on MariaDB. */
describe('admin-news', () => {
  let t: TestApp;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, '編集 次郎'));
    viewer = (await staffSession(t, AdminRole.Viewer)).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A word only this test's notices carry, so the keyword filter keeps other tests' rows out. */
  const marker = () => `mk${randomBytes(4).toString('hex')}`;
  const http = () => request(t.app.getHttpServer());
  const search = (query: Record<string, string | number>, as = viewer) => http().get('/api/admin/admin-news/search').set(as).query(query);
  const detail = (id: number | string) => http().get(`/api/admin/admin-news/detail/${id}`).set(viewer);
  const edit = (body: object) => http().post('/api/admin/admin-news/edit').set(editor).send(body);
  const post = (action: 'delete' | 'comeback', id: number) => http().post(`/api/admin/admin-news/${action}`).set(editor).send({ id });
  const history = (id: number) => auditHistory(t, viewer, 'admin-news', id);
  const titles = (body: { items: Row[] }) => body.items.map((r) => r.title);

  describe('search', () => {
    it('filters by the status tabs: 公開中, 公開予定 (future date), 下書き (no date), 削除済み; without a status every notice not deleted', async () => {
      const word = marker();
      await makeNews(t.dataSource, { title: `${word} 公開`, publishedAt: new Date(Date.now() - DAY) });
      await makeNews(t.dataSource, { title: `${word} 予定`, publishedAt: new Date(Date.now() + DAY) });
      await makeNews(t.dataSource, { title: `${word} 下書き`, publishedAt: null });
      await makeNews(t.dataSource, { title: `${word} 削除`, deleted: true });
      const of = async (status?: string) => (await search({ keyword: word, sort: 'title', order: 'asc', ...(status ? { status } : {}) }).expect(200)).body;

      const published = await of('published');
      expect(published.items).toEqual([expect.objectContaining({ title: `${word} 公開`, status: 'published', status_label: '公開中' })]);
      expect((await of('scheduled')).items).toEqual([expect.objectContaining({ title: `${word} 予定`, status: 'scheduled', status_label: '公開予定' })]);
      expect((await of('draft')).items).toEqual([expect.objectContaining({ title: `${word} 下書き`, status: 'draft', status_label: '下書き', published_at: null })]);
      const deleted = (await of('deleted')).items;
      expect(deleted).toEqual([expect.objectContaining({ title: `${word} 削除`, status: 'deleted', status_label: '削除済み', deleted_at: expect.any(String) })]);
      expect(titles(await of())).toEqual([`${word} 下書き`, `${word} 予定`, `${word} 公開`].sort());
    });

    it('finds every word of the keyword in the title or the body, literally', async () => {
      const word = marker();
      await makeNews(t.dataSource, { title: `${word} 年末年始の営業`, body: '12月29日から休業します' });
      await makeNews(t.dataSource, { title: `${word} システム`, body: 'メンテナンスで100%停止します' });
      await makeNews(t.dataSource, { title: `${word} その他`, body: '特になし' });
      expect(titles((await search({ keyword: `${word} 休業` }).expect(200)).body)).toEqual([`${word} 年末年始の営業`]);
      expect(titles((await search({ keyword: `${word}　メンテナンス` }).expect(200)).body)).toEqual([`${word} システム`]);
      // LIKE wildcards are the characters themselves.
      expect(titles((await search({ keyword: `${word} 100%` }).expect(200)).body)).toEqual([`${word} システム`]);
      expect(titles((await search({ keyword: `${word} _` }).expect(200)).body)).toEqual([]);
    });

    it('filters by publish date in Japanese days, both ends included', async () => {
      const word = marker();
      // 2026-10-31T15:00Z is the start of 2026-11-01 in Japan.
      await makeNews(t.dataSource, { title: `${word} 10/31`, publishedAt: new Date('2026-10-31T14:59:59Z') });
      await makeNews(t.dataSource, { title: `${word} 11/01`, publishedAt: new Date('2026-10-31T15:00:00Z') });
      await makeNews(t.dataSource, { title: `${word} 11/30`, publishedAt: new Date('2026-11-30T14:59:59Z') });
      await makeNews(t.dataSource, { title: `${word} 12/01`, publishedAt: new Date('2026-11-30T15:00:00Z') });
      const within = (query: Record<string, string>) => search({ keyword: word, sort: 'published_at', order: 'asc', ...query }).expect(200);
      expect(titles((await within({ published_from: '2026-11-01', published_to: '2026-11-30' })).body)).toEqual([`${word} 11/01`, `${word} 11/30`]);
      expect(titles((await within({ published_from: '2026-12-01' })).body)).toEqual([`${word} 12/01`]);
      expect(titles((await within({ published_to: '2026-10-31' })).body)).toEqual([`${word} 10/31`]);
    });

    it('sorts by the declared fields (id breaks ties) and pages without repeating or skipping', async () => {
      const word = marker();
      const at = new Date('2026-06-01T00:00:00Z');
      const made = [];
      for (const title of ['ウ', 'ア', 'エ', 'イ', 'オ']) made.push(await makeNews(t.dataSource, { title: `${word} ${title}`, publishedAt: at }));
      const draft = await makeNews(t.dataSource, { title: `${word} カ`, publishedAt: null });
      // Default: newest publish date first; equal dates by id, newest first; drafts (no date) last.
      const first = (await search({ keyword: word, per_page: 2 }).expect(200)).body;
      expect(first).toMatchObject({ total: 6, page: 1, per_page: 2, last_page: 3 });
      const ids: number[] = [];
      for (const page of [1, 2, 3]) ids.push(...(await search({ keyword: word, per_page: 2, page }).expect(200)).body.items.map((r: Row) => r.id));
      expect(ids).toEqual([...made.map((n) => n.id).reverse(), draft.id]);
      expect(titles((await search({ keyword: word, sort: 'title', order: 'asc' }).expect(200)).body)).toEqual(['ア', 'イ', 'ウ', 'エ', 'オ', 'カ'].map((x) => `${word} ${x}`));
      expect((await search({ keyword: word, sort: 'id', order: 'asc', per_page: 1, page: 6 }).expect(200)).body.items.map((r: Row) => r.id)).toEqual([draft.id]);
    });

    it('refuses an unknown sort, a bad page size or date with a message per field', async () => {
      const res = await search({ sort: 'body', order: 'newest', per_page: 0, status: 'hidden', published_from: '11/01' }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.errors).toEqual({
        sort: ['published_at、updated_at、id、titleのいずれかを指定してください'],
        order: ['asc、descのいずれかを指定してください'],
        per_page: ['1以上の値を入力してください'],
        status: ['published、scheduled、draft、deletedのいずれかを指定してください'],
        published_from: ['日付はYYYY-MM-DDの形式で入力してください'],
      });
    });
  });

  describe('detail, create and edit', () => {
    it('creates a notice (version 1), cleaning an HTML body, and logs the creation with its fields', async () => {
      const res = await edit({ title: '  ＩＴ勉強会のお知らせ  ', body: '<p onclick="x()">参加者<strong>募集</strong></p><script>alert(1)</script>', published_at: '2099-12-01T10:00' }).expect(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title: 'IT勉強会のお知らせ',
        body: '<p>参加者<strong>募集</strong></p>',
        published_at: '2099-12-01T01:00:00.000Z',
        status: 'scheduled',
        status_label: '公開予定',
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        deleted_at: null,
      });
      expect((await detail(res.body.id).expect(200)).body).toEqual(res.body);
      expect(await history(res.body.id)).toEqual([
        expect.objectContaining({
          action: 'create',
          staff_id: editorId,
          staff_name: '編集 次郎',
          changes: {
            body: { before: null, after: '<p>参加者<strong>募集</strong></p>' },
            published_at: { before: null, after: '2099-12-01T01:00:00.000Z' },
            title: { before: null, after: 'IT勉強会のお知らせ' },
          },
        }),
      ]);
    });

    it('keeps a plain-text body as written; no publish date is a draft', async () => {
      const res = await edit({ title: '下書きのお知らせ', body: '1行目\n2 < 3 & 4 > 1' }).expect(200);
      expect(res.body).toMatchObject({ body: '1行目\n2 < 3 & 4 > 1', published_at: null, status: 'draft', status_label: '下書き' });
    });

    it('saves an edit of the version read (version + 1) and logs only the fields that changed', async () => {
      const news = await makeNews(t.dataSource, { title: '元のタイトル', body: '本文', publishedAt: null });
      const read = (await detail(news.id).expect(200)).body;
      const res = await edit({ id: news.id, version: read.version, title: '新しいタイトル', body: '本文', published_at: '2026-01-05T09:00:00+09:00' }).expect(200);
      expect(res.body).toMatchObject({ id: news.id, title: '新しいタイトル', published_at: '2026-01-05T00:00:00.000Z', status: 'published', version: read.version + 1 });
      const [log] = await history(news.id);
      expect(log).toMatchObject({
        action: 'update',
        changes: { published_at: { before: null, after: '2026-01-05T00:00:00.000Z' }, title: { before: '元のタイトル', after: '新しいタイトル' } },
      });
    });

    it('refuses a stale version with 409 and the message, keeping the other save and writing no log', async () => {
      const news = await makeNews(t.dataSource, { title: '同時編集' });
      const { version } = (await detail(news.id).expect(200)).body;
      await edit({ id: news.id, version, title: '先に保存した内容', body: '本文A' }).expect(200);
      const late = await edit({ id: news.id, version, title: '後から保存した内容', body: '本文B' }).expect(409);
      expect(late.body).toEqual({ statusCode: 409, code: 'ADMIN_STALE_VERSION', message: STALE, errors: {} });
      expect((await detail(news.id).expect(200)).body).toMatchObject({ title: '先に保存した内容', version: version + 1 });
      expect((await history(news.id)).map((h) => h.action)).toEqual(['update']);
    });

    it('lets exactly one of two saves of the same version through when they arrive together', async () => {
      const news = await makeNews(t.dataSource, { title: '競合' });
      const saves = await Promise.all(['一人目', '二人目', '三人目'].map((who) => edit({ id: news.id, version: news.version, title: who, body: who })));
      expect(saves.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const winner = saves.find((r) => r.status === 200)!.body.title;
      expect((await detail(news.id).expect(200)).body).toMatchObject({ title: winner, version: news.version + 1 });
      expect(await history(news.id)).toHaveLength(1);
    });

    it('answers field errors in Japanese and stores nothing', async () => {
      const before = await t.dataSource.getRepository(NewsEntity).count({ withDeleted: true });
      const cases: Array<[object, Record<string, string[]>]> = [
        [{}, { title: ['必須項目です'], body: ['必須項目です'] }],
        [{ title: '　', body: '' }, { title: ['必須項目です'], body: ['必須項目です'] }],
        [{ title: 'あ'.repeat(201), body: '本文' }, { title: ['200文字以内で入力してください'] }],
        [{ title: '件名', body: '本文', published_at: 'tomorrow' }, { published_at: ['日時の形式が正しくありません（例: 2026-12-01T10:00）'] }],
        [{ title: '件名', body: '本文', published_at: '2026-02-30T10:00' }, { published_at: ['日時の形式が正しくありません（例: 2026-12-01T10:00）'] }],
        [{ id: 1, title: '件名', body: '本文' }, { version: ['必須項目です'] }],
        // Markup that is all removed leaves no body.
        [{ title: '件名', body: '<script>alert(1)</script>' }, { body: ['必須項目です'] }],
        [{ title: '件名', body: '本文', extra: 1 }, { extra: ['このフィールドは使用できません'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await edit(body).expect(400);
        expect({ body, code: res.body.code, errors: res.body.errors }).toEqual({ body, code: 'VALIDATION_FAILED', errors });
      }
      // A title of exactly 200 characters is fine.
      await edit({ title: 'あ'.repeat(200), body: '本文' }).expect(200);
      expect(await t.dataSource.getRepository(NewsEntity).count({ withDeleted: true })).toBe(before + 1);
    });

    it('answers 404 for an unknown id, in detail and edit', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const res = await detail(id).expect(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: '指定されたお知らせが見つかりませんでした', errors: {} });
      }
      expect((await edit({ id: 999999, version: 1, title: '件名', body: '本文' }).expect(404)).body.code).toBe('NEWS_NOT_FOUND');
    });

    it('undoes the write when its audit row cannot be written (no change without its log)', async () => {
      const news = await makeNews(t.dataSource, { title: '記録に失敗' });
      const audit = jest.spyOn(t.app.get(AuditLogService), 'record').mockRejectedValueOnce(new Error('audit storage unavailable'));
      const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const res = await edit({ id: news.id, version: news.version, title: '保存されないはず', body: '本文' }).expect(500);
        expect(res.body.code).toBe('INTERNAL_ERROR');
      } finally {
        audit.mockRestore();
        log.mockRestore();
      }
      expect((await detail(news.id).expect(200)).body).toMatchObject({ title: '記録に失敗', version: news.version });
      expect(await history(news.id)).toEqual([]);
    });

    it('works with the staff cookie and the anti-forgery header, as the back office sends it', async () => {
      const { admin, password } = await makeAdmin(t.dataSource, { role: AdminRole.Owner });
      const agent = request.agent(t.app.getHttpServer());
      const xsrf = await csrfHeader(agent);
      await agent.post('/api/admin/login').set(xsrf).send({ email: admin.email, password }).expect(200);
      await agent.post('/api/admin/admin-news/edit').send({ title: 'Cookie で作成', body: '本文' }).expect(419);
      const res = await agent.post('/api/admin/admin-news/edit').set(xsrf).send({ title: 'Cookie で作成', body: '本文' }).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('delete and comeback', () => {
    it('soft-deletes and restores, each once, with its log; a deleted notice cannot be edited until restored', async () => {
      const word = marker();
      const news = await makeNews(t.dataSource, { title: `${word} 削除と復元` });
      expect((await post('delete', news.id).expect(200)).body).toEqual({ ids: [news.id] });
      const deleted = (await detail(news.id).expect(200)).body;
      expect(deleted).toMatchObject({ status: 'deleted', status_label: '削除済み', deleted_at: expect.any(String), version: news.version + 1 });
      expect((await search({ keyword: word }).expect(200)).body.total).toBe(0);
      expect((await search({ keyword: word, status: 'deleted' }).expect(200)).body.total).toBe(1);
      // Deleting again changes nothing.
      expect((await post('delete', news.id).expect(200)).body).toEqual({ ids: [] });

      const blocked = await edit({ id: news.id, version: deleted.version, title: '編集', body: '本文' }).expect(409);
      expect(blocked.body).toMatchObject({ code: 'ADMIN_RECORD_DELETED', message: 'このデータは削除されています。復元してから編集してください。' });

      expect((await post('comeback', news.id).expect(200)).body).toEqual({ ids: [news.id] });
      expect((await post('comeback', news.id).expect(200)).body).toEqual({ ids: [] });
      const restored = (await detail(news.id).expect(200)).body;
      expect(restored).toMatchObject({ status: 'published', deleted_at: null, version: news.version + 2 });
      expect(titles((await search({ keyword: word }).expect(200)).body)).toEqual([`${word} 削除と復元`]);

      const logs = await history(news.id);
      expect(logs.map((l) => l.action)).toEqual(['delete', 'restore']);
      expect(logs[0].changes).toEqual({ deleted_at: { before: null, after: deleted.deleted_at } });
      expect(logs[1].changes).toEqual({ deleted_at: { before: deleted.deleted_at, after: null } });
      // An edit after restoring needs the version read after it.
      await edit({ id: news.id, version: deleted.version, title: '古い版', body: '本文' }).expect(409);
      await edit({ id: news.id, version: restored.version, title: '復元後の編集', body: '本文' }).expect(200);
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      expect((await post('delete', 999999).expect(404)).body.code).toBe('NEWS_NOT_FOUND');
      expect((await post('comeback', 999999).expect(404)).body.code).toBe('NEWS_NOT_FOUND');
      const bad = await http().post('/api/admin/admin-news/delete').set(editor).send({ id: 'x' }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['id']);
    });
  });
});
