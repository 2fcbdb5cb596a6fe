import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { PrefectureEntity } from '../src/modules/master/entities/prefecture.entity';
import { AuthState, MemberEntity, MemberImpression, MemberProgress } from '../src/modules/members/entities/member.entity';
import { makeMember } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/**
 * Issue 16, members in the back office (SPEC §7 member/search, detail, detail-progress, detail-evaluation,
 * update-status, update-memo, update-impression, impression-note-update) on MariaDB: filters, the six sorts of
 * SPEC §3, paging, the counts per progress, refusals, the progress history and the audit log.
 */
describe('members in the back office (member/*)', () => {
  let t: TestApp;
  let owner: StaffHeaders;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    owner = (await staffSession(t, AdminRole.Owner, 'オーナー 花子')).headers;
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, '編集 次郎'));
    viewer = (await staffSession(t, AdminRole.Viewer, '閲覧 三郎')).headers;
    // The members' prefectures (the seed's JIS ids), as saved by the factory of prefectures.
    await t.dataSource.getRepository(PrefectureEntity).save([
      { id: 13, name: '東京都', regionId: 1 as never },
      { id: 27, name: '大阪府', regionId: 1 as never },
    ]);
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const search = (query: Record<string, string | number>, as = viewer) => http().get('/api/admin/member/search').set(as).query(query);
  const post = (path: string, body: object, as = editor) => http().post(`/api/admin/member/${path}`).set(as).send(body);

  /** Members of this test only: each e-mail carries `tag`, so a keyword of `tag` finds exactly them. */
  async function member(tag: string, fields: Partial<MemberEntity> & { email?: string } = {}) {
    const { email, ...rest } = fields;
    const { member: created } = await makeMember(t.dataSource, { email: email ?? `${tag}-${randomBytes(3).toString('hex')}@example.com` });
    if (Object.keys(rest).length) await t.dataSource.getRepository(MemberEntity).update({ id: created.id }, rest);
    return t.dataSource.getRepository(MemberEntity).findOneOrFail({ where: { id: created.id }, withDeleted: true });
  }
  const tagOf = () => `m${randomBytes(4).toString('hex')}`;

  it('finds members by name, kana, e-mail or phone; every word must match', async () => {
    const tag = tagOf();
    const a = await member(tag, { lastName: `佐藤${tag}`, firstName: '一郎', lastNameKana: 'サトウ', firstNameKana: 'イチロウ', tel: '090-1111-2222' });
    const b = await member(tag, { lastName: '鈴木', firstName: `二郎${tag}`, lastNameKana: `スズキ${tag}`, tel: '080-3333-4444' });

    const byTag = await search({ keyword: tag }).expect(200);
    expect(byTag.body.items.map((row: { id: number }) => row.id).sort()).toEqual([a.id, b.id].sort());
    expect((await search({ keyword: `${tag} 090-1111` }).expect(200)).body.items.map((row: { id: number }) => row.id)).toEqual([a.id]);
    expect((await search({ keyword: `${tag} スズキ` }).expect(200)).body.items.map((row: { id: number }) => row.id)).toEqual([b.id]);
    expect((await search({ keyword: `${tag} 一郎` }).expect(200)).body.items.map((row: { id: number }) => row.id)).toEqual([a.id]);
    // The full name without a space, as staff type it.
    expect((await search({ keyword: `佐藤${tag}一郎` }).expect(200)).body.items.map((row: { id: number }) => row.id)).toEqual([a.id]);
    expect((await search({ keyword: `${tag} サトウイチロウ` }).expect(200)).body.items.map((row: { id: number }) => row.id)).toEqual([a.id]);
    expect((await search({ keyword: a.email }).expect(200)).body.items.map((row: { id: number }) => row.id)).toEqual([a.id]);

    const row = byTag.body.items.find((r: { id: number }) => r.id === a.id);
    expect(row).toMatchObject({ name: `佐藤${tag} 一郎`, name_kana: 'サトウ イチロウ', email: a.email, tel: '090-1111-2222', progress: 0, progress_label: '未対応', impression: null, impression_label: null, auth_state: 1, auth_state_label: '本登録' });
  });

  it('filters by progress, impression, auth state, prefecture and registration days, and counts each progress under the other filters', async () => {
    const tag = tagOf();
    const called = await member(tag, { progress: MemberProgress.Called, impression: MemberImpression.Excellent, prefectureId: 13, createdAt: new Date('2026-03-10T03:00:00Z') });
    const working = await member(tag, { progress: MemberProgress.InOperation, impression: MemberImpression.Black, authState: AuthState.Provisional, createdAt: new Date('2026-05-01T03:00:00Z') });
    const working2 = await member(tag, { progress: MemberProgress.InOperation, prefectureId: 27, createdAt: new Date('2026-06-01T03:00:00Z') });

    const ids = async (query: Record<string, string | number>) => (await search({ keyword: tag, ...query }).expect(200)).body.items.map((row: { id: number }) => row.id).sort();
    expect(await ids({ progress: 5 })).toEqual([working.id, working2.id].sort());
    expect(await ids({ impression: 4 })).toEqual([called.id]);
    expect(await ids({ impression: 1 })).toEqual([working.id]);
    expect(await ids({ auth_state: 0 })).toEqual([working.id]);
    expect(await ids({ prefecture_id: 27 })).toEqual([working2.id]);
    // Japanese days, both ends included.
    expect(await ids({ registered_from: '2026-05-01', registered_to: '2026-06-01' })).toEqual([working.id, working2.id].sort());
    expect(await ids({ registered_to: '2026-03-10' })).toEqual([called.id]);

    const tabs = await search({ keyword: tag, progress: 5 }).expect(200);
    expect(tabs.body.total).toBe(2);
    expect(tabs.body.progress_counts).toHaveLength(9);
    expect(tabs.body.progress_counts.map((c: { label: string }) => c.label)).toEqual([
      '未対応', '電話済み', '稼働中', 'クローズ(営業停止)', '他社稼働中', 'カウンセリング希望', '稼働実績あり', 'カウンセリング調整中', '営業中',
    ]);
    const count = (status: string) => tabs.body.progress_counts.find((c: { status: string }) => c.status === status).count;
    expect([count('1'), count('5'), count('0'), count('12')]).toEqual([1, 2, 0, 0]);
    const filtered = await search({ keyword: tag, prefecture_id: 27 }).expect(200);
    expect(filtered.body.progress_counts.find((c: { status: string }) => c.status === '5').count).toBe(1);
  });

  it('orders by the six SPEC §3 sorts and pages without repeating a member', async () => {
    const tag = tagOf();
    const first = await member(tag, { email: `a-${tag}@example.com`, lastNameKana: 'ワタナベ', createdAt: new Date('2026-01-01T00:00:00Z') });
    const second = await member(tag, { email: `b-${tag}@example.com`, lastNameKana: 'アベ', createdAt: new Date('2026-02-01T00:00:00Z') });
    const third = await member(tag, { email: `c-${tag}@example.com`, lastNameKana: 'カトウ', createdAt: new Date('2026-03-01T00:00:00Z') });
    const order = async (sort: string, o: string) => (await search({ keyword: tag, sort, order: o }).expect(200)).body.items.map((row: { id: number }) => row.id);

    expect(await order('registered_at', 'desc')).toEqual([third.id, second.id, first.id]);
    expect(await order('registered_at', 'asc')).toEqual([first.id, second.id, third.id]);
    expect(await order('last_name_kana', 'asc')).toEqual([second.id, third.id, first.id]);
    expect(await order('last_name_kana', 'desc')).toEqual([first.id, third.id, second.id]);
    expect(await order('email', 'asc')).toEqual([first.id, second.id, third.id]);
    expect(await order('email', 'desc')).toEqual([third.id, second.id, first.id]);
    // RegistrationDesc is the default.
    expect((await search({ keyword: tag }).expect(200)).body.items.map((row: { id: number }) => row.id)).toEqual([third.id, second.id, first.id]);

    const page1 = await search({ keyword: tag, sort: 'email', order: 'asc', per_page: 2, page: 1 }).expect(200);
    const page2 = await search({ keyword: tag, sort: 'email', order: 'asc', per_page: 2, page: 2 }).expect(200);
    expect(page1.body).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect([...page1.body.items, ...page2.body.items].map((row: { id: number }) => row.id)).toEqual([first.id, second.id, third.id]);
  });

  it('refuses unknown filters and sorts with field messages', async () => {
    const res = await search({ progress: 3, impression: 5, auth_state: 2, sort: 'name', registered_from: '2026-13-01', per_page: 500 }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors).sort()).toEqual(['auth_state', 'impression', 'per_page', 'progress', 'registered_from', 'sort']);
  });

  it('shows a member profile, 404 for an unknown or withdrawn member', async () => {
    const tag = tagOf();
    const m = await member(tag, { lastName: '高橋', firstName: '花子', birthDate: '1990-04-01', prefectureId: 13, station: '渋谷駅', memo: '初回面談済み' });
    const res = await http().get(`/api/admin/member/detail/${m.id}`).set(viewer).expect(200);
    expect(res.body).toMatchObject({ id: m.id, name: '高橋 花子', birth_date: '1990-04-01', prefecture_id: 13, prefecture_name: '東京都', station: '渋谷駅', memo: '初回面談済み', email: m.email });
    expect(res.body.age).toBeGreaterThanOrEqual(36);
    expect(res.body).not.toHaveProperty('password_hash');

    const unknown = await http().get('/api/admin/member/detail/2147483000').set(viewer).expect(404);
    expect(unknown.body).toMatchObject({ code: 'ADMIN_MEMBER_NOT_FOUND', message: '指定された会員が見つかりませんでした（退会済みの可能性があります）' });
    await http().get('/api/admin/member/detail/abc').set(viewer).expect(404);
    const gone = await member(tag, { deletedAt: new Date() });
    await http().get(`/api/admin/member/detail-progress/${gone.id}`).set(viewer).expect(404);
    await post('update-status', { id: gone.id, progress: 1 }).expect(404);
  });

  it('moves progress: recorded in the history (who, from, to, when) and the audit log; the same progress again records nothing', async () => {
    const m = await member(tagOf());
    const moved = await post('update-status', { id: m.id, progress: MemberProgress.Called }).expect(200);
    expect(moved.body).toMatchObject({ id: m.id, progress: 1, progress_label: '電話済み' });
    expect(moved.body.choices).toHaveLength(9);
    await post('update-status', { id: m.id, progress: MemberProgress.OpenBusiness }, owner).expect(200);
    await post('update-status', { id: m.id, progress: MemberProgress.OpenBusiness }, owner).expect(200);

    const progress = await http().get(`/api/admin/member/detail-progress/${m.id}`).set(viewer).expect(200);
    expect(progress.body.progress_label).toBe('営業中');
    expect(progress.body.history.map((h: { from_label: string; to_label: string; staff_name: string }) => [h.from_label, h.to_label, h.staff_name])).toEqual([
      ['電話済み', '営業中', 'オーナー 花子'],
      ['未対応', '電話済み', '編集 次郎'],
    ]);
    expect(progress.body.history[1].staff_id).toBe(editorId);
    expect(Date.now() - Date.parse(progress.body.history[0].changed_at)).toBeLessThan(60_000);

    const audit = await auditHistory(t, viewer, 'member', m.id);
    expect(audit.map((row) => [row.staff_name, row.changes.progress])).toEqual([
      ['編集 次郎', { before: 0, after: 1 }],
      ['オーナー 花子', { before: 1, after: 12 }],
    ]);
  });

  it('keeps the history a chain when two staff move one member at once (each move starts from the one before)', async () => {
    const m = await member(tagOf());
    await Promise.all([post('update-status', { id: m.id, progress: MemberProgress.Called }).expect(200), post('update-status', { id: m.id, progress: MemberProgress.OpenBusiness }, owner).expect(200)]);
    const { body } = await http().get(`/api/admin/member/detail-progress/${m.id}`).set(viewer).expect(200);
    const [newer, older] = body.history as { from_progress: number; to_progress: number }[];
    expect(body.history).toHaveLength(2);
    expect(older.from_progress).toBe(0);
    expect(newer.from_progress).toBe(older.to_progress);
    expect(body.progress).toBe(newer.to_progress);
  });

  it('saves the impression, its note and the memo with their audit rows; blank clears', async () => {
    const m = await member(tagOf());
    expect((await post('update-impression', { id: m.id, impression: 2 }).expect(200)).body).toMatchObject({ impression: 2, impression_label: '要注意' });
    const noted = await post('impression-note-update', { id: m.id, impression_note: '連絡が遅れがち' }).expect(200);
    expect(noted.body).toMatchObject({ impression: 2, impression_note: '連絡が遅れがち' });
    expect(noted.body.choices.map((c: { label: string }) => c.label)).toEqual(['優良', '普通', '要注意', 'ブラック']);
    expect((await post('update-memo', { id: m.id, memo: '来月から稼働可能' }).expect(200)).body.memo).toBe('来月から稼働可能');

    const evaluation = await http().get(`/api/admin/member/detail-evaluation/${m.id}`).set(viewer).expect(200);
    expect(evaluation.body).toMatchObject({ impression: 2, impression_label: '要注意', impression_note: '連絡が遅れがち' });

    expect((await post('update-memo', { id: m.id, memo: '   ' }).expect(200)).body.memo).toBeNull();
    expect((await post('update-impression', { id: m.id, impression: null }).expect(200)).body.impression).toBeNull();

    const audit = await auditHistory(t, viewer, 'member', m.id);
    expect(audit.map((row) => Object.keys(row.changes)[0])).toEqual(['impression', 'impression_note', 'memo', 'memo', 'impression']);
    expect(audit[2].changes.memo).toEqual({ before: null, after: '来月から稼働可能' });
  });

  it('refuses bad writes with field messages and changes nothing', async () => {
    const m = await member(tagOf());
    const bad = await post('update-status', { id: m.id, progress: 3 }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.errors)).toEqual(['progress']);
    expect((await post('update-status', { progress: 1 }).expect(400)).body.errors.id).toEqual(['必須項目です']);
    expect(Object.keys((await post('update-impression', { id: m.id, impression: 9 }).expect(400)).body.errors)).toEqual(['impression']);
    expect(Object.keys((await post('update-memo', { id: m.id, memo: 'あ'.repeat(10_001) }).expect(400)).body.errors)).toEqual(['memo']);
    expect(Object.keys((await post('impression-note-update', { id: m.id }).expect(400)).body.errors)).toEqual(['impression_note']);
    const after = await t.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: m.id });
    expect([after.progress, after.impression, after.memo]).toEqual([0, null, null]);
    expect(await auditHistory(t, owner, 'member', m.id)).toEqual([]);
  });

  it('lets a viewer read but not write', async () => {
    const m = await member(tagOf());
    const refused = await post('update-status', { id: m.id, progress: 1 }, viewer).expect(403);
    expect(refused.body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    await post('update-memo', { id: m.id, memo: 'x' }, viewer).expect(403);
    await http().get(`/api/admin/member/detail-evaluation/${m.id}`).set(viewer).expect(200);
  });
});
