import request from 'supertest';
import { ACCOUNT_SUBJECTS } from '../src/modules/account/account.mail';
import { MailService } from '../src/modules/mail/mail.service';
import { AuthState } from '../src/modules/members/entities/member.entity';
import { makeAdmin, makeMember } from './support/factories';
import { createTestApp, csrfHeader, mailbox, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// The module object password-hash.ts calls through (a named import is read from it at each call), so a spy on it
// counts every argon2 verification the app makes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const argon2 = require('@node-rs/argon2') as typeof import('@node-rs/argon2');

/**
 * Login and mail throttles under a concurrent burst, counted in Redis: the attempt is counted before the password
 * is checked or the mail queued, so a burst gets no more than the budget a slow sequence gets.
 */
describe('attempt throttles under a burst', () => {
  let t: TestApp;
  let xsrf: { 'X-XSRF-TOKEN': string };
  let mail: ReturnType<typeof mailbox>;

  beforeAll(async () => {
    t = await createTestApp();
    xsrf = await csrfHeader(t.http);
    mail = mailbox(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const post = (path: string, body: object, ip: string) => t.http.post(path).set(xsrf).set('X-Forwarded-For', ip).send(body);
  const burst = (count: number, send: (i: number) => request.Test) => Promise.all(Array.from({ length: count }, (_, i) => send(i).then((res) => res)));
  const statuses = (answers: request.Response[]) => answers.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

  it('checks at most 5 of 80 parallel wrong passwords for one account; the rest get 429 with Retry-After, and the owner still logs in', async () => {
    const { member, password } = await makeMember(t.dataSource);
    const verify = jest.spyOn(argon2, 'verify');
    const answers = await burst(80, () => post('/api/front/member-login', { email: member.email, password: 'wrong-pass-0000' }, '203.0.113.50'));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statuses(answers)).toEqual({ 401: verify.mock.calls.length, 429: 80 - verify.mock.calls.length });
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // From another address the account-wide budget (20) is not used up by that burst: the owner logs in.
    await post('/api/front/member-login', { email: member.email, password }, '198.51.100.50').expect(200);
  });

  it('checks at most 20 passwords for one account from 80 parallel guesses spread over 80 addresses', async () => {
    const { admin } = await makeAdmin(t.dataSource);
    const verify = jest.spyOn(argon2, 'verify');
    const answers = await burst(80, (i) => post('/api/admin/login', { email: admin.email, password: 'wrong-pass-0000' }, `192.0.2.${i + 1}`));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(20);
    expect(statuses(answers)[429]).toBe(80 - verify.mock.calls.length);
  });

  it("logs in a correct password from an address that other people's failures have filled (an office, a carrier)", async () => {
    const { member, password } = await makeMember(t.dataSource);
    const office = '203.0.113.60';
    // 60 colleagues behind the same address each mistype their own password: more than the address's budget (50).
    const others = await Promise.all(Array.from({ length: 60 }, () => makeMember(t.dataSource)));
    const failures = await burst(60, (i) => post('/api/front/member-login', { email: others[i]!.member.email, password: 'wrong-pass-0000' }, office));
    expect(statuses(failures)).toEqual({ 401: 60 });
    const started = Date.now();
    const login = await post('/api/front/member-login', { email: member.email, password }, office);
    expect(login.status).toBe(200);
    // Slowed down, not refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    // A wrong password from there is still only slowed, and answered as wrong.
    expect((await post('/api/front/member-login', { email: others[0]!.member.email, password: 'wrong-pass-0001' }, office)).status).toBe(401);
  });

  it('lets a correct password through after failures within the budget, and does not count the success', async () => {
    const { member, password } = await makeMember(t.dataSource);
    const ip = '203.0.113.51';
    const failures = await burst(4, () => post('/api/front/member-login', { email: member.email, password: 'wrong-pass-0000' }, ip));
    expect(statuses(failures)).toEqual({ 401: 4 });
    await post('/api/front/member-login', { email: member.email, password }, ip).expect(200);
    // The success cleared this address's count for the account: 4 more failures and a login again.
    expect(statuses(await burst(4, () => post('/api/front/member-login', { email: member.email, password: 'wrong-pass-0000' }, ip)))).toEqual({ 401: 4 });
    await post('/api/front/member-login', { email: member.email, password }, ip).expect(200);
  });

  /** The mails of one kind the app queued from now on (what the processor may send; it sends no more). */
  const queued = (jobName: string) => {
    const enqueue = jest.spyOn(t.app.get(MailService), 'enqueue');
    return () => enqueue.mock.calls.filter(([name]) => name === jobName).length;
  };

  it('queues at most 3 password-reset mails for 80 parallel requests from one address, and at most 5 from 80 addresses', async () => {
    const { member } = await makeMember(t.dataSource);
    const mails = queued('mail.member-password-reset');
    const one = await burst(80, () => post('/api/front/member-password-reset-mail', { email: member.email }, '203.0.113.52'));
    expect(statuses(one)).toEqual({ 200: 3, 429: 77 });
    expect(one.find((r) => r.status === 429)?.body.code).toBe('TOO_MANY_MAIL_REQUESTS');
    expect(mails()).toBe(3);
    // Spread over addresses, the account-wide budget (5 an hour) holds: the mail-bombing case.
    const many = await burst(80, (i) => post('/api/front/member-password-reset-mail', { email: member.email }, `198.51.100.${i + 100}`));
    expect(statuses(many)[200]).toBe(2);
    expect(mails()).toBe(5);
    await mail.waitFor(member.email, ACCOUNT_SUBJECTS.passwordReset, 30_000);
  });

  it('queues at most 3 verification mails for 80 parallel resend requests', async () => {
    const { member } = await makeMember(t.dataSource, { authState: AuthState.Provisional });
    const mails = queued('mail.member-verify');
    const answers = await burst(80, () => post('/api/front/member-send-auth-mail', { email: member.email }, '203.0.113.53'));
    expect(statuses(answers)).toEqual({ 200: 3, 429: 77 });
    expect(mails()).toBe(3);
  });
});
