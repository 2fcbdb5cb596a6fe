import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { ColumnConnectEntity } from '../src/modules/columns/entities/column-connect.entity';
import { ItemEntity } from '../src/modules/items/entities/item.entity';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeColumnConnect, makeColumnTagConnect, makeItem, makeTag } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const SITE = 'https://column.example';

/**
 * Issue 15: column links in the back office (SPEC §7 column-connect/* and column-tag-connect/*) on MariaDB:
 * the listing or tag must exist, the URL must be http(s), stale saves are refused, and what staff change is
 * what the public related columns (wordpress/get-related-column, get-column-list) show.
 */
describe('column-connect and column-tag-connect', () => {
  let t: TestApp;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, columnSiteUrl: SITE });
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, 'コラム 担当'));
    viewer = (await staffSession(t, AdminRole.Viewer)).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  const marker = () => `cl${randomBytes(4).toString('hex')}`;
  const http = () => request(t.app.getHttpServer());
  type Kind = 'column-connect' | 'column-tag-connect';
  const search = (kind: Kind, query: Record<string, string | number>) => http().get(`/api/admin/${kind}/search`).set(viewer).query(query);
  const detail = (kind: Kind, id: number | string) => http().get(`/api/admin/${kind}/detail/${id}`).set(viewer);
  const write = (kind: Kind, action: 'create' | 'edit' | 'delete' | 'comeback', body: object, as = editor) => http().post(`/api/admin/${kind}/${action}`).set(as).send(body);
  const related = async (itemId: number) => ((await t.http.get(`/api/front/wordpress/get-related-column?item_id=${itemId}`).expect(200)).body.columns as { url: string }[]).map((c) => c.url);
  const history = (kind: Kind, id: number) => auditHistory(t, viewer, kind, id);

  describe('column-connect (listings)', () => {
    it('creates a link to a listing, logs it, and the listing page shows it among its related columns', async () => {
      const item = await makeItem(t.dataSource, { name: 'Java 開発案件' });
      const url = `${SITE}/${marker()}`;
      const res = await write('column-connect', 'create', { item_id: String(item.id), title: '　Java エンジニアの単価相場　', column_url: ` ${url} ` }).expect(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        item_id: item.id,
        item_name: 'Java 開発案件',
        title: 'Java エンジニアの単価相場',
        column_url: url,
        status: 'active',
        status_label: '有効',
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        deleted_at: null,
      });
      expect((await detail('column-connect', res.body.id).expect(200)).body).toEqual(res.body);
      expect(await related(item.id)).toEqual([url]);
      expect(await history('column-connect', res.body.id)).toEqual([
        expect.objectContaining({
          action: 'create',
          staff_id: editorId,
          changes: {
            column_url: { before: null, after: url },
            item_id: { before: null, after: item.id },
            title: { before: null, after: 'Java エンジニアの単価相場' },
          },
        }),
      ]);
    });

    it('refuses an unknown or deleted listing and a URL that is not http(s), field by field, storing nothing', async () => {
      const deletedItem = await makeItem(t.dataSource);
      await t.dataSource.getRepository(ItemEntity).softDelete(deletedItem.id);
      const before = await t.dataSource.getRepository(ColumnConnectEntity).count({ withDeleted: true });
      const missing = { item_id: ['指定された案件が見つかりません（削除された案件は指定できません）'] };
      expect((await write('column-connect', 'create', { item_id: 99_999_999, title: 'コラム', column_url: `${SITE}/a` }).expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', errors: missing });
      expect((await write('column-connect', 'create', { item_id: deletedItem.id, title: 'コラム', column_url: `${SITE}/a` }).expect(400)).body.errors).toEqual(missing);

      const item = await makeItem(t.dataSource);
      const urlError = { column_url: ['http:// または https:// で始まるURLを入力してください'] };
      for (const column_url of ['javascript:alert(1)', 'ftp://column.example/a', '/column/1', 'https://', 'column.example/a']) {
        const res = await write('column-connect', 'create', { item_id: item.id, title: 'コラム', column_url }).expect(400);
        expect({ column_url, errors: res.body.errors }).toEqual({ column_url, errors: urlError });
      }
      const empty = await write('column-connect', 'create', {}).expect(400);
      expect(empty.body.errors).toEqual({ item_id: ['必須項目です'], title: ['必須項目です'], column_url: ['必須項目です'] });
      const long = await write('column-connect', 'create', { item_id: item.id, title: 'あ'.repeat(256), column_url: `${SITE}/${'a'.repeat(500)}` }).expect(400);
      expect(long.body.errors).toEqual({ title: ['255文字以内で入力してください'], column_url: ['500文字以内で入力してください'] });
      expect(await t.dataSource.getRepository(ColumnConnectEntity).count({ withDeleted: true })).toBe(before);
      // A viewer reads but does not write.
      expect((await write('column-connect', 'create', { item_id: item.id, title: 'コラム', column_url: `${SITE}/a` }, viewer).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    });

    it('edits at the version read (stale → 409), moves a link to another live listing, and logs the changed fields', async () => {
      const [first, second, gone] = [await makeItem(t.dataSource), await makeItem(t.dataSource), await makeItem(t.dataSource)];
      const link = await makeColumnConnect(t.dataSource, { itemId: first.id, title: '元のタイトル', url: `${SITE}/old` });
      const moved = await write('column-connect', 'edit', { id: link.id, version: link.version, item_id: second.id, title: '新しいタイトル', column_url: `${SITE}/new` }).expect(200);
      expect(moved.body).toMatchObject({ item_id: second.id, title: '新しいタイトル', column_url: `${SITE}/new`, version: link.version + 1 });
      const stale = await write('column-connect', 'edit', { id: link.id, version: link.version, item_id: first.id, title: '古い版から', column_url: `${SITE}/x` }).expect(409);
      expect(stale.body).toMatchObject({ code: 'ADMIN_STALE_VERSION', message: '他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。' });
      const [log] = await history('column-connect', link.id);
      expect(log).toMatchObject({
        action: 'update',
        changes: {
          column_url: { before: `${SITE}/old`, after: `${SITE}/new` },
          item_id: { before: first.id, after: second.id },
          title: { before: '元のタイトル', after: '新しいタイトル' },
        },
      });

      // Its listing deleted since: the title can still be corrected, but no link may be moved to a deleted listing.
      await t.dataSource.getRepository(ItemEntity).softDelete(second.id);
      const current = (await detail('column-connect', link.id).expect(200)).body;
      expect(current.item_name).toBeNull();
      await write('column-connect', 'edit', { id: link.id, version: current.version, item_id: second.id, title: '直したタイトル', column_url: `${SITE}/new` }).expect(200);
      await t.dataSource.getRepository(ItemEntity).softDelete(gone.id);
      const refused = await write('column-connect', 'edit', { id: link.id, version: current.version + 1, item_id: gone.id, title: '直したタイトル', column_url: `${SITE}/new` }).expect(400);
      expect(refused.body.errors).toEqual({ item_id: ['指定された案件が見つかりません（削除された案件は指定できません）'] });
      expect((await write('column-connect', 'edit', { id: 99_999_999, version: 1, item_id: first.id, title: 'x', column_url: `${SITE}/x` }).expect(404)).body).toMatchObject({
        code: 'COLUMN_CONNECT_NOT_FOUND',
        message: '指定された案件のコラム連携が見つかりませんでした',
      });
      expect((await write('column-connect', 'edit', { item_id: first.id, title: 'x', column_url: `${SITE}/x` }).expect(400)).body.errors).toEqual({ id: ['必須項目です'], version: ['必須項目です'] });
    });

    it('soft-deletes (off the related columns) and comes back (on them again), each once and logged', async () => {
      const item = await makeItem(t.dataSource);
      const url = `${SITE}/${marker()}`;
      const link = await makeColumnConnect(t.dataSource, { itemId: item.id, url });
      expect(await related(item.id)).toEqual([url]);

      expect((await write('column-connect', 'delete', { id: link.id }).expect(200)).body).toEqual({ ids: [link.id] });
      expect((await write('column-connect', 'delete', { id: link.id }).expect(200)).body).toEqual({ ids: [] });
      expect(await related(item.id)).toEqual([]);
      const listed = ((await t.http.get('/api/front/get-column-list?limit=100').expect(200)).body.columns as { url: string | null }[]).map((c) => c.url);
      expect(listed).not.toContain(url);
      const deleted = (await detail('column-connect', link.id).expect(200)).body;
      expect(deleted).toMatchObject({ status: 'deleted', status_label: '削除済み', deleted_at: expect.any(String) });
      expect((await write('column-connect', 'edit', { id: link.id, version: deleted.version, item_id: item.id, title: 'x', column_url: url }).expect(409)).body.code).toBe('ADMIN_RECORD_DELETED');

      expect((await write('column-connect', 'comeback', { id: link.id }).expect(200)).body).toEqual({ ids: [link.id] });
      expect(await related(item.id)).toEqual([url]);
      expect((await history('column-connect', link.id)).map((l) => l.action)).toEqual(['delete', 'restore']);
      expect((await write('column-connect', 'comeback', { id: 99_999_999 }).expect(404)).body.code).toBe('COLUMN_CONNECT_NOT_FOUND');
      expect((await detail('column-connect', 'abc').expect(404)).body.code).toBe('COLUMN_CONNECT_NOT_FOUND');
    });

    it('lists by listing, keyword (title or URL), status tab, with paging and sort', async () => {
      const word = marker();
      const [a, b] = [await makeItem(t.dataSource), await makeItem(t.dataSource)];
      const x = await makeColumnConnect(t.dataSource, { itemId: a.id, title: `${word} ウ`, url: `${SITE}/x` });
      const y = await makeColumnConnect(t.dataSource, { itemId: a.id, title: `${word} ア`, url: `${SITE}/${word}-y` });
      const z = await makeColumnConnect(t.dataSource, { itemId: b.id, title: `${word} イ`, url: `${SITE}/z` });
      const d = await makeColumnConnect(t.dataSource, { itemId: a.id, title: `${word} 削除`, url: `${SITE}/d`, deleted: true });
      const ids = async (query: Record<string, string | number>) => ((await search('column-connect', { keyword: word, ...query }).expect(200)).body.items as { id: number }[]).map((r) => r.id);

      expect(await ids({})).toEqual([z.id, y.id, x.id]);
      expect(await ids({ item_id: a.id })).toEqual([y.id, x.id]);
      expect(await ids({ status: 'deleted' })).toEqual([d.id]);
      expect(await ids({ sort: 'title', order: 'asc' })).toEqual([y.id, z.id, x.id]);
      expect(await ids({ keyword: `${word}-y` })).toEqual([y.id]);
      const page = (await search('column-connect', { keyword: word, per_page: 2, page: 2 }).expect(200)).body;
      expect(page).toMatchObject({ total: 3, page: 2, per_page: 2, last_page: 2 });
      expect(page.items).toEqual([expect.objectContaining({ id: x.id, item_id: a.id, item_name: a.name, title: `${word} ウ`, status: 'active' })]);
      expect(page.items[0]).not.toHaveProperty('version');

      const bad = await search('column-connect', { sort: 'column_url', status: 'hidden', item_id: 'x' }).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['item_id', 'sort', 'status']);
    });
  });

  describe('column-tag-connect (tags)', () => {
    it('creates a link to a tag (a deleted tag is refused) that every listing with the tag shows, until it is deleted', async () => {
      const tag = await makeTag(t.dataSource, { term: `Go-${marker()}` });
      const item = await makeItem(t.dataSource, { tags: [tag] });
      const url = `${SITE}/${marker()}`;
      const res = await write('column-tag-connect', 'create', { tag_id: tag.id, title: 'Go 言語の案件動向', column_url: url }).expect(200);
      expect(res.body).toMatchObject({ tag_id: tag.id, tag_term: tag.term, title: 'Go 言語の案件動向', column_url: url, status: 'active', version: 1 });
      expect(await related(item.id)).toEqual([url]);
      expect((await history('column-tag-connect', res.body.id))[0]).toMatchObject({ action: 'create', changes: expect.objectContaining({ tag_id: { before: null, after: tag.id } }) });

      const deletedTag = await makeTag(t.dataSource);
      await t.dataSource.getRepository(TagEntity).softDelete(deletedTag.id);
      const missing = { tag_id: ['指定されたタグが見つかりません（削除されたタグは指定できません）'] };
      expect((await write('column-tag-connect', 'create', { tag_id: deletedTag.id, title: 'x', column_url: url }).expect(400)).body.errors).toEqual(missing);
      expect((await write('column-tag-connect', 'create', { tag_id: 99_999_999, title: 'x', column_url: url }).expect(400)).body.errors).toEqual(missing);
      expect((await write('column-tag-connect', 'create', { tag_id: tag.id, title: 'x', column_url: 'data:text/html,x' }).expect(400)).body.errors).toEqual({
        column_url: ['http:// または https:// で始まるURLを入力してください'],
      });

      expect((await write('column-tag-connect', 'delete', { id: res.body.id }).expect(200)).body).toEqual({ ids: [res.body.id] });
      expect(await related(item.id)).toEqual([]);
      expect((await write('column-tag-connect', 'comeback', { id: res.body.id }).expect(200)).body).toEqual({ ids: [res.body.id] });
      expect(await related(item.id)).toEqual([url]);
    });

    it('edits at the version read, lists by tag and status, and answers its own 404', async () => {
      const word = marker();
      const [go, rust] = [await makeTag(t.dataSource), await makeTag(t.dataSource)];
      const link = await makeColumnTagConnect(t.dataSource, { tagId: go.id, title: `${word} Go`, url: `${SITE}/go` });
      const other = await makeColumnTagConnect(t.dataSource, { tagId: rust.id, title: `${word} Rust`, url: `${SITE}/rust` });
      const gone = await makeColumnTagConnect(t.dataSource, { tagId: go.id, title: `${word} 削除`, deleted: true });

      const edited = await write('column-tag-connect', 'edit', { id: link.id, version: link.version, tag_id: rust.id, title: `${word} Rust 入門`, column_url: `${SITE}/rust-intro` }).expect(200);
      expect(edited.body).toMatchObject({ tag_id: rust.id, tag_term: rust.term, version: link.version + 1 });
      expect((await write('column-tag-connect', 'edit', { id: link.id, version: link.version, tag_id: go.id, title: 'x', column_url: `${SITE}/x` }).expect(409)).body.code).toBe('ADMIN_STALE_VERSION');

      const ids = async (query: Record<string, string | number>) => ((await search('column-tag-connect', { keyword: word, ...query }).expect(200)).body.items as { id: number }[]).map((r) => r.id);
      expect(await ids({ tag_id: rust.id, sort: 'id', order: 'asc' })).toEqual([link.id, other.id]);
      expect(await ids({ tag_id: go.id })).toEqual([]);
      expect(await ids({ status: 'deleted' })).toEqual([gone.id]);
      expect((await detail('column-tag-connect', 99_999_999).expect(404)).body).toMatchObject({
        code: 'COLUMN_TAG_CONNECT_NOT_FOUND',
        message: '指定されたタグのコラム連携が見つかりませんでした',
      });
    });
  });
});
