import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { IsNull } from 'typeorm';
import { AdminRole, AdminUserEntity } from '../src/modules/admin-users/entities/admin-user.entity';
import { STAFF_SUBJECTS } from '../src/modules/admin-users/staff-admin/staff.mail';
import { makeAdmin } from './support/factories';
import { bearer } from './support/session-tokens';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, csrfHeader, linkToken, mailbox, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const STALE = '他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。';
const LAST_OWNER = 'オーナーが1人もいなくなるため、この操作はできません。先に別のスタッフをオーナーにしてください。';
const SELF = '自分自身のアカウントは無効化・削除できません。別のオーナーに依頼してください。';
const DISABLED = 'このアカウントは無効になっています。ログインするには、オーナーに有効化を依頼してください。';
const EMAIL_TAKEN = 'このメールアドレスはすでに別のスタッフが使用しています（削除済みのスタッフを含みます）';
const NEW_PASSWORD = 'staff correct horse battery';

type Headers = StaffHeaders;

/**
 * Issue 15: staff accounts managed by owners (SPEC §7 user/* but the skill-sheet user/admin-* paths), on
 * MariaDB with the in-process mail queue: invitations and resets by mail through the one-time password-setup
 * link, disable/enable, delete, the last owner kept, every write in the audit log without secrets.
 */
