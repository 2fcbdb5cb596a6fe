import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ACCOUNT_SUBJECTS } from '../src/modules/account/account.mail';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { IntroduceRequestEntity } from '../src/modules/contacts/entities/introduce-request.entity';
import { PrefectureEntity } from '../src/modules/master/entities/prefecture.entity';
import { MemberConversionEntity } from '../src/modules/members/entities/member-conversion.entity';
import { MemberSkillEntity } from '../src/modules/members/entities/member-skill.entity';
import { AuthState, MemberEntity } from '../src/modules/members/entities/member.entity';
import { SocialAccountEntity } from '../src/modules/members/entities/social-account.entity';
import { SavedSearchEntity } from '../src/modules/saved-searches/entities/saved-search.entity';
import { makeContractType, makeMember, makeTag } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, csrfHeader, linkToken, mailbox, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/**
 * Issue 16, members in the back office, the account part (SPEC §7 member/detail-other, edit, send-auth-mail,
 * delete) and the skills filter of member/search, on MariaDB + Redis: field rules as the member's own, the
 * stale check, audit rows, the registration mail again, the withdrawal as the member's own.
 */
describe('members in the back office: other data, edit, auth mail, withdrawal (member/*)', () => {
  let t: TestApp;
  let mail: ReturnType<typeof mailbox>;
  let owner: StaffHeaders;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;
  let contractTypeId: number;
  let ipSeq = 0;
  const nextIp = () => `198.51.100.${++ipSeq}`;
  const unique = () => randomBytes(4).toString('hex');

  beforeAll(async () => {
    t = await createTestApp();
    mail = mailbox(t);
    owner = (await staffSession(t, AdminRole.Owner, 'オーナー 花子')).headers;
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, '編集 次郎'));
    viewer = (await staffSession(t, AdminRole.Viewer, '閲覧 三郎')).headers;
    await t.dataSource.getRepository(PrefectureEntity).save([
      { id: 13, name: '東京都', regionId: 1 as never },
      { id: 27, name: '大阪府', regionId: 1 as never },
    ]);
    contractTypeId = (await makeContractType(t.dataSource, { name: `フリーランス-${unique()}` })).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const post = (path: string, body: object, as = editor) => http().post(`/api/admin/member/${path}`).set(as).send(body);
  const detail = async (id: number) => (await http().get(`/api/admin/member/detail/${id}`).set(viewer).expect(200)).body;

  const editBody = (id: number, version: number, over: Record<string, unknown> = {}) => ({
    id,
    version,
    last_name: '佐藤',
    first_name: '次郎',
    last_name_kana: 'サトウ',
    first_name_kana: 'ジロウ',
    sex: 1,
    birth_date: '1985-12-31',
    education_level: 6,
    nationality: '日本',
    prefecture_id: 13,
    station: '渋谷駅',
    tel: '03-1234-5678',
    magazine_flag: 1,
    contract_types: String(contractTypeId),
    ...over,
  });

  /** A logged-in browser of the member (their own API). */
  async function loggedIn(member: MemberEntity, password: string) {
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).set('X-Forwarded-For', nextIp()).send({ email: member.email, password }).expect(200);
    return { agent, post: (p: string, body: object) => agent.post(`/api/front/${p}`).set(xsrf).set('X-Forwarded-For', nextIp()).send(body) };
  }

  it('shows what else a member has: linked accounts, ad conversions, referrals, saved searches, entry and shortlist counts', async () => {
    const { member, password } = await makeMember(t.dataSource);
    const other = (await makeMember(t.dataSource)).member;
    await t.dataSource.getRepository(SocialAccountEntity).insert([
      { memberId: member.id, type: 3, providerUserId: `gh-${unique()}` },
      { memberId: member.id, type: 4, providerUserId: `g-${unique()}` },
      { memberId: other.id, type: 1, providerUserId: `tw-${unique()}` },
    ]);
    await t.dataSource.getRepository(MemberConversionEntity).insert({ memberId: member.id, gclid: 'Cj0KCQ-test', utmSource: 'google', utmMedium: 'cpc', landingPath: '/lp1', arrivedAt: new Date('2026-11-20T10:00:00Z') });
    await t.dataSource.getRepository(IntroduceRequestEntity).insert({ referrerMemberId: member.id, name: '紹介 花子', nameKana: 'ショウカイ ハナコ', email: `friend-${unique()}@example.com` });
    const me = await loggedIn(member, password);
    await me.post('saved-search/store-saved-search', { keyword: 'Java' }).expect(201);

    const res = await http().get(`/api/admin/member/detail-other/${member.id}`).set(viewer).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ id: member.id, entry_count: 0, consider_count: 0 });
    expect(res.body.social_accounts.map((a: { type: number; type_label: string }) => [a.type, a.type_label])).toEqual([
      [3, 'GitHub'],
      [4, 'Google'],
    ]);
    expect(res.body.conversions).toEqual([
      { gclid: 'Cj0KCQ-test', utm_source: 'google', utm_medium: 'cpc', utm_campaign: null, utm_term: null, utm_content: null, landing_path: '/lp1', arrived_at: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(res.body.referrals).toEqual([{ id: expect.any(Number), name: '紹介 花子', requested_at: expect.any(String) }]);
    expect(res.body.saved_searches).toHaveLength(1);
    expect(res.body.saved_searches[0].search_path).toContain('keyword=Java');

    const empty = await http().get(`/api/admin/member/detail-other/${other.id}`).set(viewer).expect(200);
    expect(empty.body).toMatchObject({ social_accounts: [{ type: 1, type_label: 'Twitter' }], conversions: [], referrals: [], saved_searches: [] });
    expect((await http().get('/api/admin/member/detail-other/2147483000').set(viewer).expect(404)).body.code).toBe('ADMIN_MEMBER_NOT_FOUND');
  });

  it('edits the member info with the member’s own rules, folding full-width input, audited field by field', async () => {
    const { member } = await makeMember(t.dataSource, { lastName: '山田', firstName: '太郎' });
    const before = await detail(member.id);
    expect(before.version).toBe(1);

    const res = await post('edit', editBody(member.id, before.version, { tel: '０３ー１２３４ー５６７８', station: '　渋谷駅　', contract_types: `${contractTypeId},${contractTypeId}` })).expect(200);
    expect(res.body).toMatchObject({
      id: member.id,
      name: '佐藤 次郎',
      name_kana: 'サトウ ジロウ',
      tel: '03-1234-5678',
      station: '渋谷駅',
      sex: 1,
      sex_label: '男性',
      birth_date: '1985-12-31',
      education_level: 6,
      nationality: '日本',
      prefecture_id: 13,
      prefecture_name: '東京都',
      magazine: true,
      contract_types: String(contractTypeId),
      email: member.email,
      version: 2,
    });

    const audit = await auditHistory(t, viewer, 'member', member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', staff_id: editorId, staff_name: '編集 次郎' });
    expect(audit[0].changes).toMatchObject({
      last_name: { before: '山田', after: '佐藤' },
      first_name: { before: '太郎', after: '次郎' },
      tel: { before: null, after: '03-1234-5678' },
      prefecture_id: { before: null, after: 13 },
      magazine_flag: { before: false, after: true },
    });
    // Nothing staff did not change, and never the password or tokens.
    expect(Object.keys(audit[0].changes)).not.toEqual(expect.arrayContaining(['password_hash']));
    expect(Object.keys(audit[0].changes)).not.toContain('email');

    // Optional fields left out are cleared, as the member's own form does.
    const cleared = await post('edit', editBody(member.id, 2, { sex: undefined, education_level: undefined, nationality: '', station: '' })).expect(200);
    expect(cleared.body).toMatchObject({ sex: null, education_level: null, nationality: null, station: null, version: 3 });
  });

  it('refuses bad values with the member’s field messages and changes nothing', async () => {
    const { member } = await makeMember(t.dataSource);
    const thisYear = new Date().getFullYear();
    const bad = await post('edit', editBody(member.id, 1, { last_name: '', last_name_kana: 'やまだ', birth_date: `${thisYear - 10}-01-01`, tel: '12', magazine_flag: 5, sex: 9 })).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.errors).sort()).toEqual(['birth_date', 'last_name', 'last_name_kana', 'magazine_flag', 'sex', 'tel']);
    for (const messages of Object.values(bad.body.errors) as string[][]) expect(messages[0]).toMatch(/[ぁ-んァ-ン一-龥]/);

    const old = await post('edit', editBody(member.id, 1, { birth_date: '1939-12-31' })).expect(400);
    expect(old.body.errors.birth_date).toBeDefined();

    const master = await post('edit', editBody(member.id, 1, { prefecture_id: 99, contract_types: '999999' })).expect(400);
    expect(master.body.code).toBe('ACCOUNT_FIELDS_INVALID');
    expect(master.body.errors).toEqual({ prefecture_id: ['都道府県を選択してください'], contract_types: ['希望する契約形態を選択肢から選んでください'] });

    // The e-mail is not a field of this form: sent anyway, it is refused, not silently ignored or saved.
    const email = await post('edit', { ...editBody(member.id, 1), email: 'other@example.com' }).expect(400);
    expect(email.body.errors.email).toBeDefined();

    const missing = await post('edit', { id: member.id, last_name: '佐藤' }).expect(400);
    expect(missing.body.errors.version).toBeDefined();

    expect(await detail(member.id)).toMatchObject({ name: '山田 太郎', version: 1 });
    expect(await auditHistory(t, owner, 'member', member.id)).toEqual([]);
    expect((await post('edit', editBody(2147483000, 1)).expect(404)).body.code).toBe('ADMIN_MEMBER_NOT_FOUND');
  });

  it('refuses a save over a newer one (another staff member’s or the member’s own) with 409', async () => {
    const { member, password } = await makeMember(t.dataSource);
    await post('edit', editBody(member.id, 1, { first_name: '一人目' })).expect(200);
    const stale = await post('edit', editBody(member.id, 1, { first_name: '二人目' }), owner).expect(409);
    expect(stale.body.code).toBe('ADMIN_STALE_VERSION');
    expect(stale.body.message).toMatch(/[ぁ-ん]/);
    expect(await detail(member.id)).toMatchObject({ first_name: '一人目', version: 2 });

    // The member saves their own profile: the form staff read at version 2 is stale.
    const me = await loggedIn(member, password);
    await me
      .post('update-user-info', { ...editBody(member.id, 0, { first_name: '本人' }), id: undefined, version: undefined, skills: [], desired_area_ids: '' })
      .expect(200);
    expect((await post('edit', editBody(member.id, 2)).expect(409)).body.code).toBe('ADMIN_STALE_VERSION');
    expect(await detail(member.id)).toMatchObject({ first_name: '本人', version: 3 });

    // A login, a staff note or a progress move does not make the form stale.
    await loggedIn(member, password);
    await post('update-memo', { id: member.id, memo: 'メモ' }).expect(200);
    await post('update-status', { id: member.id, progress: 1 }).expect(200);
    await post('edit', editBody(member.id, 3)).expect(200);

    // Two saves of one version at once: one wins.
    const [a, b] = await Promise.all([post('edit', editBody(member.id, 4, { first_name: 'A' })), post('edit', editBody(member.id, 4, { first_name: 'B' }), owner)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('resends the registration mail to a provisional member, at most once a minute; a registered member gets 409', async () => {
    const provisional = (await makeMember(t.dataSource, { email: `prov-${unique()}@example.com`, authState: AuthState.Provisional })).member;
    const res = await post('send-auth-mail', { id: provisional.id }).expect(200);
    expect(res.body).toEqual({ result: true, sent_at: expect.any(String) });
    const sent = await mail.waitFor(provisional.email, ACCOUNT_SUBJECTS.verify);
    const token = linkToken(sent.text, '/user/regist/comp');
    const row = await t.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: provisional.id });
    expect(row.authToken).not.toBeNull();
    expect(row.authToken).not.toBe(token); // only its hash is stored

    const again = await post('send-auth-mail', { id: provisional.id }).expect(429);
    expect(again.body.code).toBe('ADMIN_MEMBER_AUTH_MAIL_TOO_SOON');
    expect(again.headers['retry-after']).toBe('60');

    // A minute later (the link's issue time moved back) it goes again.
    await t.dataSource.getRepository(MemberEntity).update({ id: provisional.id }, { authTokenExpiresAt: new Date(row.authTokenExpiresAt!.getTime() - 61_000) });
    await post('send-auth-mail', { id: provisional.id }, owner).expect(200);

    // The link of the mail makes the member registered, as the member's own resend does.
    const latest = (await mail.to(provisional.email, ACCOUNT_SUBJECTS.verify)).length;
    expect(latest).toBeGreaterThanOrEqual(1);

    const audit = await auditHistory(t, viewer, 'member', provisional.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ action: 'update', staff_id: editorId });
    expect(Object.keys(audit[0].changes)).toEqual(['auth_mail_sent_at']);

    const registered = (await makeMember(t.dataSource)).member;
    const refused = await post('send-auth-mail', { id: registered.id }).expect(409);
    expect(refused.body).toMatchObject({ code: 'ADMIN_MEMBER_ALREADY_REGISTERED', message: 'この会員は本登録済みのため、認証メールは送れません' });
    expect(await auditHistory(t, viewer, 'member', registered.id)).toEqual([]);
    expect((await post('send-auth-mail', { id: 2147483000 }).expect(404)).body.code).toBe('ADMIN_MEMBER_NOT_FOUND');
    expect((await post('send-auth-mail', {}).expect(400)).body.errors.id).toBeDefined();
  });

  it('withdraws a member as their own delete-user does: anonymised, sessions ended, not listed, 404 after; owners only', async () => {
    const { member, password } = await makeMember(t.dataSource, { lastName: `退会${unique()}` });
    const tag = await makeTag(t.dataSource);
    await t.dataSource.getRepository(MemberSkillEntity).insert({ memberId: member.id, tagId: tag.id, experienceYears: 1 });
    const me = await loggedIn(member, password);
    await me.post('saved-search/store-saved-search', { keyword: 'Go' }).expect(201);

    const refused = await post('delete', { id: member.id }, editor).expect(403);
    expect(refused.body.code).toBe('ADMIN_FORBIDDEN_ROLE');

    expect(await post('delete', { id: member.id }, owner).expect(200)).toMatchObject({ body: { id: member.id } });

    const row = await t.dataSource.getRepository(MemberEntity).findOne({ where: { id: member.id }, withDeleted: true });
    expect(row).toMatchObject({ lastName: '', firstName: '', tel: null, birthDate: null });
    expect(row!.email).not.toBe(member.email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.dataSource.getRepository(MemberSkillEntity).countBy({ memberId: member.id })).toBe(0);
    expect(await t.dataSource.getRepository(SavedSearchEntity).countBy({ memberId: member.id })).toBe(0);
    await mail.waitFor(member.email, ACCOUNT_SUBJECTS.withdrawn);
    // The member's session stopped.
    expect((await me.agent.get('/api/front/member-login-check').expect(200)).body.logged_in).toBe(false);

    await http().get(`/api/admin/member/detail/${member.id}`).set(viewer).expect(404);
    await http().get(`/api/admin/member/detail-other/${member.id}`).set(viewer).expect(404);
    await post('edit', editBody(member.id, 1)).expect(404);
    const listed = await http().get('/api/admin/member/search').set(viewer).query({ keyword: member.email }).expect(200);
    expect(listed.body.total).toBe(0);

    const audit = await auditHistory(t, owner, 'member', member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'delete' });
    // No personal data in the log of a withdrawal.
    expect(Object.keys(audit[0].changes)).toEqual(['withdrawn_at']);

    // Again: nothing left to withdraw.
    expect((await post('delete', { id: member.id }, owner).expect(404)).body.code).toBe('ADMIN_MEMBER_NOT_FOUND');
    expect(await auditHistory(t, owner, 'member', member.id)).toHaveLength(1);
  });

  it('filters the list by skills: members with every chosen skill', async () => {
    const marker = `sk${unique()}`;
    const [java, spring, go] = await Promise.all([makeTag(t.dataSource), makeTag(t.dataSource), makeTag(t.dataSource)]);
    const make = async (tagIds: number[]) => {
      const { member } = await makeMember(t.dataSource, { email: `${marker}-${unique()}@example.com` });
      if (tagIds.length) await t.dataSource.getRepository(MemberSkillEntity).insert(tagIds.map((tagId) => ({ memberId: member.id, tagId, experienceYears: null })));
      return member.id;
    };
    const both = await make([java.id, spring.id]);
    const javaOnly = await make([java.id]);
    const all = await make([java.id, spring.id, go.id]);
    await make([]);
    const ids = async (query: Record<string, unknown>) =>
      (await http().get('/api/admin/member/search').set(viewer).query({ keyword: marker, ...query }).expect(200)).body.items.map((r: { id: number }) => r.id).sort();

    expect(await ids({ skills: java.id })).toEqual([both, javaOnly, all].sort());
    expect(await ids({ skills: `${java.id},${spring.id}` })).toEqual([both, all].sort());
    expect(await ids({ skills: [java.id, spring.id, go.id] })).toEqual([all]);
    expect(await ids({ skills: `${java.id},${java.id}` })).toEqual([both, javaOnly, all].sort());
    const counts = await http().get('/api/admin/member/search').set(viewer).query({ keyword: marker, skills: `${java.id},${spring.id}` }).expect(200);
    expect(counts.body.progress_counts.find((c: { status: string }) => c.status === '0').count).toBe(2);
    const bad = await http().get('/api/admin/member/search').set(viewer).query({ skills: 'java' }).expect(400);
    expect(bad.body.errors.skills).toBeDefined();
  });

  it('lets a viewer read but not write', async () => {
    const { member } = await makeMember(t.dataSource, { authState: AuthState.Provisional });
    await http().get(`/api/admin/member/detail-other/${member.id}`).set(viewer).expect(200);
    for (const [path, body] of [
      ['edit', editBody(member.id, 1)],
      ['send-auth-mail', { id: member.id }],
      ['delete', { id: member.id }],
    ] as const) {
      expect((await post(path, body, viewer).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    }
    expect(await detail(member.id)).toMatchObject({ version: 1 });
  });
});
