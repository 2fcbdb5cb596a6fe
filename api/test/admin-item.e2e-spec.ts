import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { ItemEntity, ItemStatus } from '../src/modules/items/entities/item.entity';
import { CatalogChanges } from '../src/common/catalog-changes/catalog-changes';
import { CatalogIndexService } from '../src/modules/items/search-index/catalog-index.service';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeArea, makeBizCategory, makeContractType, makeItem, makePrefectureArea, makeTag } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const STALE = '他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。';
const DAY = 24 * 60 * 60 * 1000;

interface Row {
  id: number;
  name: string;
  status: string;
  status_label: string;
  rate_max: number | null;
}

/**
 * Issue 15: listings in the back office (SPEC §7 item/*) on MariaDB. The catalog index's change poll is made too
 * slow to matter (and searches do not look first), so what the public pages show right after an admin call is
 * what the call's own announcement made current — as production behaves.
 */
describe('admin item', () => {
  let t: TestApp;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, catalogIndexSyncOnRead: false, catalogIndexPollMs: 600_000 });
    await t.app.get(CatalogIndexService).ready();
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, '編集 花子'));
    viewer = (await staffSession(t, AdminRole.Viewer)).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A word only this test's listings carry (keyword filters keep other tests' rows out; tests run in any order). */
  const marker = () => `mk${randomBytes(4).toString('hex')}`;
  const http = () => request(t.app.getHttpServer());
  const admin = (path: string, query: Record<string, string | number> = {}, as = viewer) => http().get(`/api/admin/item/${path}`).set(as).query(query);
  const register = (body: object, as = editor) => http().post('/api/admin/item/register').set(as).send(body);
  const editInfo = (id: number | string) => admin(`edit-info/${id}`);
  const remove = (id: number) => http().post('/api/admin/item/delete').set(editor).send({ id });
  const search = (query: Record<string, string | number>) => admin('search', query);
  const names = (body: { items: Row[] }) => body.items.map((r) => r.name);
  const history = (id: number) => auditHistory(t, viewer, 'item', id);

  /** What a visitor sees right now: search by keyword, the tag page, the per-tag count and the detail page. */
  const publicView = async (keyword: string, tagId: number, itemId: number) => {
    const found = await http().get('/api/front/item/get-search-by-keyword-list').query({ keyword }).expect(200);
    const tagPage = await http().get('/api/front/item/get-search-by-tag-list').query({ tag_id: tagId }).expect(200);
    const perTag = await http().get('/api/front/item/get-item-count-per-tag').query({ tag_ids: tagId }).expect(200);
    const detail = await http().get(`/api/front/item/get-item-detail/${itemId}`);
    return {
      searchIds: (found.body.items as { id: number }[]).map((i) => i.id),
      tagPageTotal: (tagPage.body.total as number | undefined) ?? 0,
      tagCount: (perTag.body.tags as { id: number; count: number }[]).find((c) => c.id === tagId)?.count ?? 0,
      detail: detail.status === 200 ? (detail.body as { status: string; is_ended: boolean; name: string }) : detail.status,
    };
  };

  /** A tag as the tags resource (item/tag/register) makes it: written, then announced to the catalog index. */
  async function makeAnnouncedTag(over: Partial<TagEntity> = {}) {
    const tag = await makeTag(t.dataSource, over);
    await t.app.get(CatalogChanges).announce({ tagIds: [tag.id] });
    return tag;
  }

  /** A complete register body; override fields per test. */
  async function fullBody(over: Record<string, unknown> = {}) {
    const [tagA, tagB, area1, area2, biz, contract] = await Promise.all([
      makeAnnouncedTag(),
      makeAnnouncedTag(),
      makeArea(t.dataSource, { sortOrder: 2 }),
      makeArea(t.dataSource, { sortOrder: 1 }),
      makeBizCategory(t.dataSource),
      makeContractType(t.dataSource),
    ]);
    return {
      refs: { tagA, tagB, area1, area2, biz, contract },
      body: {
        name: `${marker()} 大手ECサイトのバックエンド開発`,
        rate_min: 600_000,
        rate_max: 700_000,
        rate_detail: '60〜70万円/月',
        area_ids: [area1.id, area2.id],
        area_detail: '渋谷駅 徒歩5分',
        biz_category_id: biz.id,
        system_type: 'Webシステム',
        job_type: 'バックエンドエンジニア',
        contract_type_id: contract.id,
        remote_level: 1,
        weekly_days_min: 3,
        weekly_days_max: 5,
        must_have_requirements: 'Javaでの開発経験3年以上',
        nice_to_have_requirements: 'AWSの経験',
        detail: 'ECサイトの受注APIの開発です。',
        working_hours: '10:00〜19:00',
        settlement_range: '140〜180h',
        interview_count: 1,
        start_date: '2027-01-01',
        client_name: '株式会社サンプルEC',
        client_url: 'https://ec.example/',
        closes_on: '2027-02-28',
        // Display order is the order given, not the ids' order.
        tag_ids: [tagB.id, tagA.id],
        is_featured: true,
        status: 'draft',
        published_at: null,
        guessed_fields: [],
        internal_note: '株式会社サンプルテック 佐藤様経由',
        ...over,
      },
    };
  }

  describe('register and edit-info', () => {
    it('creates a listing with every field; edit-info gives back exactly the form, detail names everything; the audit log has it', async () => {
      const { refs, body } = await fullBody();
      const res = await register(body).expect(200);
      const id = res.body.id as number;
      const { published_at: _p, ...sent } = body;
      expect(res.body).toMatchObject({
        ...sent,
        id,
        version: 1,
        area_ids: [refs.area1.id, refs.area2.id].sort((a, b) => a - b),
        tags: [
          { id: refs.tagB.id, term: refs.tagB.term },
          { id: refs.tagA.id, term: refs.tagA.term },
        ],
        status: 'draft',
        listing_status: 'draft',
        listing_status_label: '下書き',
        published_at: null,
        ended_at: null,
        deleted_at: null,
      });
      expect((await editInfo(id).expect(200)).body).toEqual(res.body);

      const detail = (await admin(`detail/${id}`).expect(200)).body;
      expect(detail).toMatchObject({
        id,
        status: 'draft',
        status_label: '下書き',
        // Areas in their display order (sort order), tags in the listing's order.
        areas: [
          { id: refs.area2.id, name: refs.area2.name },
          { id: refs.area1.id, name: refs.area1.name },
        ],
        biz_category: { id: refs.biz.id, name: refs.biz.name },
        contract_type: { id: refs.contract.id, name: refs.contract.name },
        tags: [
          { id: refs.tagB.id, term: refs.tagB.term },
          { id: refs.tagA.id, term: refs.tagA.term },
        ],
        remote_label: '一部リモート',
        needs_review: false,
        public_path: null,
        version: 1,
      });

      const [log] = await history(id);
      expect(log).toMatchObject({ action: 'create', staff_id: editorId });
      expect(log.changes).toMatchObject({ name: { before: null, after: body.name }, tag_ids: { before: null, after: [refs.tagB.id, refs.tagA.id] }, rate_max: { before: null, after: 700_000 } });
    });

    it("keeps the client staff named (or 非公開) and the closing day (the listing page's JobPosting states them: seo e2e)", async () => {
      const { body } = await fullBody({ status: 'published' });
      const created = (await register(body).expect(200)).body;
      expect(created).toMatchObject({ client_name: '株式会社サンプルEC', client_url: 'https://ec.example/', closes_on: '2027-02-28' });
      expect((await admin(`detail/${created.id}`).expect(200)).body).toMatchObject({ client_name: '株式会社サンプルEC', client_url: 'https://ec.example/', closes_on: '2027-02-28' });
      // 非公開: the name and site emptied, the closing day dropped.
      const hidden = (await register({ ...body, id: created.id, version: created.version, published_at: created.published_at, client_name: null, client_url: null, closes_on: null }).expect(200)).body;
      expect(hidden).toMatchObject({ client_name: null, client_url: null, closes_on: null });
      expect((await editInfo(created.id).expect(200)).body).toMatchObject({ client_name: null, client_url: null, closes_on: null });
      const stored = await t.dataSource.getRepository(ItemEntity).findOneByOrFail({ id: created.id });
      expect({ clientName: stored.clientName, clientUrl: stored.clientUrl, closesOn: stored.closesOn }).toEqual({ clientName: null, clientUrl: null, closesOn: null });
      const logs = await history(created.id);
      expect(logs[1].changes).toEqual({
        client_name: { before: '株式会社サンプルEC', after: null },
        client_url: { before: 'https://ec.example/', after: null },
        closes_on: { before: '2027-02-28', after: null },
      });
    });

    it('saves an edit of the version read (tags reordered, an area dropped) and logs only what changed', async () => {
      const { refs, body } = await fullBody();
      const created = (await register(body).expect(200)).body;
      const saved = await register({ ...body, id: created.id, version: created.version, name: `${body.name} 改`, tag_ids: [refs.tagA.id, refs.tagB.id], area_ids: [refs.area1.id] }).expect(200);
      expect(saved.body).toMatchObject({ version: 2, tag_ids: [refs.tagA.id, refs.tagB.id], area_ids: [refs.area1.id], name: `${body.name} 改` });
      const logs = await history(created.id);
      expect(logs.map((l) => l.action)).toEqual(['create', 'update']);
      expect(logs[1].changes).toEqual({
        area_ids: { before: [refs.area1.id, refs.area2.id].sort((a, b) => a - b), after: [refs.area1.id] },
        name: { before: body.name, after: `${body.name} 改` },
        tag_ids: { before: [refs.tagB.id, refs.tagA.id], after: [refs.tagA.id, refs.tagB.id] },
      });
    });

    it('keeps a listing on a deleted tag through a save, so reviving the tag puts the listing back on it', async () => {
      const { refs, body } = await fullBody();
      const created = (await register(body).expect(200)).body;
      const tagWrite = (path: 'delete' | 'revival', id: number) => http().post(`/api/admin/item/tag/${path}`).set(editor).send({ id }).expect(200);
      await tagWrite('delete', refs.tagA.id);
      // The form shows and sends only live tags: the save is of the listing without the deleted one.
      const form = (await editInfo(created.id).expect(200)).body;
      expect(form.tag_ids).toEqual([refs.tagB.id]);
      await register({ ...body, id: created.id, version: form.version, tag_ids: form.tag_ids, name: `${body.name} 改` }).expect(200);
      expect(Object.keys((await history(created.id))[1].changes)).toEqual(['name']);

      await tagWrite('revival', refs.tagA.id);
      expect((await editInfo(created.id).expect(200)).body.tag_ids).toEqual([refs.tagB.id, refs.tagA.id]);
    });

    it('answers a message per field and stores nothing for what the form got wrong', async () => {
      const { body } = await fullBody();
      const deletedTag = await makeTag(t.dataSource);
      await t.dataSource.getRepository(TagEntity).softDelete(deletedTag.id);
      const before = await t.dataSource.getRepository(ItemEntity).count({ withDeleted: true });
      const cases: Array<[object, Record<string, string[]>]> = [
        [{ ...body, name: '　', rate_detail: '' }, { name: ['必須項目です'], rate_detail: ['必須項目です'] }],
        [{ ...body, rate_min: 800_000, rate_max: 700_000 }, { rate_max: ['単価の上限は下限以上にしてください'] }],
        [{ ...body, weekly_days_min: 5, weekly_days_max: 3 }, { weekly_days_max: ['週の稼働日数の上限は下限以上にしてください'] }],
        [{ ...body, weekly_days_min: 0, weekly_days_max: 6 }, { weekly_days_min: ['1以上の値を入力してください'], weekly_days_max: ['5以下の値を入力してください'] }],
        [{ ...body, rate_min: -1, remote_level: 3 }, { rate_min: ['0以上の値を入力してください'], remote_level: ['0、1、2のいずれかを指定してください'] }],
        [{ ...body, tag_ids: [deletedTag.id, 999_999] }, { tag_ids: ['削除されたか存在しないタグが含まれています'] }],
        [{ ...body, area_ids: [999_999], biz_category_id: 999_999, contract_type_id: 999_999 }, { area_ids: ['存在しないエリアが含まれています'], biz_category_id: ['存在しない業界です'], contract_type_id: ['存在しない契約形態です'] }],
        [{ ...body, tag_ids: [1, 1] }, { tag_ids: ['同じ値が重複しています'] }],
        [{ ...body, start_date: '2027-02-30', published_at: 'tomorrow' }, { start_date: ['日付はYYYY-MM-DDの形式で入力してください'], published_at: ['日時の形式が正しくありません（例: 2026-12-01T10:00）'] }],
        [{ ...body, status: 'open' }, { status: ['draft、published、endedのいずれかを指定してください'] }],
        // Ending needs a listing that has been public; publishing needs the guessed fields checked.
        [{ ...body, status: 'ended' }, { status: ['公開していない案件は募集終了にできません'] }],
        [{ ...body, status: 'published', guessed_fields: ['rate_min'] }, { guessed_fields: ['要確認の項目を確認してから公開してください'] }],
        [{ ...body, id: 1 }, { version: ['必須項目です'] }],
        [{ ...body, client_name: '　', client_url: null }, { client_name: ['クライアント企業名を入力するか、「非公開」を選んでください'] }],
        [{ ...body, client_name: null, client_url: 'https://ec.example/' }, { client_url: ['クライアント企業のサイトは企業名を入力したときだけ登録できます（非公開なら空にしてください）'] }],
        [{ ...body, client_url: 'javascript:alert(1)', closes_on: '2027-13-01' }, { client_url: ['http:// または https:// で始まるURLを入力してください'], closes_on: ['日付はYYYY-MM-DDの形式で入力してください'] }],
      ];
      for (const [sent, errors] of cases) {
        const res = await register(sent).expect(400);
        expect({ sent, code: res.body.code, errors: res.body.errors }).toEqual({ sent, code: 'VALIDATION_FAILED', errors });
      }
      expect(await t.dataSource.getRepository(ItemEntity).count({ withDeleted: true })).toBe(before);
    });

    it('refuses a stale version with 409 and its message; of saves sent together exactly one goes through', async () => {
      const { body } = await fullBody();
      const created = (await register(body).expect(200)).body;
      await register({ ...body, id: created.id, version: created.version, name: `${body.name} 先` }).expect(200);
      const late = await register({ ...body, id: created.id, version: created.version, name: `${body.name} 後` }).expect(409);
      expect(late.body).toEqual({ statusCode: 409, code: 'ADMIN_STALE_VERSION', message: STALE, errors: {} });
      const current = (await editInfo(created.id).expect(200)).body;
      expect(current).toMatchObject({ name: `${body.name} 先`, version: 2 });

      const saves = await Promise.all(['一', '二', '三'].map((who) => register({ ...body, id: created.id, version: current.version, name: `${body.name} ${who}` })));
      expect(saves.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect((await editInfo(created.id).expect(200)).body.version).toBe(3);
      expect((await history(created.id)).map((h) => h.action)).toEqual(['create', 'update', 'update']);
    });

    it('answers 404 for an unknown listing and refuses writes to viewers', async () => {
      for (const id of ['999999', 'abc', '0']) {
        expect((await editInfo(id).expect(404)).body).toEqual({ statusCode: 404, code: 'ITEM_NOT_FOUND', message: '指定された案件が見つかりませんでした', errors: {} });
        expect((await admin(`detail/${id}`).expect(404)).body.code).toBe('ITEM_NOT_FOUND');
      }
      const { body } = await fullBody();
      expect((await register({ ...body, id: 999_999, version: 1 }).expect(404)).body.code).toBe('ITEM_NOT_FOUND');
      expect((await register(body, viewer).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    });
  });

  describe('publish, end and delete on the public pages', () => {
    it('is public at once when published, gone from search but 募集終了 when ended, 404 when deleted', async () => {
      const { refs, body } = await fullBody();
      const word = body.name.split(' ')[0];
      const tagId = refs.tagA.id;
      const draft = (await register(body).expect(200)).body;
      expect(await publicView(word, tagId, draft.id)).toEqual({ searchIds: [], tagPageTotal: 0, tagCount: 0, detail: 404 });

      const published = (await register({ ...body, id: draft.id, version: draft.version, status: 'published' }).expect(200)).body;
      expect(published).toMatchObject({ status: 'published', listing_status: 'published', published_at: expect.any(String) });
      expect(await publicView(word, tagId, draft.id)).toEqual({ searchIds: [draft.id], tagPageTotal: 1, tagCount: 1, detail: expect.objectContaining({ name: body.name, status: 'published' }) });
      expect((await admin(`detail/${draft.id}`).expect(200)).body.public_path).toBe(`/item/detail/${draft.id}`);

      // An edit shows at once too: the new name finds it, the old tag page loses it.
      const renamed = `${marker()} 改名後`;
      const edited = (await register({ ...body, id: draft.id, version: published.version, status: 'published', published_at: published.published_at, name: renamed, tag_ids: [refs.tagB.id] }).expect(200)).body;
      expect((await publicView(renamed.split(' ')[0], tagId, draft.id)).searchIds).toEqual([draft.id]);
      expect((await publicView(word, tagId, draft.id)).tagCount).toBe(0);

      const ended = (await register({ ...body, id: draft.id, version: edited.version, name: renamed, status: 'ended', published_at: published.published_at }).expect(200)).body;
      expect(ended).toMatchObject({ status: 'ended', listing_status: 'ended', ended_at: expect.any(String) });
      expect(await publicView(renamed.split(' ')[0], tagId, draft.id)).toEqual({ searchIds: [], tagPageTotal: 0, tagCount: 0, detail: expect.objectContaining({ status: 'ended', is_ended: true }) });

      expect((await remove(draft.id).expect(200)).body).toEqual({ ids: [draft.id] });
      expect((await remove(draft.id).expect(200)).body).toEqual({ ids: [] });
      expect((await publicView(renamed.split(' ')[0], tagId, draft.id)).detail).toBe(404);
      expect((await admin(`detail/${draft.id}`).expect(200)).body).toMatchObject({ status: 'deleted', status_label: '削除済み', public_path: null });
      expect((await history(draft.id)).map((h) => h.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
      // A deleted listing is not edited until restored.
      expect((await register({ ...body, id: draft.id, version: ended.version + 1 }).expect(409)).body.code).toBe('ADMIN_RECORD_DELETED');
    });

    it("keeps the name, rate text and client as staff typed them; search finds them in either width", async () => {
      const word = marker();
      const typed = { name: `${word} 【ＡＷＳ】基盤構築（フルリモート）`, rate_detail: '６０〜７０万円／月', client_name: '株式会社ＡＢＣ　物流' };
      const { refs, body } = await fullBody({ ...typed, status: 'published' });
      const saved = (await register(body).expect(200)).body;
      expect(saved).toMatchObject(typed);
      expect((await editInfo(saved.id).expect(200)).body).toMatchObject(typed);
      const view = await publicView(`${word} aws (フルリモート)`, refs.tagA.id, saved.id);
      expect(view.searchIds).toEqual([saved.id]);
      expect(view.detail).toMatchObject({ name: typed.name });
      // Only the spaces around what was typed go.
      const padded = (await register({ ...body, id: saved.id, version: saved.version, published_at: saved.published_at, name: `  ${typed.name}　` }).expect(200)).body;
      expect(padded.name).toBe(typed.name);
    });

    it('keeps 公開日時 to the second when the form sends it back to the minute (a save, 募集終了にする)', async () => {
      const { body } = await fullBody({ status: 'published' });
      const published = (await register(body).expect(200)).body;
      // Went public at some second of a minute, as a publish without a time does.
      const exact = new Date(Date.now() - 3 * DAY);
      exact.setSeconds(48, 0);
      await t.dataSource.getRepository(ItemEntity).update(published.id, { publishedAt: exact });
      const info = (await editInfo(published.id).expect(200)).body;
      expect(info.published_at).toBe(exact.toISOString());
      // The form's datetime-local: Japan time, to the minute.
      const japan = new Date(exact.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 16);
      const ended = (await register({ ...body, id: published.id, version: info.version, status: 'ended', published_at: japan }).expect(200)).body;
      expect(ended.published_at).toBe(exact.toISOString());
      // Another minute typed is taken as typed.
      const moved = (await register({ ...body, id: published.id, version: ended.version, status: 'ended', published_at: '2026-01-05T09:30' }).expect(200)).body;
      expect(moved.published_at).toBe('2026-01-05T00:30:00.000Z');
    });

    it('keeps a listing scheduled for later off the public pages (公開予定)', async () => {
      const { refs, body } = await fullBody({ status: 'published', published_at: new Date(Date.now() + DAY).toISOString() });
      const scheduled = (await register(body).expect(200)).body;
      expect(scheduled).toMatchObject({ status: 'published', listing_status: 'scheduled', listing_status_label: '公開予定' });
      expect(await publicView(body.name.split(' ')[0], refs.tagA.id, scheduled.id)).toEqual({ searchIds: [], tagPageTotal: 0, tagCount: 0, detail: 404 });
    });
  });

  describe('search and count-info', () => {
    it('counts and lists each tab: 公開中, 公開予定, 下書き, 募集終了, 削除済み; without a status every listing not deleted', async () => {
      const word = marker();
      const ago = new Date(Date.now() - DAY);
      await makeItem(t.dataSource, { name: `${word} 公開中`, publishedAt: ago });
      await makeItem(t.dataSource, { name: `${word} 公開予定`, publishedAt: new Date(Date.now() + DAY) });
      await makeItem(t.dataSource, { name: `${word} 下書き`, status: ItemStatus.Draft, publishedAt: null });
      await makeItem(t.dataSource, { name: `${word} 日付なし`, status: ItemStatus.Published, publishedAt: null });
      await makeItem(t.dataSource, { name: `${word} 募集終了`, ended: true, publishedAt: ago });
      const gone = await makeItem(t.dataSource, { name: `${word} 削除済み`, publishedAt: ago });
      await t.dataSource.getRepository(ItemEntity).softDelete(gone.id);

      expect((await admin('count-info', { keyword: word }).expect(200)).body).toEqual({
        counts: [
          { status: 'published', label: '公開中', count: 1 },
          { status: 'scheduled', label: '公開予定', count: 1 },
          { status: 'draft', label: '下書き', count: 2 },
          { status: 'ended', label: '募集終了', count: 1 },
          { status: 'deleted', label: '削除済み', count: 1 },
        ],
      });
      const tab = async (status?: string) => (await search({ keyword: word, sort: 'id', order: 'asc', ...(status ? { status } : {}) }).expect(200)).body as { items: Row[] };
      expect((await tab('published')).items).toEqual([expect.objectContaining({ name: `${word} 公開中`, status: 'published', status_label: '公開中' })]);
      expect(names(await tab('scheduled'))).toEqual([`${word} 公開予定`]);
      expect(names(await tab('draft'))).toEqual([`${word} 下書き`, `${word} 日付なし`]);
      expect((await tab('ended')).items).toEqual([expect.objectContaining({ name: `${word} 募集終了`, status: 'ended', status_label: '募集終了' })]);
      expect((await tab('deleted')).items).toEqual([expect.objectContaining({ name: `${word} 削除済み`, status: 'deleted' })]);
      expect((await tab()).items).toHaveLength(5);
      // Each row says the tab it is listed under.
      for (const status of ['published', 'scheduled', 'draft', 'ended', 'deleted']) expect((await tab(status)).items.every((row) => row.status === status)).toBe(true);
    });

    it('filters by keyword (name, detail, requirements), tag, area, industry, rate range and publish days', async () => {
      const word = marker();
      const [tag, area, biz] = await Promise.all([makeTag(t.dataSource), makeArea(t.dataSource), makeBizCategory(t.dataSource)]);
      await makeItem(t.dataSource, { name: `${word} A`, detail: '受注APIの開発', tags: [tag], rateMin: 500_000, rateMax: 600_000, publishedAt: new Date('2026-10-31T15:00:00Z') });
      await makeItem(t.dataSource, { name: `${word} B`, mustHaveRequirements: 'Kotlinの経験', areas: [area], rateMax: 900_000, publishedAt: new Date('2026-10-31T14:59:59Z') });
      await makeItem(t.dataSource, { name: `${word} C`, niceToHaveRequirements: '100%リモート経験', bizCategoryId: biz.id, rateMin: null, rateMax: null, publishedAt: new Date('2026-11-30T15:00:00Z') });
      const find = async (query: Record<string, string | number>) => names((await search({ keyword: word, sort: 'id', order: 'asc', ...query }).expect(200)).body);
      expect(await find({ keyword: `${word} 受注` })).toEqual([`${word} A`]);
      expect(await find({ keyword: `${word}　kotlin` })).toEqual([`${word} B`]);
      expect(await find({ keyword: `${word} 100%` })).toEqual([`${word} C`]);
      expect(await find({ tag_id: tag.id })).toEqual([`${word} A`]);
      expect(await find({ area_id: area.id })).toEqual([`${word} B`]);
      expect(await find({ biz_category_id: biz.id })).toEqual([`${word} C`]);
      // A rate range reaching into the one asked; listings without a rate are left out.
      expect(await find({ rate_from: 650_000 })).toEqual([`${word} B`]);
      expect(await find({ rate_to: 550_000 })).toEqual([`${word} A`]);
      expect(await find({ rate_from: 550_000, rate_to: 950_000 })).toEqual([`${word} A`, `${word} B`]);
      // Japanese days: 2026-10-31T15:00Z is the start of 2026-11-01 in Japan.
      expect(await find({ published_from: '2026-11-01', published_to: '2026-11-30' })).toEqual([`${word} A`]);
      expect(await find({ published_to: '2026-10-31' })).toEqual([`${word} B`]);
      // count-info counts under the same filters.
      expect((await admin('count-info', { keyword: word, rate_from: 550_000 }).expect(200)).body.counts[0]).toEqual({ status: 'published', label: '公開中', count: 2 });
    });

    it('sorts by rate, publish date and id (id breaks ties) and pages without repeating or skipping', async () => {
      const word = marker();
      const at = new Date('2026-06-01T00:00:00Z');
      const made: ItemEntity[] = [];
      for (const rate of [700_000, 500_000, 900_000, 500_000, 800_000]) made.push(await makeItem(t.dataSource, { name: `${word} ${rate}`, rateMax: rate, publishedAt: at }));
      const ids = async (query: Record<string, string | number>) => ((await search({ keyword: word, ...query }).expect(200)).body.items as Row[]).map((r) => r.id);
      const byRate = [...made].sort((a, b) => b.rateMax! - a.rateMax! || b.id - a.id).map((i) => i.id);
      expect(await ids({ sort: 'rate', order: 'desc' })).toEqual(byRate);
      expect(await ids({ sort: 'rate', order: 'asc' })).toEqual([...byRate].reverse());
      const paged: number[] = [];
      for (const page of [1, 2, 3]) paged.push(...(await ids({ sort: 'published_at', order: 'desc', per_page: 2, page })));
      expect(paged).toEqual(made.map((i) => i.id).reverse());
      const first = (await search({ keyword: word, per_page: 2 }).expect(200)).body;
      expect(first).toMatchObject({ total: 5, page: 1, per_page: 2, last_page: 3 });
      expect(await ids({ sort: 'id', order: 'asc', per_page: 1, page: 5 })).toEqual([made[4].id]);
    });

    it('refuses unknown sorts, statuses and bad filters with a message per field', async () => {
      const res = await search({ sort: 'name', status: 'open', rate_from: -1, published_from: '11/01', tag_id: 'x' }).expect(400);
      expect(res.body.errors).toEqual({
        sort: ['updated_at、published_at、id、rateのいずれかを指定してください'],
        status: ['published、scheduled、draft、ended、deletedのいずれかを指定してください'],
        rate_from: ['0以上の値を入力してください'],
        published_from: ['日付はYYYY-MM-DDの形式で入力してください'],
        tag_id: expect.arrayContaining(['整数で入力してください']),
      });
    });
  });

  describe('register-email-temporary', () => {
    const mail = (word: string, tagTerm: string) =>
      [
        'お世話になっております。株式会社サンプルテックの佐藤です。',
        '',
        `【案件名】${word} 物流システムのAPI開発`,
        '【単価】〜75万円',
        '【場所】東京都（品川駅）リモート併用',
        `【スキル】${tagTerm}、Docker`,
        '【期間】即日〜長期',
        '【面談】2回',
        '',
        'よろしくお願いいたします。',
      ].join('\n');

    it('saves a draft with what the mail says, every finding marked for review, and keeps it off the public pages', async () => {
      const word = marker();
      const tag = await makeAnnouncedTag({ term: `言語${word}` });
      const tokyo = await makePrefectureArea(t.dataSource, 13, '東京都');
      const res = await http().post('/api/admin/item/register-email-temporary').set(editor).send({ mail: mail(word, `言語${word}`) }).expect(200);
      expect(res.body.item).toMatchObject({
        name: `${word} 物流システムのAPI開発`,
        rate_min: null,
        rate_max: 750_000,
        rate_detail: '〜75万円/月',
        area_detail: '東京都（品川駅）リモート併用',
        area_ids: [tokyo.id],
        remote_level: 1,
        interview_count: 2,
        tag_ids: [tag.id],
        status: 'draft',
        listing_status: 'draft',
        published_at: null,
      });
      expect(res.body.guessed_fields).toEqual(['name', 'rate_min', 'rate_max', 'rate_detail', 'area_ids', 'area_detail', 'remote_level', 'tag_ids', 'start_date', 'interview_count', 'must_have_requirements']);
      expect(res.body.guesses).toContainEqual({ field: 'rate_max', source: '【単価】〜75万円' });
      expect(res.body.notes).toEqual(['期間: 即日〜長期', '開始: 即日']);
      const id = res.body.item.id as number;
      // Kept on the draft for the edit screen, with the mail in the staff note.
      const form = (await editInfo(id).expect(200)).body;
      expect(form.guessed_fields).toEqual(res.body.guessed_fields);
      expect(form.internal_note).toContain('【元のメール】');
      expect((await search({ keyword: word, status: 'draft' }).expect(200)).body.items).toEqual([expect.objectContaining({ id, needs_review: true })]);
      expect(await publicView(word, tag.id, id)).toEqual({ searchIds: [], tagPageTotal: 0, tagCount: 0, detail: 404 });
      expect((await history(id))[0]).toMatchObject({ action: 'create', staff_id: editorId });

      // Publishing waits until staff have checked the guesses; then it is public at once.
      const { tags: _t, listing_status: _s, listing_status_label: _l, ended_at: _e, deleted_at: _d, ...fields } = form;
      expect((await register({ ...fields, status: 'published' }).expect(400)).body.errors).toEqual({ guessed_fields: ['要確認の項目を確認してから公開してください'] });
      await register({ ...fields, status: 'published', guessed_fields: [] }).expect(200);
      expect((await publicView(word, tag.id, id)).searchIds).toEqual([id]);
    });

    it('marks a name and rate it could not read, and refuses an empty or oversized mail', async () => {
      const res = await http().post('/api/admin/item/register-email-temporary').set(editor).send({ mail: 'ご無沙汰しております。' }).expect(200);
      expect(res.body.item).toMatchObject({ name: expect.stringMatching(/^メールから作成した下書き（\d{4}-\d{2}-\d{2}）$/), rate_detail: '', tag_ids: [] });
      expect(res.body.guessed_fields).toEqual(['name', 'rate_detail']);
      expect(res.body.guesses).toEqual([]);
      expect((await http().post('/api/admin/item/register-email-temporary').set(editor).send({ mail: '' }).expect(400)).body.errors).toEqual({ mail: ['必須項目です'] });
      expect((await http().post('/api/admin/item/register-email-temporary').set(editor).send({ mail: 'あ'.repeat(10_001) }).expect(400)).body.errors).toEqual({
        mail: ['10000文字以内で入力してください'],
      });
    });
  });

  describe('choices for the form', () => {
    it('lists areas and industries in display order', async () => {
      const area = await makeArea(t.dataSource, { name: `エリア${marker()}` });
      const biz = await makeBizCategory(t.dataSource, { name: `業界${marker()}` });
      expect((await admin('area-all').expect(200)).body.areas).toContainEqual({ id: area.id, name: area.name, prefecture_id: null });
      expect((await admin('biz-category-all').expect(200)).body.biz_categories).toContainEqual({ id: biz.id, name: biz.name });
    });

    it('offers live tags by term or alias, folded like a search keyword, term prefixes first', async () => {
      const word = marker();
      const script = await makeTag(t.dataSource, { term: `${word}Script`, aliases: `${word}JS` });
      const prefix = await makeTag(t.dataSource, { term: `${word}` });
      const gone = await makeTag(t.dataSource, { term: `${word}Old` });
      await t.dataSource.getRepository(TagEntity).softDelete(gone.id);
      const offer = async (term: string, limit?: number) =>
        ((await admin('tag-list-for-item-input', { term, ...(limit ? { limit } : {}) }).expect(200)).body.items as { id: number; label: string }[]).map((i) => i.id);
      expect(await offer(word)).toEqual([prefix.id, script.id]);
      // An alias, in full-width capitals.
      expect(await offer(`${word}ＪＳ`.toUpperCase())).toEqual([script.id]);
      expect(await offer(word, 1)).toEqual([prefix.id]);
      expect((await admin('tag-list-for-item-input', { term: '' }).expect(400)).body.errors).toEqual({ term: ['必須項目です'] });
    });

    it('reads the pickup and special tags (live ones)', async () => {
      const pickup = await makeTag(t.dataSource, { isPickup: true });
      const special = await makeTag(t.dataSource, { isSpecial: true });
      const deleted = await makeTag(t.dataSource, { isPickup: true, isSpecial: true });
      await t.dataSource.getRepository(TagEntity).softDelete(deleted.id);
      const pickups = (await admin('pickup-tag').expect(200)).body.tags as { id: number; term: string }[];
      const specials = (await admin('special-tag').expect(200)).body.tags as { id: number; term: string }[];
      expect(pickups).toContainEqual({ id: pickup.id, term: pickup.term });
      expect(specials).toContainEqual({ id: special.id, term: special.term });
      expect(pickups.map((t) => t.id)).not.toContain(special.id);
      expect([...pickups, ...specials].map((t) => t.id)).not.toContain(deleted.id);
    });
  });
});
