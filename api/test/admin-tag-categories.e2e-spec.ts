import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeItem, makeTag, makeTagCategory } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

interface Row {
  id: number;
  name: string;
  sort_order: number;
  tag_count: number;
}

/** Issue 15: SPEC §7 item/tag/category/* on MariaDB — the categories tags are grouped by on the search pages. */
describe('admin item/tag/category', () => {
  let t: TestApp;
  let editor: StaffHeaders;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    editor = (await staffSession(t, AdminRole.Editor)).headers;
    viewer = (await staffSession(t, AdminRole.Viewer)).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  const marker = () => `mk${randomBytes(4).toString('hex')}`;
  const http = () => request(t.app.getHttpServer());
  const admin = (p: string) => `/api/admin/item/tag/category/${p}`;
  const search = (query: Record<string, string | number>) => http().get(admin('search')).set(viewer).query(query);
  const post = (p: string, body: object) => http().post(admin(p)).set(editor).send(body);
  const detail = async (id: number) => (await http().get(admin(`detail/${id}`)).set(viewer).expect(200)).body;
  const names = (body: { items: Row[] }) => body.items.map((r) => r.name);
  /** The search page's refine groups: category name → tag ids (tags with open listings). */
  const refineGroups = async () =>
    new Map(
      ((await http().get('/api/front/item/tag/get-searchpage-refine-tags').expect(200)).body.groups as { category: { name: string }; tags: { id: number }[] }[]).map((g) => [
        g.category.name,
        g.tags.map((x) => x.id),
      ]),
    );

  it('lists categories by keyword (folded) and tab, in their order or by live tag count, with the tabs’ totals', async () => {
    const word = marker();
    const lang = await makeTagCategory(t.dataSource, { name: `${word} 言語`, sortOrder: 2 });
    const cloud = await makeTagCategory(t.dataSource, { name: `${word} クラウド`, sortOrder: 1 });
    await makeTagCategory(t.dataSource, { name: `${word} 旧`, sortOrder: 0, deletedAt: new Date() });
    await makeTag(t.dataSource, { tagCategoryId: lang.id });
    await makeTag(t.dataSource, { tagCategoryId: lang.id });
    await makeTag(t.dataSource, { tagCategoryId: lang.id, deletedAt: new Date() });
    await makeTag(t.dataSource, { tagCategoryId: cloud.id });

    const all = (await search({ keyword: word }).expect(200)).body;
    expect(all).toMatchObject({ total: 2, last_page: 1 });
    expect(all.items).toEqual([
      expect.objectContaining({ name: `${word} クラウド`, sort_order: 1, tag_count: 1, status: 'published', status_label: '公開' }),
      // Deleted tags are not counted.
      expect.objectContaining({ name: `${word} 言語`, sort_order: 2, tag_count: 2 }),
    ]);
    expect(names((await search({ keyword: `${word.toUpperCase()} 言語`, sort: 'tag_count', order: 'desc' }).expect(200)).body)).toEqual([`${word} 言語`]);
    expect(names((await search({ keyword: word, sort: 'tag_count', order: 'desc' }).expect(200)).body)).toEqual([`${word} 言語`, `${word} クラウド`]);
    expect(names((await search({ keyword: word, status: 'deleted' }).expect(200)).body)).toEqual([`${word} 旧`]);
    expect((await http().get(admin('count-info')).set(viewer).query({ keyword: word }).expect(200)).body).toEqual({
      counts: [
        { status: 'published', label: '公開', count: 2 },
        { status: 'deleted', label: '削除済み', count: 1 },
      ],
    });
    expect((await search({ sort: 'tag_count', order: 'sideways' }).expect(400)).body.errors).toEqual({ order: ['asc、descのいずれかを指定してください'] });
  });

  it('registers (placed last without an order) and edits at the version read; a renamed category shows on the search page at once', async () => {
    const word = marker();
    const created = (await post('register', { name: `  ${word} ＤＢ ` }).expect(200)).body;
    expect(created).toMatchObject({ name: `${word} DB`, version: 1, tag_count: 0, status: 'published' });
    const last = Math.max(...(await search({ per_page: 100, sort: 'sort_order', order: 'desc' }).expect(200)).body.items.map((r: Row) => r.sort_order));
    expect(created.sort_order).toBe(last);

    const tag = await makeTag(t.dataSource, { tagCategoryId: created.id });
    await makeItem(t.dataSource, { tags: [tag] });
    expect((await refineGroups()).get(`${word} DB`)).toEqual([tag.id]);

    const edited = (await post('edit-info', { id: created.id, version: created.version, name: `${word} データベース` }).expect(200)).body;
    expect(edited).toMatchObject({ name: `${word} データベース`, sort_order: created.sort_order, version: 2, tag_count: 1 });
    const groups = await refineGroups();
    expect(groups.get(`${word} データベース`)).toEqual([tag.id]);
    expect(groups.has(`${word} DB`)).toBe(false);

    const stale = await post('edit-info', { id: created.id, version: created.version, sort_order: 3 }).expect(409);
    expect(stale.body.code).toBe('ADMIN_STALE_VERSION');
    expect((await detail(created.id)).sort_order).toBe(created.sort_order);
    expect((await auditHistory(t, viewer, 'item/tag/category', created.id)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('answers field errors for a missing name and a name a live category has (folded)', async () => {
    const word = marker();
    const taken = await makeTagCategory(t.dataSource, { name: `${word} Cloud` });
    expect((await post('register', { sort_order: 1 }).expect(400)).body.errors).toEqual({ name: ['必須項目です'] });
    expect((await post('register', { name: `${word.toUpperCase()} ｃｌｏｕｄ` }).expect(400)).body.errors).toEqual({
      name: [`このカテゴリ名はすでに使われています（「${word} Cloud」ID ${taken.id}）`],
    });
    const other = await makeTagCategory(t.dataSource);
    expect((await post('edit-info', { id: other.id, version: other.version, name: `${word} cloud` }).expect(400)).body.errors).toEqual({
      name: [`このカテゴリ名はすでに使われています（「${word} Cloud」ID ${taken.id}）`],
    });
    expect((await post('edit-info', { id: other.id, version: other.version, name: null }).expect(400)).body.errors).toEqual({ name: ['必須項目です'] });
    expect((await post('edit-info', { name: 'x' }).expect(400)).body.errors).toEqual({ id: ['必須項目です'], version: ['必須項目です'] });
  });

  it('does not delete a category that still has live tags (all or nothing), deletes and restores an empty one', async () => {
    const word = marker();
    const used = await makeTagCategory(t.dataSource, { name: `${word} 使用中` });
    const empty = await makeTagCategory(t.dataSource, { name: `${word} 空` });
    await makeTag(t.dataSource, { tagCategoryId: used.id });
    await makeTag(t.dataSource, { tagCategoryId: used.id });
    // A deleted tag does not keep its category.
    await makeTag(t.dataSource, { tagCategoryId: empty.id, deletedAt: new Date() });

    const refused = await post('delete-multiple', { ids: [empty.id, used.id] }).expect(409);
    expect(refused.body).toMatchObject({
      code: 'TAG_CATEGORY_IN_USE',
      message: `「${word} 使用中」（2件）にはタグがあります。タグを別のカテゴリへ移すか削除してから、カテゴリを削除してください。`,
    });
    expect((await detail(empty.id)).status).toBe('published');
    expect((await post('delete', { id: empty.id }).expect(200)).body).toEqual({ ids: [empty.id] });
    expect((await detail(empty.id)).status).toBe('deleted');

    // A live category took the name meanwhile: no revival.
    const now = await makeTagCategory(t.dataSource, { name: `${word} 空` });
    expect((await post('revival', { id: empty.id }).expect(409)).body).toMatchObject({
      code: 'TAG_CATEGORY_NAME_TAKEN',
      message: `同じ名前の公開中のタグカテゴリ「${word} 空」（ID ${now.id}）があるため、復元できません。`,
    });
    await post('edit-info', { id: now.id, version: now.version, name: `${word} 別` }).expect(200);
    expect((await post('revival', { id: empty.id }).expect(200)).body).toEqual({ ids: [empty.id] });
    expect((await post('delete', { id: 2_000_000_000 }).expect(404)).body.code).toBe('TAG_CATEGORY_NOT_FOUND');
  });

  it('merges a category into another: its tags (deleted ones too) move, it is deleted, both log a merge', async () => {
    const word = marker();
    const from = await makeTagCategory(t.dataSource, { name: `${word} フロント` });
    const into = await makeTagCategory(t.dataSource, { name: `${word} フロントエンド` });
    const a = await makeTag(t.dataSource, { tagCategoryId: from.id });
    const gone = await makeTag(t.dataSource, { tagCategoryId: from.id, deletedAt: new Date() });
    const b = await makeTag(t.dataSource, { tagCategoryId: into.id });
    await makeItem(t.dataSource, { tags: [a, b] });

    const candidates = (await http().get(admin('tag-list-for-integration-input')).set(viewer).query({ id: from.id }).expect(200)).body.items.map((r: Row) => r.id);
    expect(candidates).toContain(into.id);
    expect(candidates).not.toContain(from.id);

    const res = await post('tag-integration', { from_id: from.id, into_id: into.id }).expect(200);
    expect(res.body).toMatchObject({ from: { id: from.id, status: 'deleted' }, into: { id: into.id, tag_count: 2, version: into.version + 1 }, moved_tag_ids: [a.id, gone.id] });
    const moved = await t.dataSource.getRepository(TagEntity).find({ where: [{ id: a.id }, { id: gone.id }], withDeleted: true });
    expect(moved.map((tag) => tag.tagCategoryId)).toEqual([into.id, into.id]);
    const groups = await refineGroups();
    expect(groups.get(`${word} フロントエンド`)?.sort()).toEqual([a.id, b.id].sort());
    expect(groups.has(`${word} フロント`)).toBe(false);
    const log = (id: number) => auditHistory(t, viewer, 'item/tag/category', id, { action: 'merge' });
    expect((await log(into.id))[0].changes).toEqual({ tag_ids: { before: [b.id], after: [a.id, b.id, gone.id].sort((x, y) => x - y) } });
    expect((await log(from.id))[0].changes).toMatchObject({ merged_into_category_id: { before: null, after: into.id }, tag_ids: { before: [a.id, gone.id], after: [] } });

    expect((await post('tag-integration', { from_id: into.id, into_id: into.id }).expect(400)).body.errors).toEqual({ into_id: ['統合元と同じカテゴリは指定できません'] });
    expect((await post('tag-integration', { from_id: into.id, into_id: from.id }).expect(409)).body.code).toBe('TAG_MERGE_DELETED');
  });

  it('suggests live categories, prefix matches first', async () => {
    const word = marker();
    const inner = await makeTagCategory(t.dataSource, { name: `x${word}ツール` });
    const prefix = await makeTagCategory(t.dataSource, { name: `${word}ツール` });
    await makeTagCategory(t.dataSource, { name: `${word}ツール旧`, deletedAt: new Date() });
    const items = (await http().get(admin('term-search')).set(viewer).query({ term: word.toUpperCase() }).expect(200)).body.items;
    expect(items).toEqual([
      { id: prefix.id, label: `${word}ツール` },
      { id: inner.id, label: `x${word}ツール` },
    ]);
  });
});
