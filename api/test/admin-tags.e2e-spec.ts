import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { ColumnTagConnectEntity } from '../src/modules/columns/entities/column-tag-connect.entity';
import { ItemTagEntity } from '../src/modules/items/entities/item-tag.entity';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeColumnTagConnect, makeItem, makeTag, makeTagCategory } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const STALE = '他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。';
const INDEX_HTML = '<!doctype html><html lang="ja"><head><title>x</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>';

interface Row {
  id: number;
  term: string;
  aliases: string | null;
  open_listing_count: number;
  linked_listing_count: number;
  status: string;
}

/** Issue 15: SPEC §7 item/tag/* on MariaDB — staff lists, writes through the tag writer, and what visitors see at once. */
describe('admin item/tag', () => {
  let t: TestApp;
  let staticRoot: string;
  let editor: StaffHeaders;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    // The merged tag's page (301) is served by the site route, which needs a host index.html.
    staticRoot = await mkdtemp(path.join(tmpdir(), 'er-admin-tags-'));
    await mkdir(path.join(staticRoot, 'mfe-host', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'mfe-host', 'dist', 'index.html'), INDEX_HTML);
    // The public response cache on, as deployed: a write's announcement must drop what it replays. (Each test's public
    // reads name its own tags and marker words, so no test is answered from another's replay.)
    t = await createTestApp({ redisUrl: undefined, staticRoot, publicCacheSeconds: 60 });
    editor = (await staffSession(t, AdminRole.Editor, '編集 花子')).headers;
    viewer = (await staffSession(t, AdminRole.Viewer)).headers;
  });

  afterAll(async () => {
    await t?.close();
    if (staticRoot) await rm(staticRoot, { recursive: true, force: true });
  });

  /** A word only this test's tags and listings carry (an ASCII word: the keyword rules match it whole). */
  const marker = () => `mk${randomBytes(4).toString('hex')}`;
  const http = () => request(t.app.getHttpServer());
  const admin = (p: string) => `/api/admin/item/tag/${p}`;
  const search = (query: Record<string, string | number | boolean>) => http().get(admin('search')).set(viewer).query(query);
  const post = (p: string, body: object) => http().post(admin(p)).set(editor).send(body);
  const detail = async (id: number) => (await http().get(admin(`detail/${id}`)).set(viewer).expect(200)).body;
  const front = (p: string, query: Record<string, string | number>) => http().get(`/api/front/${p}`).query(query);
  const keywordSearch = async (keyword: string) => (await front('item/get-search-by-keyword-list', { keyword }).expect(200)).body;
  const tagPage = (id: number) => front('item/get-search-by-tag-list', { tag_id: id });
  const terms = (body: { items: Row[] }) => body.items.map((r) => r.term);
  const history = (id: number) => auditHistory(t, viewer, 'item/tag', id);

  describe('search and count-info', () => {
    it('filters by keyword (term and aliases, folded), category, the 公開 / 削除済み tabs and whether open listings exist; count-info counts the tabs under the same filters', async () => {
      const word = marker();
      const lang = await makeTagCategory(t.dataSource, { name: `言語-${word}` });
      const java = await makeTag(t.dataSource, { term: `${word} Java`, tagCategoryId: lang.id, popularGroup: 'language', popularOrder: 3 });
      const js = await makeTag(t.dataSource, { term: `${word} JavaScript`, aliases: 'ＥＣＭＡ,ECMAScript', tagCategoryId: lang.id });
      const aws = await makeTag(t.dataSource, { term: `${word} AWS` });
      await makeTag(t.dataSource, { term: `${word} Old`, deletedAt: new Date() });
      await makeItem(t.dataSource, { tags: [java] });
      await makeItem(t.dataSource, { tags: [java, aws] });
      await makeItem(t.dataSource, { tags: [js], ended: true });
      const of = async (query: Record<string, string | number | boolean>) => (await search({ keyword: word, sort: 'term', order: 'asc', ...query }).expect(200)).body;

      const all = await of({});
      expect(all).toMatchObject({ total: 3, page: 1, last_page: 1 });
      expect(all.items).toEqual([
        expect.objectContaining({ term: `${word} AWS`, open_listing_count: 1, linked_listing_count: 1, tag_category_name: null, status: 'published', status_label: '公開' }),
        expect.objectContaining({
          term: `${word} Java`,
          open_listing_count: 2,
          linked_listing_count: 2,
          tag_category_id: lang.id,
          tag_category_name: `言語-${word}`,
          popular_group: 'language',
          popular_group_label: '言語・スキル',
          popular_order: 3,
          merged_into_tag_id: null,
          deleted_at: null,
        }),
        // An ended listing is linked but not open.
        expect.objectContaining({ term: `${word} JavaScript`, aliases: 'ＥＣＭＡ,ECMAScript', open_listing_count: 0, linked_listing_count: 1 }),
      ]);
      // Aliases count, width and case do not.
      expect(terms(await of({ keyword: `${word} ｅｃｍａ` }))).toEqual([`${word} JavaScript`]);
      expect(terms(await of({ keyword: `${word} JAVA` }))).toEqual([`${word} Java`, `${word} JavaScript`]);
      expect(terms(await of({ tag_category_id: lang.id }))).toEqual([`${word} Java`, `${word} JavaScript`]);
      expect(terms(await of({ has_listings: 'true' }))).toEqual([`${word} AWS`, `${word} Java`]);
      expect(terms(await of({ has_listings: false }))).toEqual([`${word} JavaScript`]);
      expect(await of({ status: 'deleted' })).toMatchObject({ total: 1, items: [expect.objectContaining({ term: `${word} Old`, status: 'deleted', status_label: '削除済み', open_listing_count: 0 })] });

      const counts = async (query: Record<string, string>) => (await http().get(admin('count-info')).set(viewer).query({ keyword: word, ...query }).expect(200)).body;
      expect(await counts({})).toEqual({ counts: [{ status: 'published', label: '公開', count: 3 }, { status: 'deleted', label: '削除済み', count: 1 }] });
      expect(await counts({ has_listings: 'true' })).toEqual({ counts: [{ status: 'published', label: '公開', count: 2 }, { status: 'deleted', label: '削除済み', count: 0 }] });
    });

    it('sorts by term, open listings, id and update time (id breaks ties) and pages without repeating or skipping', async () => {
      const word = marker();
      const made: TagEntity[] = [];
      for (const [term, listings] of [['ウ', 2], ['ア', 0], ['エ', 2], ['イ', 1], ['オ', 0]] as const) {
        const tag = await makeTag(t.dataSource, { term: `${word} ${term}` });
        for (let n = 0; n < listings; n++) await makeItem(t.dataSource, { tags: [tag] });
        made.push(tag);
      }
      const ids = async (query: Record<string, string | number>) => (await search({ keyword: word, ...query }).expect(200)).body.items.map((r: Row) => r.id);
      // Default: newest id first.
      expect(await ids({})).toEqual(made.map((tag) => tag.id).reverse());
      expect(terms((await search({ keyword: word, sort: 'term', order: 'asc' }).expect(200)).body)).toEqual(['ア', 'イ', 'ウ', 'エ', 'オ'].map((x) => `${word} ${x}`));
      // Most open listings first; equal counts by id in the same direction.
      const [u, a, e, i, o] = made.map((tag) => tag.id);
      expect(await ids({ sort: 'open_listing_count', order: 'desc' })).toEqual([e, u, i, o, a]);
      const paged: number[] = [];
      for (const page of [1, 2, 3]) paged.push(...(await ids({ sort: 'open_listing_count', order: 'desc', per_page: 2, page })));
      expect(paged).toEqual([e, u, i, o, a]);
      expect((await search({ keyword: word, per_page: 2, page: 3 }).expect(200)).body).toMatchObject({ total: 5, page: 3, per_page: 2, last_page: 3 });
      // The last one edited comes first by update time. (An UPDATE stamps whole seconds, CURRENT_TIMESTAMP, while
      // the inserts above keep microseconds: edit in the next second.)
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await post('edit-info', { id: a, version: 1, is_pickup: true }).expect(200);
      expect((await ids({ sort: 'updated_at', order: 'desc' }))[0]).toBe(a);
    });

    it('refuses unknown sorts, tabs and flags with a message per field', async () => {
      const res = await search({ sort: 'aliases', status: 'hidden', has_listings: 'maybe', tag_category_id: 0 }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.errors).toEqual({
        sort: ['id、term、open_listing_count、updated_atのいずれかを指定してください'],
        status: ['published、deletedのいずれかを指定してください'],
        has_listings: ['true または false を指定してください'],
        tag_category_id: ['1以上の値を入力してください'],
      });
    });
  });

  describe('register and edit-info', () => {
    it('registers a tag: term folded, aliases cleaned, HTML copy sanitised, placed last in its popular group; logged as create', async () => {
      const word = marker();
      const category = await makeTagCategory(t.dataSource);
      await makeTag(t.dataSource, { term: `${word} first`, popularGroup: 'cloud', popularOrder: 40 });
      const res = await post('register', {
        term: `  ${word} Ｒｕｓｔ `,
        aliases: `ラスト、rust-lang ,, ${word} RUST, ラスト`,
        tag_category_id: category.id,
        popular_group: 'cloud',
        is_pickup: true,
        html_content: '<h2 onclick="x()">Rustの案件</h2><p>安全<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/item/search">一覧</a></p><iframe src="https://evil.example"></iframe>',
      }).expect(200);
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        term: `${word} Rust`,
        // The term itself and repeats are left out; 、 separates as a comma does.
        aliases: 'ラスト,rust-lang',
        tag_category_id: category.id,
        popular_group: 'cloud',
        popular_order: 41,
        is_pickup: true,
        is_special: false,
        html_content: '<h2>Rustの案件</h2><p>安全<a>x</a><a href="/item/search">一覧</a></p>',
        version: 1,
        status: 'published',
        open_listing_count: 0,
      });
      const [created] = await history(res.body.id);
      expect(created).toMatchObject({ action: 'create', staff_name: '編集 花子', changes: expect.objectContaining({ term: { before: null, after: `${word} Rust` } }) });
      // Its page and name are there at once.
      await expect(front('item/tag/get-tag-name', { tag_id: res.body.id }).expect(200).then((r) => r.body)).resolves.toEqual({ id: res.body.id, term: `${word} Rust`, merged_into: null });
    });

    it('answers field errors: a missing term, a name a live tag has (folded), a deleted category, an alias too long, an empty edit term', async () => {
      const word = marker();
      const taken = await makeTag(t.dataSource, { term: `${word} Kotlin` });
      const gone = await makeTagCategory(t.dataSource, { deletedAt: new Date() });
      expect((await post('register', { aliases: 'x' }).expect(400)).body.errors).toEqual({ term: ['必須項目です'] });
      const res = await post('register', { term: `${word.toUpperCase()} ｋｏｔｌｉｎ`, tag_category_id: gone.id, aliases: `ok,${'長'.repeat(101)}` }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.body.errors).toEqual({ aliases: ['別名はそれぞれ100文字以内で入力してください'] });
      const conflict = await post('register', { term: `${word.toUpperCase()} ｋｏｔｌｉｎ`, tag_category_id: gone.id }).expect(400);
      expect(conflict.body.errors).toEqual({
        term: [`このタグ名はすでに使われています（「${word} Kotlin」ID ${taken.id}）`],
        tag_category_id: ['指定されたタグカテゴリが見つかりません'],
      });
      // Nothing half-written: no second Kotlin.
      expect(terms((await search({ keyword: `${word} kotlin` }).expect(200)).body)).toEqual([`${word} Kotlin`]);
      const other = await makeTag(t.dataSource, { term: `${word} Other` });
      expect((await post('edit-info', { id: other.id, version: other.version, term: null }).expect(400)).body.errors).toEqual({ term: ['必須項目です'] });
      // A missing id or version is a missing required field, as on every other staff edit.
      expect((await post('edit-info', { id: other.id, term: 'x' }).expect(400)).body.errors).toEqual({ version: ['必須項目です'] });
      expect((await post('edit-info', { term: 'x' }).expect(400)).body.errors).toEqual({ id: ['必須項目です'], version: ['必須項目です'] });
      // A deleted tag's name is free again.
      await makeTag(t.dataSource, { term: `${word} Free`, deletedAt: new Date() });
      await post('register', { term: `${word} free` }).expect(200);
    });

    it('edits only the fields sent (null clears), logs the changed fields, and the popular-search block follows at once', async () => {
      const word = marker();
      const tag = await makeTag(t.dataSource, { term: `${word} Swift`, aliases: 'スウィフト', isSpecial: true, htmlContent: '<p>旧</p>' });
      await makeItem(t.dataSource, { tags: [tag] });
      const popular = async () => ((await front('get-popular-search-groups', {}).expect(200)).body.groups as { key: string; tags: { id: number }[] }[]).find((g) => g.key === 'position')?.tags.map((x) => x.id) ?? [];
      expect(await popular()).not.toContain(tag.id);

      const res = await post('edit-info', { id: tag.id, version: tag.version, popular_group: 'position', popular_order: 1, html_content: null }).expect(200);
      expect(res.body).toMatchObject({ term: `${word} Swift`, aliases: 'スウィフト', is_special: true, popular_group: 'position', popular_order: 1, html_content: null, version: tag.version + 1 });
      expect(await popular()).toContain(tag.id);
      const update = (await history(tag.id)).find((r) => r.action === 'update');
      expect(update?.changes).toEqual({
        html_content: { before: '<p>旧</p>', after: null },
        popular_group: { before: null, after: 'position' },
        popular_order: { before: null, after: 1 },
      });
      await post('edit-info', { id: tag.id, version: res.body.version, popular_group: null }).expect(200);
      expect(await popular()).not.toContain(tag.id);
      expect(await detail(tag.id)).toMatchObject({ popular_group: null, popular_order: null });
    });

    it('renames and re-aliases: keyword search finds the listings by the new names at once, not by the old ones', async () => {
      const word = marker();
      const tag = await makeTag(t.dataSource, { term: `${word}old` });
      const item = await makeItem(t.dataSource, { name: `案件 ${word}`, tags: [tag] });
      const found = async (keyword: string) => (await keywordSearch(keyword)).items.map((i: { id: number }) => i.id);
      expect(await found(`${word}old`)).toEqual([item.id]);
      await post('edit-info', { id: tag.id, version: tag.version, term: `${word}new`, aliases: `${word}alias` }).expect(200);
      expect(await found(`${word}new`)).toEqual([item.id]);
      expect(await found(`${word.toUpperCase()}ALIAS`)).toEqual([item.id]);
      expect(await found(`${word}old`)).toEqual([]);
      expect((await keywordSearch(word)).facets.tags).toEqual([{ id: tag.id, term: `${word}new`, count: 1 }]);
    });

    it('refuses a stale version (409 with the message, nothing changed), a deleted tag, and lets one of two concurrent saves through', async () => {
      const tag = await makeTag(t.dataSource, { term: `${marker()} Stale` });
      const first = await post('edit-info', { id: tag.id, version: tag.version, is_pickup: true }).expect(200);
      const stale = await post('edit-info', { id: tag.id, version: tag.version, is_special: true }).expect(409);
      expect(stale.body).toEqual({ statusCode: 409, code: 'ADMIN_STALE_VERSION', message: STALE, errors: {} });
      expect(await detail(tag.id)).toMatchObject({ is_pickup: true, is_special: false, version: first.body.version });

      const saves = await Promise.all(['一', '二', '三'].map((x) => post('edit-info', { id: tag.id, version: first.body.version, aliases: x })));
      expect(saves.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      // A save that sends no field changes nothing but still takes the version (the form's next save needs the new one).
      const current = await detail(tag.id);
      const empty = await post('edit-info', { id: tag.id, version: current.version }).expect(200);
      expect(empty.body).toMatchObject({ aliases: current.aliases, is_pickup: true, version: current.version + 1 });

      const gone = await makeTag(t.dataSource, { deletedAt: new Date() });
      expect((await post('edit-info', { id: gone.id, version: gone.version, is_pickup: true }).expect(409)).body.code).toBe('ADMIN_RECORD_DELETED');
      expect((await post('edit-info', { id: 2_000_000_000, version: 1, is_pickup: true }).expect(404)).body.code).toBe('TAG_NOT_FOUND');
    });

    it('two concurrent registrations of one new name: one tag', async () => {
      const term = `${marker()} Zig`;
      const saves = await Promise.all([post('register', { term }), post('register', { term: term.toUpperCase() }), post('register', { term })]);
      expect(saves.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      expect((await search({ keyword: term }).expect(200)).body.total).toBe(1);
    });
  });

  describe('delete, delete-multiple and revival', () => {
    it('a deleted tag leaves the facets, its page and keyword matching at once; revival brings it back', async () => {
      const word = marker();
      const tag = await makeTag(t.dataSource, { term: `${word}tag` });
      const other = await makeTag(t.dataSource, { term: `${word}other` });
      const item = await makeItem(t.dataSource, { name: `案件 ${word}`, tags: [tag, other] });
      expect((await keywordSearch(word)).facets.tags.map((x: { id: number }) => x.id).sort()).toEqual([tag.id, other.id].sort());

      expect((await post('delete', { id: tag.id }).expect(200)).body).toEqual({ ids: [tag.id] });
      expect((await keywordSearch(word)).facets.tags.map((x: { id: number }) => x.id)).toEqual([other.id]);
      expect((await tagPage(tag.id).expect(404)).body.code).toBe('TAG_NOT_FOUND');
      await front('item/tag/get-tag-name', { tag_id: tag.id }).expect(404);
      expect((await keywordSearch(`${word}tag`)).total).toBe(0);
      // The listing's card no longer shows the tag.
      expect((await keywordSearch(word)).items[0].tags.map((x: { id: number }) => x.id)).toEqual([other.id]);
      // Deleting again changes nothing.
      expect((await post('delete', { id: tag.id }).expect(200)).body).toEqual({ ids: [] });

      expect((await post('revival', { id: tag.id }).expect(200)).body).toEqual({ ids: [tag.id] });
      expect((await tagPage(tag.id).expect(200)).body).toMatchObject({ total: 1, items: [expect.objectContaining({ id: item.id })] });
      expect((await keywordSearch(`${word}tag`)).total).toBe(1);
      expect((await history(tag.id)).map((r) => r.action)).toEqual(['delete', 'restore']);
    });

    it('delete-multiple deletes all or, with an unknown id, none', async () => {
      const a = await makeTag(t.dataSource);
      const b = await makeTag(t.dataSource, { deletedAt: new Date() });
      const c = await makeTag(t.dataSource);
      expect((await post('delete-multiple', { ids: [a.id, 2_000_000_000] }).expect(404)).body.code).toBe('TAG_NOT_FOUND');
      expect((await detail(a.id)).status).toBe('published');
      expect((await post('delete-multiple', { ids: [a.id, b.id, c.id] }).expect(200)).body).toEqual({ ids: [a.id, c.id] });
      expect((await post('delete-multiple', { ids: [] }).expect(400)).body.errors).toEqual({ ids: ['1件以上指定してください'] });
    });

    it('refuses revival while a live tag has the name', async () => {
      const word = marker();
      const old = await makeTag(t.dataSource, { term: `${word} Elm` });
      await post('delete', { id: old.id }).expect(200);
      const now = await makeTag(t.dataSource, { term: `${word} ELM` });
      const res = await post('revival', { id: old.id }).expect(409);
      expect(res.body).toMatchObject({ code: 'TAG_TERM_TAKEN', message: `同じ名前の公開中のタグ「${word} ELM」（ID ${now.id}）があるため、復元できません。` });
      expect((await detail(old.id)).status).toBe('deleted');
    });
  });

  describe('term-search and tag-list-for-integration-input', () => {
    it('suggests live tags by term or alias, prefix matches first, folded like keywords', async () => {
      const word = marker();
      const script = await makeTag(t.dataSource, { term: `${word}JavaScript`, aliases: `${word}js` });
      const java = await makeTag(t.dataSource, { term: `${word}Java` });
      const inner = await makeTag(t.dataSource, { term: `x${word}Javelin` });
      await makeTag(t.dataSource, { term: `${word}Javadoc`, deletedAt: new Date() });
      const suggest = async (term: string, limit?: number) =>
        (await http().get(admin('term-search')).set(viewer).query({ term, ...(limit ? { limit } : {}) }).expect(200)).body.items;
      expect(await suggest(`${word.toUpperCase()}ＪＡＶ`)).toEqual([
        { id: java.id, label: `${word}Java` },
        { id: script.id, label: `${word}JavaScript` },
        { id: inner.id, label: `x${word}Javelin` },
      ]);
      expect(await suggest(`${word}JS`)).toEqual([{ id: script.id, label: `${word}JavaScript` }]);
      expect(await suggest(`${word}jav`, 1)).toEqual([{ id: java.id, label: `${word}Java` }]);
    });

    it('lists merge targets: live tags but the source, with their listing counts', async () => {
      const word = marker();
      const source = await makeTag(t.dataSource, { term: `${word} Golang` });
      const go = await makeTag(t.dataSource, { term: `${word} Go`, aliases: 'ゴー言語' });
      const goa = await makeTag(t.dataSource, { term: `${word} Goa` });
      await makeTag(t.dataSource, { term: `${word} Gone`, deletedAt: new Date() });
      await makeItem(t.dataSource, { tags: [go] });
      await makeItem(t.dataSource, { tags: [go], ended: true });
      const candidates = async (query: Record<string, string | number>) =>
        (await http().get(admin('tag-list-for-integration-input')).set(viewer).query({ id: source.id, ...query }).expect(200)).body.items;
      expect(await candidates({ term: `${word} go` })).toEqual([
        { id: go.id, term: `${word} Go`, aliases: 'ゴー言語', tag_category_name: null, open_listing_count: 1, linked_listing_count: 2 },
        { id: goa.id, term: `${word} Goa`, aliases: null, tag_category_name: null, open_listing_count: 0, linked_listing_count: 0 },
      ]);
      expect((await candidates({ term: 'ｺﾞｰ言語' })).map((c: { id: number }) => c.id)).toEqual([go.id]);
      expect((await http().get(admin('tag-list-for-integration-input')).set(viewer).query({ id: 2_000_000_000 }).expect(404)).body.code).toBe('TAG_NOT_FOUND');
    });
  });

  describe('tag-integration', () => {
    it('moves every listing and column link of A to B in one transaction; A leaves search and its page answers 301 to B', async () => {
      const word = marker();
      const a = await makeTag(t.dataSource, { term: `${word}aaa`, aliases: `${word}alias` });
      const b = await makeTag(t.dataSource, { term: `${word}bbb`, aliases: 'ビー' });
      const c = await makeTag(t.dataSource, { term: `${word}ccc` });
      const onlyA = await makeItem(t.dataSource, { name: `案件 ${word} 1`, tags: [a, c] });
      // Carries both: A at position 0, B at position 2.
      const both = await makeItem(t.dataSource, { name: `案件 ${word} 2`, tags: [a, c, b] });
      const onlyB = await makeItem(t.dataSource, { name: `案件 ${word} 3`, tags: [b] });
      const column = await makeColumnTagConnect(t.dataSource, { tagId: a.id, title: 'Aのコラム' });
      // A tag merged into A earlier: its page must not end at a deleted tag.
      const older = await makeTag(t.dataSource, { term: `${word}older`, deletedAt: new Date(), mergedIntoTagId: a.id });
      expect((await tagPage(a.id).expect(200)).body.total).toBe(2);

      const res = await post('tag-integration', { from_id: a.id, into_id: b.id }).expect(200);
      expect(res.body).toMatchObject({
        from: { id: a.id, status: 'deleted', merged_into_tag_id: b.id, merged_into_term: `${word}bbb`, deleted_at: expect.any(String) },
        into: { id: b.id, status: 'published', aliases: `ビー,${word}aaa,${word}alias`, open_listing_count: 3, linked_listing_count: 3 },
        moved_listing_count: 2,
      });

      // Links: one per listing, B takes A's earlier position on the listing that had both.
      const links = await t.dataSource.getRepository(ItemTagEntity).find({ where: [{ itemId: onlyA.id }, { itemId: both.id }], order: { itemId: 'ASC', sortOrder: 'ASC' } });
      expect(links.map((l) => [l.itemId, l.tagId, l.sortOrder])).toEqual([
        [onlyA.id, b.id, 0],
        [onlyA.id, c.id, 1],
        [both.id, b.id, 0],
        [both.id, c.id, 1],
      ]);
      expect((await t.dataSource.getRepository(ColumnTagConnectEntity).findOneByOrFail({ id: column.id })).tagId).toBe(b.id);

      // Public: B's page counts A's listings, A's facet is gone, A's names find B's listings.
      const bPage = (await tagPage(b.id).expect(200)).body;
      expect(bPage.total).toBe(3);
      expect(bPage.items.map((i: { id: number }) => i.id).sort()).toEqual([onlyA.id, both.id, onlyB.id].sort());
      const facets = (await keywordSearch(word)).facets.tags;
      expect(facets).toEqual(expect.arrayContaining([{ id: b.id, term: `${word}bbb`, count: 3 }, { id: c.id, term: `${word}ccc`, count: 2 }]));
      expect(facets.map((f: { id: number }) => f.id)).not.toContain(a.id);
      expect((await keywordSearch(`${word}aaa`)).total).toBe(3);
      expect((await keywordSearch(`${word}ALIAS`)).total).toBe(3);
      expect((await keywordSearch(word)).items.find((i: { id: number }) => i.id === both.id).tags.map((x: { id: number }) => x.id)).toEqual([b.id, c.id]);

      // A's page moves to B (the web server answers 301 with the query kept: web/test/seo), for the older merged tag
      // too; the API names B for the items remote.
      const pageMeta = async (id: number) => (await http().get('/api/front/page-meta').query({ path: `/item/tag/${id}` }).expect(200)).body;
      expect(await pageMeta(a.id)).toEqual({ status: 301, location: `/item/tag/${b.id}` });
      expect(await pageMeta(older.id)).toEqual({ status: 301, location: `/item/tag/${b.id}` });
      expect(await pageMeta(b.id)).toMatchObject({ status: 200, title: expect.stringContaining(`${word}bbb`) });
      expect((await front('item/tag/get-tag-name', { tag_id: a.id }).expect(200)).body).toEqual({ id: a.id, term: `${word}aaa`, merged_into: b.id });
      expect((await tagPage(a.id).expect(404)).body.code).toBe('TAG_NOT_FOUND');

      // Audit: a merge on both.
      const [fromLog] = (await history(a.id)).filter((r) => r.action === 'merge');
      expect(fromLog.changes).toMatchObject({ merged_into_tag_id: { before: null, after: b.id }, deleted_at: { before: null, after: expect.any(String) } });
      const [intoLog] = (await history(b.id)).filter((r) => r.action === 'merge');
      expect(intoLog.changes).toEqual({
        aliases: { before: 'ビー', after: `ビー,${word}aaa,${word}alias` },
        merged_from_tag_id: { before: null, after: a.id },
        moved_listing_count: { before: 0, after: 2 },
      });

      // A merged tag stays merged.
      const revival = await post('revival', { id: a.id }).expect(409);
      expect(revival.body).toMatchObject({ code: 'TAG_MERGED_NOT_RESTORABLE', message: `このタグは「${word}bbb」（ID ${b.id}）に統合されたため、復元できません。` });
    });

    it('refuses to merge a tag into itself, into or from a deleted tag, or an unknown one, changing nothing', async () => {
      const a = await makeTag(t.dataSource);
      const gone = await makeTag(t.dataSource, { deletedAt: new Date() });
      const item = await makeItem(t.dataSource, { tags: [a] });
      expect((await post('tag-integration', { from_id: a.id, into_id: a.id }).expect(400)).body.errors).toEqual({ into_id: ['統合元と同じタグは指定できません'] });
      const deleted = await post('tag-integration', { from_id: a.id, into_id: gone.id }).expect(409);
      expect(deleted.body).toMatchObject({ code: 'TAG_MERGE_DELETED', message: `「${gone.term}」（ID ${gone.id}）は削除済みのため統合できません。` });
      expect((await post('tag-integration', { from_id: 2_000_000_000, into_id: a.id }).expect(404)).body.code).toBe('TAG_NOT_FOUND');
      expect((await post('tag-integration', { from_id: a.id }).expect(400)).body.errors).toEqual({ into_id: ['必須項目です'] });
      expect((await detail(a.id)).status).toBe('published');
      expect(await t.dataSource.getRepository(ItemTagEntity).findBy({ itemId: item.id })).toEqual([expect.objectContaining({ tagId: a.id })]);
    });

    it('refuses a merge whose names would not fit the target’s aliases', async () => {
      const into = await makeTag(t.dataSource, { aliases: Array.from({ length: 9 }, (_, n) => `${n}${'x'.repeat(99)}`).join(',') });
      const from = await makeTag(t.dataSource, { aliases: 'y'.repeat(99) });
      expect((await post('tag-integration', { from_id: from.id, into_id: into.id }).expect(409)).body.code).toBe('TAG_MERGE_ALIASES_TOO_LONG');
      expect((await detail(from.id)).status).toBe('published');
    });
  });

  it('lets a viewer read but not write', async () => {
    const tag = await makeTag(t.dataSource);
    await http().get(admin(`detail/${tag.id}`)).set(viewer).expect(200);
    expect((await http().post(admin('delete')).set(viewer).send({ id: tag.id }).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    expect((await detail(tag.id)).status).toBe('published');
  });
});
