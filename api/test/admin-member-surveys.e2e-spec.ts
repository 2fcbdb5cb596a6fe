import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { EngineerStyleEntity, WorkStyle } from '../src/modules/member-surveys/entities/engineer-style.entity';
import { CurrentStatus, FreelanceStartEntity, StartTiming } from '../src/modules/member-surveys/entities/freelance-start.entity';
import { MemberEntity } from '../src/modules/members/entities/member.entity';
import { makeMember } from './support/factories';
import { bearer } from './support/session-tokens';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/**
 * Issue 16, the member questionnaires in the back office (SPEC §7 engineerstyle/* and freelancestart/*: search,
 * detail, edit, delete) on MariaDB: keyword over the member and the answer, filters, answered days, sorts and
 * paging; the member on the detail; staff corrections at a version (409 when stale or deleted), soft delete, the
 * audit log; roles.
 */
describe('member questionnaires in the back office (engineerstyle/*, freelancestart/*)', () => {
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
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const tagOf = () => `s${randomBytes(4).toString('hex')}`;

  /** A member of this test (the e-mail carries `tag`) who answered 働き方アンケート `daysAgo` days ago. */
  async function styleAnswer(tag: string, fields: Partial<EngineerStyleEntity> = {}, member: Partial<MemberEntity> = {}) {
    const { member: m } = await makeMember(t.dataSource, { email: `${tag}-${randomBytes(3).toString('hex')}@example.com`, lastName: member.lastName, firstName: member.firstName });
    const row = await t.dataSource.getRepository(EngineerStyleEntity).save({ memberId: m.id, workStyle: WorkStyle.Hybrid, answeredAt: new Date(), ...fields });
    return { member: m, row };
  }
  async function startAnswer(tag: string, fields: Partial<FreelanceStartEntity> = {}) {
    const { member: m } = await makeMember(t.dataSource, { email: `${tag}-${randomBytes(3).toString('hex')}@example.com` });
    const row = await t.dataSource.getRepository(FreelanceStartEntity).save({ memberId: m.id, startTiming: StartTiming.Immediately, answeredAt: new Date(), ...fields });
    return { member: m, row };
  }
  const ids = async (path: string, query: Record<string, string | number>, as = viewer) =>
    (await http().get(`/api/admin/${path}/search`).set(as).query(query).expect(200)).body.items.map((row: { id: number }) => row.id);

  it('engineerstyle/search: keyword over the member (name, e-mail) and the answer, work style, answered days; the member on each row', async () => {
    const tag = tagOf();
    const a = await styleAnswer(tag, { workStyle: WorkStyle.FullRemote, preferences: 'React・フロントエンド', desiredRate: 650000, answeredAt: new Date('2026-03-10T03:00:00Z') }, { lastName: '佐藤', firstName: '花子' });
    const b = await styleAnswer(tag, { workStyle: WorkStyle.OnSite, preferences: 'PMO、金融系', note: '面談は平日夜希望', answeredAt: new Date('2026-05-01T03:00:00Z') }, { lastName: '鈴木', firstName: '一郎' });

    expect((await ids('engineerstyle', { keyword: tag })).sort()).toEqual([a.row.id, b.row.id].sort());
    expect(await ids('engineerstyle', { keyword: `${tag} フロントエンド` })).toEqual([a.row.id]);
    expect(await ids('engineerstyle', { keyword: `${tag} 鈴木一郎` })).toEqual([b.row.id]);
    expect(await ids('engineerstyle', { keyword: `${tag} 平日夜` })).toEqual([b.row.id]);
    expect(await ids('engineerstyle', { keyword: a.member.email })).toEqual([a.row.id]);
    expect(await ids('engineerstyle', { keyword: tag, work_style: WorkStyle.OnSite })).toEqual([b.row.id]);
    expect(await ids('engineerstyle', { keyword: tag, answered_from: '2026-04-01' })).toEqual([b.row.id]);
    expect(await ids('engineerstyle', { keyword: tag, answered_to: '2026-03-10' })).toEqual([a.row.id]);

    const res = await http().get('/api/admin/engineerstyle/search').set(viewer).query({ keyword: tag, sort: 'answered_at', order: 'asc', per_page: 1 }).expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 1, last_page: 2 });
    expect(res.body.items[0]).toMatchObject({
      id: a.row.id,
      member_id: a.member.id,
      member_name: '佐藤 花子',
      member_email: a.member.email,
      work_style: WorkStyle.FullRemote,
      work_style_label: 'フルリモート希望',
      desired_rate: 650000,
      preferences: 'React・フロントエンド',
      answered_at: '2026-03-10T03:00:00.000Z',
      deleted_at: null,
    });
    expect(await ids('engineerstyle', { keyword: tag, sort: 'answered_at', order: 'asc', page: 2, per_page: 1 })).toEqual([b.row.id]);
    expect(await ids('engineerstyle', { keyword: tag, sort: 'work_style', order: 'asc' })).toEqual([b.row.id, a.row.id]);

    const bad = await http().get('/api/admin/engineerstyle/search').set(viewer).query({ work_style: 7, answered_from: '2026-13-01', sort: 'member' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['answered_from', 'sort', 'work_style']);
  });

  it('freelancestart/search: start timing, current status and experience filters', async () => {
    const tag = tagOf();
    const a = await startAnswer(tag, { startTiming: StartTiming.WithinThreeMonths, currentStatus: CurrentStatus.Employee, hasFreelanceExperience: false, note: '確定申告が不安' });
    const b = await startAnswer(tag, { startTiming: StartTiming.Immediately, currentStatus: CurrentStatus.Freelance, hasFreelanceExperience: true, availableFrom: '2027-01-04' });

    expect(await ids('freelancestart', { keyword: tag, start_timing: StartTiming.WithinThreeMonths })).toEqual([a.row.id]);
    expect(await ids('freelancestart', { keyword: tag, current_status: CurrentStatus.Freelance })).toEqual([b.row.id]);
    expect(await ids('freelancestart', { keyword: tag, has_freelance_experience: 0 })).toEqual([a.row.id]);
    expect(await ids('freelancestart', { keyword: `${tag} 確定申告` })).toEqual([a.row.id]);
    const rows = (await http().get('/api/admin/freelancestart/search').set(viewer).query({ keyword: tag, sort: 'start_timing', order: 'asc' }).expect(200)).body.items;
    expect(rows.map((row: { id: number }) => row.id)).toEqual([b.row.id, a.row.id]);
    expect(rows[0]).toMatchObject({ start_timing_label: 'すぐにでも', current_status_label: 'フリーランス', has_freelance_experience: true, available_from: '2027-01-04' });
  });

  it('detail/{id} names the member; an unknown id is the resource 404', async () => {
    const tag = tagOf();
    const { member, row } = await styleAnswer(tag, { experienceYears: 8 }, { lastName: '山本', firstName: '健' });
    const res = await http().get(`/api/admin/engineerstyle/detail/${row.id}`).set(viewer).expect(200);
    expect(res.body).toMatchObject({ id: row.id, member_id: member.id, member_name: '山本 健', member_email: member.email, experience_years: 8, version: 1 });
    expect(res.body.created_at).toEqual(expect.any(String));
    expect((await http().get('/api/admin/engineerstyle/detail/999999999').set(viewer).expect(404)).body.code).toBe('ENGINEER_STYLE_NOT_FOUND');
    expect((await http().get('/api/admin/freelancestart/detail/abc').set(viewer).expect(404)).body.code).toBe('FREELANCE_START_NOT_FOUND');
  });

  it('edit: staff correct an answer at its version (audited, answered_at kept); a stale version is a 409, wrong fields a 400; viewers may not', async () => {
    const tag = tagOf();
    const { row } = await styleAnswer(tag, { workStyle: WorkStyle.Hybrid, desiredRate: 600000, answeredAt: new Date('2026-06-01T00:00:00Z') });
    const body = { id: row.id, version: 1, work_style: WorkStyle.FullRemote, desired_weekly_days: 3, desired_rate: 700000, experience_years: 4, preferences: 'Go', note: '電話で確認済み' };

    await http().post('/api/admin/engineerstyle/edit').set(viewer).send(body).expect(403);
    const saved = await http().post('/api/admin/engineerstyle/edit').set(editor).send(body).expect(200);
    expect(saved.body).toMatchObject({ version: 2, work_style: WorkStyle.FullRemote, desired_rate: 700000, note: '電話で確認済み', answered_at: '2026-06-01T00:00:00.000Z' });

    const stale = await http().post('/api/admin/engineerstyle/edit').set(owner).send({ ...body, desired_rate: 800000 }).expect(409);
    expect(stale.body.code).toBe('ADMIN_STALE_VERSION');
    const invalid = await http().post('/api/admin/engineerstyle/edit').set(editor).send({ ...body, version: 2, work_style: 0, desired_weekly_days: 6 }).expect(400);
    expect(invalid.body.errors).toEqual({ work_style: ['希望する働き方を選んでください'], desired_weekly_days: ['5以下の値を入力してください'] });
    expect((await http().post('/api/admin/engineerstyle/edit').set(editor).send({ ...body, id: 999999999 }).expect(404)).body.code).toBe('ENGINEER_STYLE_NOT_FOUND');

    const history = await auditHistory(t, viewer, 'engineerstyle', row.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'update', staff_id: editorId, staff_name: '編集 次郎' });
    expect(history[0].changes).toEqual({
      work_style: { before: WorkStyle.Hybrid, after: WorkStyle.FullRemote },
      desired_weekly_days: { before: null, after: 3 },
      desired_rate: { before: 600000, after: 700000 },
      experience_years: { before: null, after: 4 },
      preferences: { before: null, after: 'Go' },
      note: { before: null, after: '電話で確認済み' },
    });
  });

  it('freelancestart/edit saves the corrected answer and logs it', async () => {
    const { row } = await startAnswer(tagOf(), { startTiming: StartTiming.Undecided });
    const res = await http()
      .post('/api/admin/freelancestart/edit')
      .set(editor)
      .send({ id: row.id, version: 1, start_timing: StartTiming.WithinOneMonth, current_status: CurrentStatus.BetweenJobs, has_freelance_experience: true, available_from: '2027-02-01', note: null })
      .expect(200);
    expect(res.body).toMatchObject({ version: 2, start_timing: 2, start_timing_label: '1ヶ月以内', current_status_label: '離職中', has_freelance_experience: true, available_from: '2027-02-01' });
    const [entry] = await auditHistory(t, viewer, 'freelancestart', row.id);
    expect(entry.changes).toMatchObject({ start_timing: { before: 5, after: 2 }, has_freelance_experience: { before: false, after: true }, available_from: { before: null, after: '2027-02-01' } });
  });

  it('delete: soft (off the list, detail shows it deleted, edits refused), audited; the member answering again brings the answer back', async () => {
    const tag = tagOf();
    const { member, row } = await styleAnswer(tag);
    await http().post('/api/admin/engineerstyle/delete').set(viewer).send({ id: row.id }).expect(403);
    expect((await http().post('/api/admin/engineerstyle/delete').set(editor).send({ id: row.id }).expect(200)).body).toEqual({ ids: [row.id] });
    expect((await http().post('/api/admin/engineerstyle/delete').set(editor).send({ id: row.id }).expect(200)).body).toEqual({ ids: [] });
    expect(await ids('engineerstyle', { keyword: tag })).toEqual([]);
    const detail = await http().get(`/api/admin/engineerstyle/detail/${row.id}`).set(viewer).expect(200);
    expect(detail.body.deleted_at).toEqual(expect.any(String));
    const refused = await http().post('/api/admin/engineerstyle/edit').set(editor).send({ id: row.id, version: detail.body.version, work_style: 1 }).expect(409);
    expect(refused.body.code).toBe('ADMIN_RECORD_DELETED');
    expect((await auditHistory(t, viewer, 'engineerstyle', row.id)).map((entry) => entry.action)).toEqual(['delete']);
    expect((await http().post('/api/admin/freelancestart/delete').set(editor).send({ id: 999999999 }).expect(404)).body.code).toBe('FREELANCE_START_NOT_FOUND');

    // Deleted answers are not the member's any more…
    const memberHeaders = bearer(t, 'member', member);
    expect((await http().get('/api/front/survey/get-engineer-style').set(memberHeaders).expect(200)).body.answer).toBeNull();
    // …until they answer again: the same record, listed again.
    await http().post('/api/front/survey/store-engineer-style').set(memberHeaders).send({ work_style: WorkStyle.Any }).expect(200);
    expect(await ids('engineerstyle', { keyword: tag })).toEqual([row.id]);
  });

  it('an answer of a withdrawn member is listed without a name', async () => {
    const tag = tagOf();
    const { member, row } = await styleAnswer(tag, { preferences: `退会テスト${tag}` });
    await t.dataSource.getRepository(MemberEntity).softDelete({ id: member.id });
    const [listed] = (await http().get('/api/admin/engineerstyle/search').set(viewer).query({ keyword: `退会テスト${tag}` }).expect(200)).body.items;
    expect(listed).toMatchObject({ id: row.id, member_id: member.id, member_name: null, member_email: null });
  });
});
