import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { EntityManager } from 'typeorm';
import { MailService } from '../src/modules/mail/mail.service';
import { OutboxEntity } from '../src/modules/mail/entities/outbox.entity';
import { jstDate } from '../src/modules/saved-searches/digest-schedule';
import { SavedSearchDigestEntity } from '../src/modules/saved-searches/entities/saved-search-digest.entity';
import { SavedSearchEntity } from '../src/modules/saved-searches/entities/saved-search.entity';
import { SavedSearchDigestService } from '../src/modules/saved-searches/saved-search-digest.service';
import { DIGEST_TIME_ZONE, SavedSearchDigestScheduler } from '../src/modules/saved-searches/saved-search-digest.scheduler';
import { SavedSearchesService } from '../src/modules/saved-searches/saved-searches.service';
import { SAVED_SEARCH_SUBJECTS } from '../src/modules/saved-searches/saved-searches.mail';
import { makeArea, makeContractType, makeItem, makeMember, makeTag } from './support/factories';
import { createTestApp, csrfHeader, eventually, mailbox, withSecondApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const HOUR = 3_600_000;

/** Issue 13: saved searches, their daily new-listing mail (idempotent per member and day) and the signed unsubscribe link, on MariaDB + Redis. */
describe('saved searches and the daily new-listing mail', () => {
  let t: TestApp;
  let mail: ReturnType<typeof mailbox>;
  let digest: SavedSearchDigestService;
  let ipSeq = 0;
  const nextIp = () => `198.51.100.${(++ipSeq % 250) + 1}`;
  const unique = () => randomBytes(4).toString('hex');

  /** A logged-in browser of a fresh member. */
  async function loggedIn() {
    const { member, password } = await makeMember(t.dataSource, { lastName: '保存', firstName: `花子${unique()}` });
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).set('X-Forwarded-For', nextIp()).send({ email: member.email, password }).expect(200);
    const post = (p: string, body: object) => agent.post(`/api/front/${p}`).set(xsrf).send(body);
    const get = (p: string) => agent.get(`/api/front/${p}`);
    return { member, password, agent, post, get };
  }

  /** Moves a saved search's creation back (its digest looks for listings published since then). */
  const createdAgo = (id: number, ms: number) => t.dataSource.getRepository(SavedSearchEntity).update({ id }, { createdAt: new Date(Date.now() - ms) });
  const digestsOf = (memberId: number) => t.dataSource.getRepository(SavedSearchDigestEntity).findBy({ memberId });
  const digestJobsOf = async (memberId: number) => {
    const ids = new Set((await digestsOf(memberId)).map((d) => d.id));
    return (await t.dataSource.getRepository(OutboxEntity).findBy({ jobName: 'mail.saved-search-digest' })).filter((r) => ids.has((JSON.parse(r.payload) as { digestId: number }).digestId));
  };
  const subject = (count: number) => SAVED_SEARCH_SUBJECTS.digest(count);

  beforeAll(async () => {
    t = await createTestApp();
    mail = mailbox(t);
    digest = t.app.get(SavedSearchDigestService);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('stores the conditions of a search once, with a Japanese label and the search link; the same conditions written otherwise answer the first (200)', async () => {
    const me = await loggedIn();
    const java = await makeTag(t.dataSource, { term: `Java${unique()}` });
    const tokyo = await makeArea(t.dataSource, { name: '東京都' });
    const body = { keyword: 'Ｓｐｒｉｎｇ　 開発', tags: [java.id], areas: [tokyo.id], rate_min: 60, remote: [2, 1], mail_enabled: false };

    const res = await me.post('saved-search/store-saved-search', body).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      created: true,
      saved_search: {
        label: `Spring 開発・${java.term}・東京都・60万円以上・フルリモート/一部リモート`,
        conditions: { keyword: 'Spring 開発', tags: [java.id], areas: [tokyo.id], rate_min: 60, remote: [1, 2] },
        search_path: `/item/search?keyword=Spring+%E9%96%8B%E7%99%BA&tags=${java.id}&areas=${tokyo.id}&rate_min=60&remote=1&remote=2`,
        mail_enabled: false,
        last_digest_at: null,
      },
    });
    const id = res.body.saved_search.id as number;

    const again = await me.post('saved-search/store-saved-search', { ...body, keyword: 'Spring 開発', remote: [1, 2, 2] }).expect(200);
    expect(again.body).toMatchObject({ created: false, saved_search: { id } });
    expect(await t.dataSource.getRepository(SavedSearchEntity).countBy({ memberId: me.member.id })).toBe(1);

    const exist = await me.get(`saved-search/get-saved-search-exist?keyword=Spring%20%E9%96%8B%E7%99%BA&tags=${java.id}&areas=${tokyo.id}&rate_min=60&remote=2&remote=1`).expect(200);
    expect(exist.body).toEqual({ saved: true, id });
    expect((await me.get(`saved-search/get-saved-search-exist?tags=${java.id}`).expect(200)).body).toEqual({ saved: false, id: null });
    // Logged out: not a 401, just "not saved" (the search page asks for anyone).
    expect((await request(t.app.getHttpServer()).get(`/api/front/saved-search/get-saved-search-exist?tags=${java.id}`).expect(200)).body).toEqual({ saved: false, id: null });

    // A tag page's search: its tag first, not repeated in tags.
    const tagPage = await me.post('saved-search/store-saved-search', { tag_id: java.id, tags: [java.id], rate_max: 80, include_no_rate: 1 }).expect(201);
    expect(tagPage.body.saved_search).toMatchObject({
      label: `${java.term}・80万円以下（単価記載なしを含む）`,
      conditions: { tag_id: java.id, rate_max: 80, include_no_rate: 1 },
      search_path: `/item/tag/${java.id}?rate_max=80&include_no_rate=1`,
      mail_enabled: true,
    });

    const list = await me.get('saved-search/get-saved-search-list').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.limit).toBe(20);
    expect(list.body.saved_searches.map((s: { id: number }) => s.id)).toEqual([tagPage.body.saved_search.id, id]);
  });

  it('turns the mail on and off and deletes; another member\'s saved search is "not found" and another member\'s user_id a 403', async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    const tag = await makeTag(t.dataSource);
    const mine = (await me.post('saved-search/store-saved-search', { tags: [tag.id], mail_enabled: false }).expect(201)).body.saved_search;
    const theirs = (await other.post('saved-search/store-saved-search', { tags: [tag.id], mail_enabled: false }).expect(201)).body.saved_search;

    expect((await me.post('saved-search/update-saved-search-mail', { id: mine.id, mail_enabled: true }).expect(200)).body.saved_search).toMatchObject({ id: mine.id, mail_enabled: true });
    expect((await me.post('saved-search/update-saved-search-mail', { id: theirs.id, mail_enabled: true }).expect(404)).body.code).toBe('SAVED_SEARCH_NOT_FOUND');
    expect((await me.post('saved-search/delete-saved-search', { id: theirs.id }).expect(404)).body).toMatchObject({ code: 'SAVED_SEARCH_NOT_FOUND', message: expect.stringContaining('見つかりませんでした') });
    expect(await t.dataSource.getRepository(SavedSearchEntity).findOneBy({ id: theirs.id })).toMatchObject({ mailEnabled: false });

    for (const [call, res] of [
      ['store', me.post('saved-search/store-saved-search', { user_id: other.member.id, tags: [tag.id] })],
      ['list', me.get(`saved-search/get-saved-search-list?user_id=${other.member.id}`)],
      ['exist', me.get(`saved-search/get-saved-search-exist?user_id=${other.member.id}&tags=${tag.id}`)],
      ['update', me.post('saved-search/update-saved-search-mail', { user_id: other.member.id, id: mine.id, mail_enabled: false })],
      ['delete', me.post('saved-search/delete-saved-search', { user_id: other.member.id, id: mine.id })],
    ] as const) {
      const answer = await res;
      expect([call, answer.status, answer.body.code]).toEqual([call, 403, 'MEMBER_ID_MISMATCH']);
    }
    // Their own id is fine.
    await me.get(`saved-search/get-saved-search-list?user_id=${me.member.id}`).expect(200);

    expect((await me.post('saved-search/delete-saved-search', { id: mine.id }).expect(200)).body).toEqual({ saved_searches: [], limit: 20 });
    await me.post('saved-search/delete-saved-search', { id: mine.id }).expect(404);
  });

  it('refuses invalid conditions with field errors, unknown tags, areas and contract types, a 21st search (409) and a visitor who is not logged in (401)', async () => {
    const me = await loggedIn();
    const invalid = await me.post('saved-search/store-saved-search', { rate_min: 'たくさん', remote: [5], weekly_days: 9, keyword: 'x'.repeat(201), tags: 'abc' }).expect(400);
    expect(invalid.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['keyword', 'rate_min', 'remote', 'tags', 'weekly_days']);

    const unknown = await me.post('saved-search/store-saved-search', { tag_id: 999_999_991, tags: [999_999_992], areas: [999_999_993], contract_types: [999_999_994] }).expect(400);
    expect(unknown.body).toMatchObject({ code: 'SAVED_SEARCH_CONDITIONS_INVALID', errors: { tag_id: [expect.any(String)], tags: [expect.any(String)], areas: [expect.any(String)], contract_types: [expect.any(String)] } });
    const deletedTag = await makeTag(t.dataSource, { deletedAt: new Date() });
    expect((await me.post('saved-search/store-saved-search', { tags: [deletedTag.id] }).expect(400)).body.errors.tags).toEqual(['存在しないタグが含まれています']);

    const contract = await makeContractType(t.dataSource, { name: '業務委託' });
    for (let n = 1; n <= 20; n++) await me.post('saved-search/store-saved-search', { contract_types: [contract.id], rate_min: n, mail_enabled: false }).expect(201);
    const full = await me.post('saved-search/store-saved-search', { contract_types: [contract.id], rate_min: 21 }).expect(409);
    expect(full.body).toMatchObject({ code: 'SAVED_SEARCH_LIMIT_REACHED', message: expect.stringContaining('20件まで') });
    // One already saved still answers 200 at the cap.
    await me.post('saved-search/store-saved-search', { contract_types: [contract.id], rate_min: 20 }).expect(200);
    expect(await t.dataSource.getRepository(SavedSearchEntity).countBy({ memberId: me.member.id })).toBe(20);

    const anonymous = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(anonymous);
    expect((await anonymous.post('/api/front/saved-search/store-saved-search').set(xsrf).send({ keyword: 'Java' }).expect(401)).body.code).toBe('UNAUTHENTICATED');
    await anonymous.get('/api/front/saved-search/get-saved-search-list').expect(401);
    // Without the anti-forgery header: 419, as every unsafe call.
    expect((await me.agent.post('/api/front/saved-search/store-saved-search').send({ keyword: 'Java' }).expect(419)).body.code).toBe('CSRF_TOKEN_MISMATCH');
  });

  it('mails only the open listings published since the search was saved that match it, each once, with listing, search, my-page and unsubscribe links; a second run the same day mails nothing', async () => {
    const me = await loggedIn();
    const go = await makeTag(t.dataSource, { term: `Go${unique()}` });
    const aws = await makeTag(t.dataSource, { term: `AWS${unique()}` });
    const first = (await me.post('saved-search/store-saved-search', { tags: [go.id] }).expect(201)).body.saved_search;
    const second = (await me.post('saved-search/store-saved-search', { tags: [go.id], keyword: '決済' }).expect(201)).body.saved_search;
    const off = (await me.post('saved-search/store-saved-search', { tags: [aws.id], mail_enabled: false }).expect(201)).body.saved_search;
    await createdAgo(first.id, 2 * HOUR);
    await createdAgo(second.id, 2 * HOUR);
    await createdAgo(off.id, 2 * HOUR);

    const fresh = await makeItem(t.dataSource, { name: `【Go】決済API開発-${unique()}`, rateDetail: '〜80万円', tags: [go], publishedAt: new Date(Date.now() - HOUR) });
    const fresh2 = await makeItem(t.dataSource, { name: `【Go】在庫管理-${unique()}`, tags: [go], publishedAt: new Date(Date.now() - 30 * 60_000) });
    const before = await makeItem(t.dataSource, { name: `【Go】保存前の案件-${unique()}`, tags: [go], publishedAt: new Date(Date.now() - 3 * HOUR) });
    const ended = await makeItem(t.dataSource, { name: `【Go】終了案件-${unique()}`, tags: [go], ended: true, publishedAt: new Date(Date.now() - HOUR) });
    const otherTag = await makeItem(t.dataSource, { name: `【AWS】メール停止中-${unique()}`, tags: [aws], publishedAt: new Date(Date.now() - HOUR) });
    const future = await makeItem(t.dataSource, { name: `【Go】公開前-${unique()}`, tags: [go], publishedAt: new Date(Date.now() + HOUR) });

    const now = new Date();
    const run = await digest.runDailyDigest(now);
    expect(run).toMatchObject({ digest_date: jstDate(now), failed: 0 });
    expect(run.sent).toBeGreaterThanOrEqual(1);

    const sent = await mail.waitFor(me.member.email, subject(2));
    expect(sent.text).toContain(fresh.name);
    expect(sent.text).toContain('〜80万円');
    expect(sent.text).toContain(`${t.config.appUrl}/item/detail/${fresh.id}`);
    expect(sent.text).toContain(fresh2.name);
    for (const notListed of [before, ended, otherTag, future]) expect(sent.text).not.toContain(notListed.name);
    // The listing of both searches is listed once, under the first; the second search has nothing else.
    const plain = sent.text.split('<h2>テキスト</h2>')[1];
    expect(plain.split(fresh.name)).toHaveLength(2);
    expect(sent.text).toContain(`■${go.term}（新着2件）`);
    expect(sent.text).toContain(`${t.config.appUrl}/item/search?tags=${go.id}`);
    expect(sent.text).toContain(`${t.config.appUrl}/user\n`);
    expect(sent.text).toMatch(/\/user\/saved-search\/unsubscribe\?token=s\d+\.[A-Za-z0-9_-]{43}/);
    expect(sent.text).toMatch(/\/user\/saved-search\/unsubscribe\?token=m\d+\.[A-Za-z0-9_-]{43}/);

    expect(await digestsOf(me.member.id)).toEqual([expect.objectContaining({ digestDate: jstDate(now), itemCount: 2 })]);
    const [after] = (await me.get('saved-search/get-saved-search-list').expect(200)).body.saved_searches.filter((s: { id: number }) => s.id === first.id);
    expect(after.last_digest_at).not.toBeNull();

    // The same day again (a restart, a second worker, the dev button): nothing more is stored or mailed.
    await makeItem(t.dataSource, { name: `【Go】二回目の新着-${unique()}`, tags: [go] });
    await digest.runDailyDigest(new Date());
    expect(await digestsOf(me.member.id)).toHaveLength(1);
    expect(await digestJobsOf(me.member.id)).toHaveLength(1);
    expect(await mail.to(me.member.email)).toHaveLength(1);
  });

  it('mails nobody when nothing new matches, and nothing while the mail is off', async () => {
    const me = await loggedIn();
    const tag = await makeTag(t.dataSource);
    const saved = (await me.post('saved-search/store-saved-search', { tags: [tag.id] }).expect(201)).body.saved_search;
    await createdAgo(saved.id, 2 * HOUR);
    await makeItem(t.dataSource, { tags: [tag], publishedAt: new Date(Date.now() - 3 * HOUR) });
    await digest.runDailyDigest(new Date());
    expect(await digestsOf(me.member.id)).toEqual([]);

    await me.post('saved-search/update-saved-search-mail', { id: saved.id, mail_enabled: false }).expect(200);
    await makeItem(t.dataSource, { tags: [tag], publishedAt: new Date(Date.now() - HOUR) });
    await digest.runDailyDigest(new Date());
    expect(await digestsOf(me.member.id)).toEqual([]);
    expect(await mail.to(me.member.email)).toEqual([]);
  });

  it('two runs at the same moment mail each member once (the unique key of member and day)', async () => {
    const members = [await loggedIn(), await loggedIn(), await loggedIn()];
    const tag = await makeTag(t.dataSource);
    for (const m of members) {
      const saved = (await m.post('saved-search/store-saved-search', { tags: [tag.id] }).expect(201)).body.saved_search;
      await createdAgo(saved.id, 2 * HOUR);
    }
    await makeItem(t.dataSource, { tags: [tag], publishedAt: new Date(Date.now() - HOUR) });

    const runs = await Promise.all([digest.runDailyDigest(new Date()), digest.runDailyDigest(new Date())]);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    for (const m of members) {
      expect(await digestsOf(m.member.id)).toHaveLength(1);
      expect(await digestJobsOf(m.member.id)).toHaveLength(1);
      await mail.waitFor(m.member.email, subject(1));
    }
    for (const m of members) expect(await mail.to(m.member.email)).toHaveLength(1);
  });

  it('a run that stops part-way (one member failed) is finished by the next run without mailing anyone twice', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const tag = await makeTag(t.dataSource);
    for (const m of [a, b]) {
      const saved = (await m.post('saved-search/store-saved-search', { tags: [tag.id] }).expect(201)).body.saved_search;
      await createdAgo(saved.id, 2 * HOUR);
    }
    await makeItem(t.dataSource, { tags: [tag], publishedAt: new Date(Date.now() - HOUR) });

    // The first member's transaction dies at the queued mail (the process stopped, the database went away):
    // nothing of it is kept; the run goes on with the others.
    const mailService = t.app.get(MailService);
    const enqueue = mailService.enqueue.bind(mailService);
    const spy = jest.spyOn(mailService, 'enqueue').mockImplementation((async (name: string, payload: unknown, manager?: EntityManager) => {
      if (name === 'mail.saved-search-digest' && manager) {
        const row = await manager.getRepository(SavedSearchDigestEntity).findOneBy({ id: (payload as { digestId: number }).digestId });
        if (row?.memberId === a.member.id) throw new Error('connection lost');
      }
      return enqueue(name as never, payload as never, manager);
    }) as MailService['enqueue']);
    try {
      const firstRun = await digest.runDailyDigest(new Date());
      expect(firstRun.failed).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(await digestsOf(a.member.id)).toEqual([]);
    expect(await digestsOf(b.member.id)).toHaveLength(1);

    const secondRun = await digest.runDailyDigest(new Date());
    expect(secondRun.failed).toBe(0);
    await mail.waitFor(a.member.email, subject(1));
    await mail.waitFor(b.member.email, subject(1));
    expect(await digestJobsOf(a.member.id)).toHaveLength(1);
    expect(await digestJobsOf(b.member.id)).toHaveLength(1);
    expect(await mail.to(b.member.email)).toHaveLength(1);
  });

  it('the mail\'s unsubscribe links work logged out (again and again); an altered one is refused in Japanese', async () => {
    const me = await loggedIn();
    const tag = await makeTag(t.dataSource, { term: `PHP${unique()}` });
    const tag2 = await makeTag(t.dataSource);
    const one = (await me.post('saved-search/store-saved-search', { tags: [tag.id] }).expect(201)).body.saved_search;
    const two = (await me.post('saved-search/store-saved-search', { tags: [tag2.id] }).expect(201)).body.saved_search;
    await createdAgo(one.id, 2 * HOUR);
    await makeItem(t.dataSource, { tags: [tag], publishedAt: new Date(Date.now() - HOUR) });
    await digest.runDailyDigest(new Date());
    const sent = await mail.waitFor(me.member.email, subject(1));
    const [, searchToken] = /unsubscribe\?token=(s\d+\.[A-Za-z0-9_-]{43})/.exec(sent.text)!;
    const [, memberToken] = /unsubscribe\?token=(m\d+\.[A-Za-z0-9_-]{43})/.exec(sent.text)!;

    const visitor = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(visitor);
    const unsubscribe = (token: string) => visitor.post('/api/front/saved-search/unsubscribe-saved-search-mail').set(xsrf).send({ token });

    const res = await unsubscribe(searchToken).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ scope: 'search', label: tag.term });
    expect(await t.dataSource.getRepository(SavedSearchEntity).findOneBy({ id: one.id })).toMatchObject({ mailEnabled: false });
    expect(await t.dataSource.getRepository(SavedSearchEntity).findOneBy({ id: two.id })).toMatchObject({ mailEnabled: true });
    expect((await unsubscribe(searchToken).expect(200)).body).toEqual({ scope: 'search', label: tag.term });

    const flipped = searchToken.slice(0, -1) + (searchToken.endsWith('A') ? 'B' : 'A');
    const otherId = searchToken.replace(/^s\d+/, `s${two.id}`);
    for (const bad of [flipped, otherId, 'garbage', `${memberToken}x`]) {
      const refused = await unsubscribe(bad).expect(400);
      expect(refused.body).toMatchObject({ code: 'SAVED_SEARCH_UNSUBSCRIBE_INVALID', message: expect.stringContaining('配信停止のリンクが正しくありません') });
    }
    expect(await t.dataSource.getRepository(SavedSearchEntity).findOneBy({ id: two.id })).toMatchObject({ mailEnabled: true });

    expect((await unsubscribe(memberToken).expect(200)).body).toEqual({ scope: 'member', label: null });
    expect((await t.dataSource.getRepository(SavedSearchEntity).findBy({ memberId: me.member.id })).map((s) => s.mailEnabled)).toEqual([false, false]);
    // After the search is deleted the link still answers "stopped".
    await me.post('saved-search/delete-saved-search', { id: one.id }).expect(200);
    expect((await unsubscribe(searchToken).expect(200)).body).toEqual({ scope: 'search', label: null });
  });

  it('withdrawal (delete-user) removes the member\'s saved searches and their mail records', async () => {
    const me = await loggedIn();
    const tag = await makeTag(t.dataSource);
    const saved = (await me.post('saved-search/store-saved-search', { tags: [tag.id] }).expect(201)).body.saved_search;
    await createdAgo(saved.id, 2 * HOUR);
    await makeItem(t.dataSource, { tags: [tag], publishedAt: new Date(Date.now() - HOUR) });
    await digest.runDailyDigest(new Date());
    expect(await digestsOf(me.member.id)).toHaveLength(1);

    await me.post('delete-user', { password: me.password }).expect(200);
    expect(await t.dataSource.getRepository(SavedSearchEntity).countBy({ memberId: me.member.id })).toBe(0);
    expect(await digestsOf(me.member.id)).toEqual([]);
  });

  it('with Redis the daily run is a BullMQ job scheduler at SAVED_SEARCH_DIGEST_HOUR in Japan, and its worker mails', async () => {
    await withSecondApp(t, { savedSearchDigestHour: 7 }, async (other) => {
      const scheduler = other.app.get(SavedSearchDigestScheduler);
      expect(scheduler.mode).toBe('bullmq');
      const schedule = await eventually(async () => (await scheduler.schedule()) ?? false);
      expect(schedule).toMatchObject({ pattern: '0 7 * * *', tz: DIGEST_TIME_ZONE });
      // Next run: 07:00 in Japan (22:00 UTC).
      expect(new Date(schedule.next!).getUTCHours()).toBe(22);

      const { member } = await makeMember(other.dataSource);
      const tag = await makeTag(other.dataSource);
      const { savedSearch } = await other.app.get(SavedSearchesService).store(member.id, { tags: [tag.id] }, true);
      await other.dataSource.getRepository(SavedSearchEntity).update({ id: savedSearch.id }, { createdAt: new Date(Date.now() - 2 * HOUR) });
      await makeItem(other.dataSource, { tags: [tag], publishedAt: new Date(Date.now() - HOUR) });

      await scheduler.enqueueRunNow();
      await mailbox(other).waitFor(member.email, subject(1), 30_000);
      expect(await other.dataSource.getRepository(SavedSearchDigestEntity).countBy({ memberId: member.id })).toBe(1);
    });
  });
});