describe('staff accounts (user/*)', () => {
  let t: TestApp;
  let owner: Headers;
  let ownerId: number;
  let viewer: Headers;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    ({ id: ownerId, headers: owner } = await staffSession(t, AdminRole.Owner, 'オーナー 太郎'));
    viewer = (await staffSession(t, AdminRole.Viewer, '閲覧 三郎')).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  const unique = () => randomBytes(4).toString('hex');
  const http = () => request(t.app.getHttpServer());
  const api = (as: Headers = owner) => ({
    search: (query: Record<string, string | number>) => http().get('/api/admin/user/search').set(as).query(query),
    detail: (id: number | string) => http().get(`/api/admin/user/detail/${id}`).set(as),
    names: () => http().get('/api/admin/user/get-admin-users').set(as),
    create: (body: object) => http().post('/api/admin/user/create').set(as).send(body),
    edit: (body: object) => http().post('/api/admin/user/edit').set(as).send(body),
    delete: (id: number) => http().post('/api/admin/user/delete').set(as).send({ id }),
  });
  const auditLog = (query: Record<string, string | number>, as: Headers = owner) => http().get('/api/admin/audit-log/search').set(as).query(query);
  const history = (id: number) => auditHistory(t, owner, 'user', id);
  const login = async (email: string, password: string, ip = '192.0.2.10') => {
    const agent = request.agent(t.app.getHttpServer());
    const headers = { ...(await csrfHeader(agent)), 'X-Forwarded-For': ip };
    return agent.post('/api/admin/login').set(headers).send({ email, password });
  };
  const setPassword = async (token: string, password = NEW_PASSWORD) => {
    const agent = request.agent(t.app.getHttpServer());
    const headers = await csrfHeader(agent);
    return agent.post('/api/admin/password-setup').set(headers).send({ token, password, password_confirmation: password });
  };
  const checkLink = async (token: string) => {
    const agent = request.agent(t.app.getHttpServer());
    const headers = await csrfHeader(agent);
    return agent.post('/api/admin/password-setup-check').set(headers).send({ token });
  };
  /** The edit body of an account as its detail reads now. */
  const current = async (id: number) => {
    const d = (await api().detail(id).expect(200)).body;
    return { id, version: d.version as number, name: d.name as string, email: d.email as string, role: d.role as string };
  };
  /** A staff member who has set a password: the account, its password and a token of its session. */
  const activeStaff = async (role: AdminRole = AdminRole.Editor) => {
    const { admin, password } = await makeAdmin(t.dataSource, { role, name: `スタッフ ${unique()}` });
    return { admin, password, token: bearer(t, 'admin', admin) };
  };
  const whoAmI = (headers: Headers) => http().get('/api/admin/login-user-info').set(headers);

  describe('invitation', () => {
    it('creates an account without a password, mails the one-time link, and the link lets the new staff member log in', async () => {
      const email = `invite-${unique()}@example.com`;
      const res = await api().create({ name: '　山田　花子　', email: `  ${email.toUpperCase()} `, role: 'editor' }).expect(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: '山田 花子',
        email,
        role: 'editor',
        role_label: '編集者',
        status: 'pending',
        status_label: 'パスワード未設定',
        last_login_at: null,
        password_setup_expires_at: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        disabled_at: null,
        deleted_at: null,
        version: 1,
      });
      const expiresIn = new Date(res.body.password_setup_expires_at).getTime() - Date.now();
      expect(expiresIn).toBeGreaterThan(23 * 60 * 60 * 1000);

      const mail = await mailbox(t).waitFor(email, STAFF_SUBJECTS.invite);
      expect(mail.text).toContain('山田 花子 様');
      expect(mail.text).toContain('権限：編集者');
      expect(mail.text).toContain('リンクの有効期限は24時間です');
      const token = linkToken(mail.text, '/admin/password-setup');
      // No password works before the link is used.
      expect((await login(email, '!unset')).status).toBe(401);
      // The page checks its link as it opens, without using it.
      expect((await checkLink(token)).status).toBe(200);
      expect((await checkLink(`${token}x`)).body.code).toBe('AUTH_PASSWORD_SETUP_LINK_INVALID');

      expect((await setPassword(token)).body).toEqual({ result: true, email });
      // Used up: the page says so as it opens.
      expect((await checkLink(token)).body.code).toBe('AUTH_PASSWORD_SETUP_LINK_INVALID');
      const loggedIn = await login(email, NEW_PASSWORD);
      expect(loggedIn.status).toBe(200);
      expect(loggedIn.body.admin).toMatchObject({ email, name: '山田 花子', role: 'editor', role_label: '編集者' });
      expect((await api().detail(res.body.id).expect(200)).body).toMatchObject({ status: 'active', status_label: '有効', password_setup_expires_at: null, last_login_at: expect.any(String), version: 1 });

      const [created] = await history(res.body.id);
      expect(created).toMatchObject({ action: 'create', staff_id: ownerId });
      expect(Object.keys(created.changes).sort()).toEqual(['email', 'name', 'password_set', 'password_setup_expires_at', 'role']);
      expect(created.changes).toMatchObject({ name: { before: null, after: '山田 花子' }, password_set: { before: null, after: false }, role: { before: null, after: 'editor' } });
      // Neither the link's token nor its hash, nor any password hash, is in the audit log.
      const stored = await t.dataSource.getRepository(AdminUserEntity).findOneByOrFail({ id: res.body.id });
      const logged = JSON.stringify(await history(res.body.id));
      for (const secret of [token, stored.passwordHash, 'password_hash', 'token_version', 'password_setup_token_hash']) expect(logged).not.toContain(secret);
    });

    it('refuses a taken address (deleted staff included), a bad address, name or role, field by field, creating nothing', async () => {
      const { admin: taken } = await activeStaff();
      const { admin: gone } = await activeStaff();
      await api().delete(gone.id).expect(200);
      const count = () => t.dataSource.getRepository(AdminUserEntity).count({ withDeleted: true });
      const before = await count();
      for (const email of [taken.email, taken.email.toUpperCase(), gone.email]) {
        const res = await api().create({ name: '重複', email, role: 'viewer' }).expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { email: [EMAIL_TAKEN] } });
      }
      const invalid = await api().create({ name: '', email: 'not-an-address', role: 'admin' }).expect(400);
      expect(invalid.body.errors).toEqual({
        name: ['必須項目です'],
        email: ['メールアドレスの形式が正しくありません'],
        role: ['owner、editor、viewerのいずれかを指定してください'],
      });
      expect((await api().create({ name: 'あ'.repeat(101), email: `long-${unique()}@example.com`, role: 'viewer' }).expect(400)).body.errors).toEqual({ name: ['100文字以内で入力してください'] });
      // Two invitations of one new address at the same moment: one account.
      const email = `race-${unique()}@example.com`;
      const both = await Promise.all([1, 2].map(() => api().create({ name: '同時', email, role: 'viewer' })));
      expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(await count()).toBe(before + 1);
    });
  });

  describe('edit', () => {
    it('saves name, e-mail and role at the version read (the role applies at once), refuses a stale one and a taken address', async () => {
      const staff = await activeStaff(AdminRole.Viewer);
      const read = await current(staff.admin.id);
      const email = `renamed-${unique()}@example.com`;
      const res = await api().edit({ ...read, name: '改名 次郎', email, role: 'editor' }).expect(200);
      expect(res.body).toMatchObject({ name: '改名 次郎', email, role: 'editor', role_label: '編集者', version: read.version + 1 });
      expect((await whoAmI(staff.token).expect(200)).body.admin).toMatchObject({ role: 'editor', name: '改名 次郎' });

      const stale = await api().edit({ ...read, name: '古い版' }).expect(409);
      expect(stale.body).toEqual({ statusCode: 409, code: 'ADMIN_STALE_VERSION', message: STALE, errors: {} });
      const { admin: other } = await activeStaff();
      const taken = await api().edit({ ...(await current(staff.admin.id)), email: other.email }).expect(400);
      expect(taken.body.errors).toEqual({ email: [EMAIL_TAKEN] });

      const logs = await history(staff.admin.id);
      expect(logs.map((l) => l.action)).toEqual(['update']);
      expect(logs[0].changes).toEqual({
        email: { before: staff.admin.email, after: email },
        name: { before: staff.admin.name, after: '改名 次郎' },
        role: { before: 'viewer', after: 'editor' },
      });
      expect((await api().edit({ ...read, id: 99_999_999 }).expect(404)).body).toMatchObject({ code: 'ADMIN_USER_NOT_FOUND', message: '指定されたスタッフが見つかりませんでした' });
      expect((await api().edit({ ...read, action: 'lock' }).expect(400)).body.errors).toEqual({ action: ['reset、disable、enableのいずれかを指定してください'] });
    });

    it('reset: the old password and sessions stop working, a new link is mailed, and it sets a new password', async () => {
      const staff = await activeStaff();
      expect((await login(staff.admin.email, staff.password)).status).toBe(200);
      const res = await api().edit({ ...(await current(staff.admin.id)), action: 'reset' }).expect(200);
      expect(res.body).toMatchObject({ status: 'pending', password_setup_expires_at: expect.any(String) });

      await whoAmI(staff.token).expect(401);
      expect((await login(staff.admin.email, staff.password)).body.code).toBe('AUTH_INVALID_CREDENTIALS');
      const mail = await mailbox(t).waitFor(staff.admin.email, STAFF_SUBJECTS.reset);
      expect(mail.text).toContain('これまでのパスワードではログインできません');
      expect((await setPassword(linkToken(mail.text, '/admin/password-setup'))).status).toBe(200);
      expect((await login(staff.admin.email, NEW_PASSWORD)).status).toBe(200);

      const [reset] = await history(staff.admin.id);
      expect(reset.action).toBe('update');
      expect(Object.keys(reset.changes).sort()).toEqual(['password_set', 'password_setup_expires_at']);
      expect(reset.changes.password_set).toEqual({ before: true, after: false });
    });

    it('disable: the session ends at once and the right password gets a clear refusal; enable lets the staff member log in again', async () => {
      const staff = await activeStaff();
      await whoAmI(staff.token).expect(200);
      const disabled = await api().edit({ ...(await current(staff.admin.id)), action: 'disable' }).expect(200);
      expect(disabled.body).toMatchObject({ status: 'disabled', status_label: '無効', disabled_at: expect.any(String) });

      expect((await whoAmI(staff.token).expect(401)).body.code).toBe('UNAUTHENTICATED');
      const refused = await login(staff.admin.email, staff.password);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ statusCode: 403, code: 'AUTH_STAFF_DISABLED', message: DISABLED, errors: {} });
      // A wrong password learns nothing more than for any account.
      expect((await login(staff.admin.email, 'wrong password')).body.code).toBe('AUTH_INVALID_CREDENTIALS');

      const enabled = await api().edit({ ...(await current(staff.admin.id)), action: 'enable' }).expect(200);
      expect(enabled.body).toMatchObject({ status: 'active', disabled_at: null });
      expect((await login(staff.admin.email, staff.password)).status).toBe(200);
      // A token from before the suspension stays ended.
      await whoAmI(staff.token).expect(401);
      const logs = await history(staff.admin.id);
      expect(logs.map((l) => Object.keys(l.changes))).toEqual([['disabled_at'], ['disabled_at']]);
    });

    it('an owner cannot disable or delete their own account', async () => {
      const read = await current(ownerId);
      expect((await api().edit({ ...read, action: 'disable' }).expect(409)).body).toMatchObject({ code: 'ADMIN_USER_SELF_LOCKOUT', message: SELF });
      expect((await api().delete(ownerId).expect(409)).body).toMatchObject({ code: 'ADMIN_USER_SELF_LOCKOUT', message: SELF });
      await whoAmI(owner).expect(200);
    });
  });

  describe('delete', () => {
    it('removes the account for good: no login, no session, listed only under 削除済み, still named in pickers', async () => {
      const staff = await activeStaff();
      expect((await api().delete(staff.admin.id).expect(200)).body).toEqual({ ids: [staff.admin.id] });
      expect((await api().delete(staff.admin.id).expect(200)).body).toEqual({ ids: [] });
      await whoAmI(staff.token).expect(401);
      expect((await login(staff.admin.email, staff.password)).body.code).toBe('AUTH_INVALID_CREDENTIALS');
      const deleted = (await api().detail(staff.admin.id).expect(200)).body;
      expect(deleted).toMatchObject({ status: 'deleted', status_label: '削除済み', deleted_at: expect.any(String) });
      expect((await api().edit({ ...(await current(staff.admin.id)) }).expect(409)).body.code).toBe('ADMIN_RECORD_DELETED');
      expect((await api().search({ keyword: staff.admin.email }).expect(200)).body.total).toBe(0);
      expect((await api().search({ keyword: staff.admin.email, status: 'deleted' }).expect(200)).body.total).toBe(1);
      const names = (await api(viewer).names().expect(200)).body.users as { id: number; status: string }[];
      expect(names).toContainEqual({ id: staff.admin.id, name: staff.admin.name, status: 'deleted', status_label: '削除済み' });
      expect((await history(staff.admin.id)).map((l) => [l.action, Object.keys(l.changes)])).toEqual([['delete', ['deleted_at']]]);
      expect((await api().delete(99_999_999).expect(404)).body.code).toBe('ADMIN_USER_NOT_FOUND');
    });
  });

  describe('history', () => {
    it('is read by owners only, as user/* is: names, e-mail addresses and roles of staff stay with them', async () => {
      const email = `history-${unique()}@example.com`;
      const { body } = await api().create({ name: '履歴 四郎', email, role: 'viewer' }).expect(200);
      expect((await history(body.id)).map((log) => log.action)).toEqual(['create']);
      for (const reader of [viewer, (await activeStaff(AdminRole.Editor)).token]) {
        expect((await auditLog({ resource: 'user', record_id: body.id }, reader).expect(200)).body).toMatchObject({ items: [], total: 0 });
        // Nor in the whole log, nor among what the owner did.
        for (const query of [{ per_page: 100 }, { staff_id: ownerId, per_page: 100 }] as Record<string, number>[]) {
          const page = (await auditLog(query, reader).expect(200)).body as { items: { resource: string }[] };
          expect(page.items.filter((log) => log.resource === 'user')).toEqual([]);
          expect(JSON.stringify(page)).not.toContain(email);
        }
      }
    });
  });

  describe('search and names', () => {
    it('lists by keyword, role and status tab, with paging and sort; owners only', async () => {
      const word = unique();
      const make = (name: string, role: AdminRole) => makeAdmin(t.dataSource, { name: `${word} ${name}`, role, email: `${word}-${unique()}@example.com` });
      const a = (await make('ア', AdminRole.Editor)).admin;
      const b = (await make('イ', AdminRole.Viewer)).admin;
      const c = (await make('ウ', AdminRole.Editor)).admin;
      await api().edit({ ...(await current(c.id)), action: 'disable' }).expect(200);
      const invited = (await api().create({ name: `${word} エ`, email: `${word}-invited@example.com`, role: 'viewer' }).expect(200)).body;
      const ids = async (query: Record<string, string | number>) => ((await api().search({ keyword: word, ...query }).expect(200)).body.items as { id: number }[]).map((r) => r.id);

      expect(await ids({})).toEqual([a.id, b.id, c.id, invited.id]);
      expect(await ids({ role: 'editor' })).toEqual([a.id, c.id]);
      expect(await ids({ status: 'active' })).toEqual([a.id, b.id]);
      expect(await ids({ status: 'disabled' })).toEqual([c.id]);
      expect(await ids({ status: 'pending' })).toEqual([invited.id]);
      expect(await ids({ sort: 'name', order: 'desc' })).toEqual([invited.id, c.id, b.id, a.id]);
      expect(await ids({ keyword: `${word} イ` })).toEqual([b.id]);
      const page = (await api().search({ keyword: word, per_page: 3, page: 2 }).expect(200)).body;
      expect(page).toMatchObject({ total: 4, page: 2, per_page: 3, last_page: 2 });
      expect(page.items[0]).not.toHaveProperty('version');
      expect(JSON.stringify(page)).not.toMatch(/password_hash|token/);
      expect(Object.keys((await api().search({ sort: 'password', status: 'gone', role: 'admin' }).expect(400)).body.errors).sort()).toEqual(['role', 'sort', 'status']);

      // Staff data is for owners; the names list is for every role.
      for (const call of [() => api(viewer).search({}), () => api(viewer).detail(a.id), () => api(viewer).create({ name: 'x', email: `x-${unique()}@example.com`, role: 'viewer' })]) {
        expect((await call().expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
      }
      const names = (await api(viewer).names().expect(200)).body.users as { id: number; name: string; status: string; status_label: string }[];
      expect(names).toEqual(expect.arrayContaining([{ id: a.id, name: `${word} ア`, status: 'active', status_label: '有効' }, { id: c.id, name: `${word} ウ`, status: 'disabled', status_label: '無効' }]));
      expect(JSON.stringify(names)).not.toContain('@');
      expect(names.map((n) => n.id)).toEqual([...names.map((n) => n.id)].sort((x, y) => x - y));
    });
  });

  it('throttles an invited staff member’s log-in like a member’s', async () => {
    const staff = await activeStaff();
    for (let i = 0; i < 5; i++) expect((await login(staff.admin.email, 'wrong password', '203.0.113.77')).status).toBe(401);
    const blocked = await login(staff.admin.email, staff.password, '203.0.113.77');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(/^ログインの試行回数が上限を超えました。/) });
  });
});

