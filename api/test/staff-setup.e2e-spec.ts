import request from 'supertest';
import { AdminUserEntity } from '../src/modules/admin-users/entities/admin-user.entity';
import { NO_PASSWORD, passwordSetupLink, StaffAccounts } from '../src/modules/admin-users/staff-accounts';
import { parseStaffCreateArgs } from '../src/modules/admin-users/staff-create.cli';
import { runSeed } from '../src/database/seed/seed';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

/** Issue 9: no demo staff in production; the first owner sets a password through a one-time link. */
describe('staff accounts without published passwords', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const login = async (email: string, password: string) => {
    const agent = request.agent(t.app.getHttpServer());
    const headers = await csrfHeader(agent);
    return agent.post('/api/admin/login').set(headers).send({ email, password });
  };
  const setup = async (body: object, ip = '198.51.100.1') => {
    const agent = request.agent(t.app.getHttpServer());
    const headers = await csrfHeader(agent);
    return agent.post('/api/admin/password-setup').set({ ...headers, 'X-Forwarded-For': ip }).send(body);
  };

  it('creates an owner who cannot log in until the one-time link is used, then can', async () => {
    const { admin, token } = await new StaffAccounts(t.dataSource).createWithSetupLink({ email: 'Owner-1@Example.com', name: 'オーナー 一郎' });
    expect(admin).toMatchObject({ email: 'owner-1@example.com', role: 'owner', passwordHash: NO_PASSWORD });
    expect(passwordSetupLink('https://er.example', token)).toBe(`https://er.example/admin/password-setup?token=${token}`);
    const stored = await t.dataSource.getRepository(AdminUserEntity).findOneByOrFail({ id: admin.id });
    expect(stored.passwordSetupTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.passwordSetupTokenHash).not.toContain(token);

    await login('owner-1@example.com', NO_PASSWORD).then((r) => expect(r.status).toBe(401));
    const res = await setup({ token, password: 'correct horse battery', password_confirmation: 'correct horse battery' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: true, email: 'owner-1@example.com' });
    await login('owner-1@example.com', 'correct horse battery').then((r) => expect(r.status).toBe(200));

    // The link is used up.
    const again = await setup({ token, password: 'another long password', password_confirmation: 'another long password' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/このリンクは無効か、有効期限が切れています/);
  });

  it('refuses an expired link, a short password and a confirmation that differs, in Japanese', async () => {
    const accounts = new StaffAccounts(t.dataSource);
    const { token: old } = await accounts.createWithSetupLink({ email: 'owner-2@example.com', name: 'オーナー 二郎' }, new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect((await setup({ token: old, password: 'long enough password', password_confirmation: 'long enough password' })).status).toBe(400);

    const { token } = await accounts.createWithSetupLink({ email: 'owner-2@example.com', name: '', reissue: true });
    const short = await setup({ token, password: 'short', password_confirmation: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toEqual(['パスワードは12文字以上で入力してください']);
    // The common-password list applies to staff too (issue 12, ASVS 5 V6.2).
    const common = await setup({ token, password: 'qwerty123456', password_confirmation: 'qwerty123456' });
    expect(common.body.errors.password).toEqual([expect.stringContaining('推測されやすい')]);
    const mismatch = await setup({ token, password: 'long enough password', password_confirmation: 'long enough passw0rd' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['パスワードが一致しません'] });
    expect((await setup({ token, password: 'long enough password', password_confirmation: 'long enough password' })).status).toBe(200);
  });

  it('refuses a second account with the same address unless reissuing', async () => {
    const accounts = new StaffAccounts(t.dataSource);
    await accounts.createWithSetupLink({ email: 'owner-3@example.com', name: 'x' });
    await expect(accounts.createWithSetupLink({ email: 'OWNER-3@example.com', name: 'x' })).rejects.toThrow(/already exists/);
  });

  it('throttles guessing link tokens', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await setup({ token: `guess-${i}-aaaaaaaaaaaaaaaaaaaa`, password: 'long enough password', password_confirmation: 'long enough password' }, '198.51.100.99')).status).toBe(400);
    }
    const res = await setup({ token: 'guess-x-aaaaaaaaaaaaaaaaaaaa', password: 'long enough password', password_confirmation: 'long enough password' }, '198.51.100.99');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/後にもう一度お試しください/);
  });

  it('parses the CLI arguments', () => {
    expect(parseStaffCreateArgs(['--email', 'a@example.com', '--name', '山田 太郎'])).toEqual({ email: 'a@example.com', name: '山田 太郎', reissue: false });
    expect(parseStaffCreateArgs(['--email=a@example.com', '--reissue'])).toEqual({ email: 'a@example.com', name: 'a', reissue: true });
    expect(() => parseStaffCreateArgs([])).toThrow(/--email/);
    expect(() => parseStaffCreateArgs(['--email', 'a@example.com', '--password', 'x'])).toThrow(/Unknown argument/);
  });
});

describe('seeding a production database', () => {
  it('creates listings but no staff account and no member with a known password', async () => {
    const t = await createTestApp();
    try {
      await runSeed(t.dataSource, { items: 20, members: 2, demoLogins: false });
      expect(await t.dataSource.getRepository(AdminUserEntity).count()).toBe(0);
      const agent = request.agent(t.app.getHttpServer());
      const headers = await csrfHeader(agent);
      await agent.post('/api/front/member-login').set(headers).send({ email: 'demo@example.com', password: 'demo-pass-1234' }).expect(401);
      await agent.post('/api/admin/login').set(headers).send({ email: 'admin@example.com', password: 'admin-pass-1234' }).expect(401);
    } finally {
      await t.close();
    }
  });
});