/** The last owner who can log in is kept, also when two owners act against each other at the same moment. */
describe('staff accounts: the last owner', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ redisUrl: undefined });
  });

  afterEach(async () => {
    await t?.close();
  });

  const edit = (as: Headers, body: object) => request(t.app.getHttpServer()).post('/api/admin/user/edit').set(as).send(body);
  const read = async (id: number) => t.dataSource.getRepository(AdminUserEntity).findOneOrFail({ where: { id }, withDeleted: true });
  const bodyOf = (u: AdminUserEntity) => ({ id: u.id, version: u.version, name: u.name, email: u.email, role: u.role });
  const activeOwners = () => t.dataSource.getRepository(AdminUserEntity).count({ where: { role: AdminRole.Owner, disabledAt: IsNull() } });

  it('refuses to demote or delete the last owner, and to disable the other owner when that leaves none', async () => {
    const a = (await makeAdmin(t.dataSource, { role: AdminRole.Owner, name: 'オーナー A' })).admin;
    const b = (await makeAdmin(t.dataSource, { role: AdminRole.Owner, name: 'オーナー B' })).admin;
    const asA = bearer(t, 'admin', a);
    // B disabled: A is the only owner who can log in.
    await edit(asA, { ...bodyOf(await read(b.id)), action: 'disable' }).expect(200);
    const demote = await edit(asA, { ...bodyOf(await read(a.id)), role: 'editor' }).expect(409);
    expect(demote.body).toEqual({ statusCode: 409, code: 'ADMIN_USER_LAST_OWNER', message: LAST_OWNER, errors: {} });
    expect((await read(a.id)).role).toBe('owner');
    // Making B an editor and enabling B changes nothing about owners; A may step down only once B is an owner again.
    await edit(asA, { ...bodyOf(await read(b.id)), action: 'enable' }).expect(200);
    await edit(asA, { ...bodyOf(await read(a.id)), role: 'viewer' }).expect(200);
    expect(await activeOwners()).toBe(1);
    // A is a viewer now: staff writes are refused on A's next request.
    expect((await edit(asA, bodyOf(await read(b.id))).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    const asB = bearer(t, 'admin', await read(b.id));
    expect((await request(t.app.getHttpServer()).post('/api/admin/user/edit').set(asB).send({ ...bodyOf(await read(b.id)), role: 'editor' }).expect(409)).body.code).toBe(
      'ADMIN_USER_LAST_OWNER',
    );
  });

  it('lets only one of two owners demoting or disabling each other at the same moment through', async () => {
    for (const action of [{ role: 'editor' }, { action: 'disable' }]) {
      const a = (await makeAdmin(t.dataSource, { role: AdminRole.Owner })).admin;
      const b = (await makeAdmin(t.dataSource, { role: AdminRole.Owner })).admin;
      // Every other owner of this database is demoted first, so a and b are the only two.
      await t.dataSource.query('UPDATE admin_users SET role = ? WHERE id NOT IN (?, ?)', ['viewer', a.id, b.id]);
      const [bodyA, bodyB] = [bodyOf(await read(a.id)), bodyOf(await read(b.id))];
      const results = await Promise.all([edit(bearer(t, 'admin', a), { ...bodyB, ...action }), edit(bearer(t, 'admin', b), { ...bodyA, ...action })]);
      // The other one is refused: by the last-owner rule when both writes overlap, or already at the door (the
      // demoted or disabled owner's request is checked after the first write committed).
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = results.find((r) => r.status !== 200)!;
      expect([409, 403, 401]).toContain(refused.status);
      if (refused.status === 409) expect(refused.body.code).toBe('ADMIN_USER_LAST_OWNER');
      expect(await activeOwners()).toBe(1);
    }
  });
});
