import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ENTRY_SUBJECTS } from '../src/modules/entries/entries.mail';
import { AdminEntryService } from '../src/modules/entries/admin-entries/admin-entry.service';
import { EntryStatusHistoryEntity } from '../src/modules/entries/entities/entry-status-history.entity';
import { EntryEntity, EntryStatus } from '../src/modules/entries/entities/entry.entity';
import { ItemEntity, ItemStatus } from '../src/modules/items/entities/item.entity';
import { OutboxEntity } from '../src/modules/mail/entities/outbox.entity';
import { SkillSheetEntity } from '../src/modules/skill-sheets/entities/skill-sheet.entity';
import { makeAdmin, makeItem, makeMember, makeTag } from './support/factories';
import { createTestApp, csrfHeader, mailbox, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const STAFF = 'entries-staff@example.com';

/** Today in Japan shifted by `days`, as 'YYYY-MM-DD'. */
const japanDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' });

/** Issue 13: entry, is-enterd, the application history, withdrawal and the entered count, on MariaDB + Redis. */
describe('entries and the application history', () => {
  let t: TestApp;
  let mail: ReturnType<typeof mailbox>;
  let ipSeq = 0;
  const nextIp = () => `198.51.100.${++ipSeq % 250}`;
  const unique = () => randomBytes(4).toString('hex');

  /** A logged-in browser of a fresh member. */
  async function loggedIn() {
    const { member, password } = await makeMember(t.dataSource, { lastName: '応募', firstName: `太郎${unique()}` });
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).set('X-Forwarded-For', nextIp()).send({ email: member.email, password }).expect(200);
    const post = (p: string, body: object) => agent.post(`/api/front/${p}`).set(xsrf).send(body);
    const get = (p: string) => agent.get(`/api/front/${p}`);
    return { member, agent, xsrf, post, get };
  }

  const sheetOf = (memberId: number, originalName = `職務経歴書-${unique()}.xlsx`) =>
    t.dataSource.getRepository(SkillSheetEntity).save({ memberId, originalName, storedName: `sheet-${unique()}`, mimeType: 'application/pdf', size: 10 });

  const openItem = (name = `【Java】エントリー案件-${unique()}`) => makeItem(t.dataSource, { name });

  const outboxRows = async (jobName: string, entryId: number) =>
    (await t.dataSource.getRepository(OutboxEntity).findBy({ jobName })).filter((r) => (JSON.parse(r.payload) as { entryId: number }).entryId === entryId);

  beforeAll(async () => {
    t = await createTestApp({ staffMailTo: STAFF });
    mail = mailbox(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('applies to an open listing with a skill sheet, message and start date: 201, stored with its history, a confirmation to the member and a notice to staff with the admin link', async () => {
    const me = await loggedIn();
    const item = await makeItem(t.dataSource, { name: `【Go】決済基盤開発-${unique()}`, tags: [await makeTag(t.dataSource, { term: `Go-${unique()}` })] });
    const sheet = await sheetOf(me.member.id, 'スキルシート_山田.xlsx');
    const start = japanDate(14);

    expect((await me.get(`is-enterd?item_id=${item.id}`).expect(200)).body).toEqual({ entered: false, entry_id: null });
    expect((await me.get('get-enterd-count').expect(200)).body).toEqual({ count: 0 });

    const res = await me
      .post('entry', { item_id: item.id, skill_sheet_id: sheet.id, message: '  リモート併用を希望します。\n週4日から可能です。  ', desired_start_date: start, agree: true })
      .expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const entry = res.body.entry;
    expect(entry).toMatchObject({
      item_id: item.id,
      item: { id: item.id, name: item.name, is_ended: false },
      status: 'applied',
      status_label: 'エントリー済み',
      validity: 0,
      validity_label: '有効',
      can_withdraw: true,
      skill_sheet: { id: sheet.id, name: 'スキルシート_山田.xlsx', deleted: false },
      message: 'リモート併用を希望します。\n週4日から可能です。',
      desired_start_date: start,
      history: [{ status: 'applied', status_label: 'エントリー済み', changed_by: 'member', changed_at: expect.any(String) }],
    });

    expect(await t.dataSource.getRepository(EntryEntity).findBy({ memberId: me.member.id })).toEqual([
      expect.objectContaining({ id: entry.id, itemId: item.id, status: EntryStatus.Applied, validity: 0, active: 1, skillSheetId: sheet.id, desiredStartDate: start }),
    ]);
    expect(await t.dataSource.getRepository(EntryStatusHistoryEntity).findBy({ entryId: entry.id })).toEqual([
      expect.objectContaining({ status: EntryStatus.Applied, changedBy: 'member' }),
    ]);

    const toMember = await mail.waitFor(me.member.email, ENTRY_SUBJECTS.received);
    expect(toMember.text).toContain(item.name);
    expect(toMember.text).toContain('スキルシート_山田.xlsx');
    expect(toMember.text).toContain('&gt; リモート併用を希望します。'); // quoted, as the dev outbox page escapes it
    expect(toMember.text).toContain(`${t.config.appUrl}/user/entry`);
    const toStaff = await mail.waitFor(STAFF, ENTRY_SUBJECTS.staffNotice(item.name));
    expect(toStaff.text).toContain(`${t.config.appUrl}/admin/entry/edit/${entry.id}`);
    expect(toStaff.text).toContain(me.member.email);
    // The back office lists the confirmation among the mails sent about the entry (its outbox id is on the first history row).
    expect((await t.app.get(AdminEntryService).detail(entry.id)).mails).toEqual([
      { job_id: expect.any(String), kind: 'entry-received', subject: ENTRY_SUBJECTS.received, to: me.member.email, queued_at: expect.any(String) },
    ]);

    expect((await me.get(`is-enterd?item_id=${item.id}`).expect(200)).body).toEqual({ entered: true, entry_id: entry.id });
    expect((await me.get('get-enterd-count').expect(200)).body).toEqual({ count: 1 });
  });

  it('stores one entry for two concurrent posts (double click, two tabs): one 201, one 200 with the same entry, one set of mails', async () => {
    const me = await loggedIn();
    const item = await openItem();
    const body = { item_id: item.id, message: 'よろしくお願いします', agree: true };
    const answers = await Promise.all([me.post('entry', body), me.post('entry', { ...body, message: '二つ目のタブ' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.entry.id).toBe(answers[1].body.entry.id);
    const id = answers[0].body.entry.id as number;
    // Whichever post won, both answer what was stored.
    expect(['よろしくお願いします', '二つ目のタブ']).toContain(answers[0].body.entry.message);
    expect(answers[1].body.entry.message).toBe(answers[0].body.entry.message);

    // Later, a third post (back button, retry) answers the same entry too.
    expect((await me.post('entry', body).expect(200)).body.entry.id).toBe(id);
    expect(await t.dataSource.getRepository(EntryEntity).countBy({ memberId: me.member.id, itemId: item.id })).toBe(1);
    expect(await t.dataSource.getRepository(EntryStatusHistoryEntity).countBy({ entryId: id })).toBe(1);

    await mail.waitFor(me.member.email, ENTRY_SUBJECTS.received);
    await mail.waitFor(STAFF, ENTRY_SUBJECTS.staffNotice(item.name));
    expect(await outboxRows('mail.entry-received', id)).toHaveLength(1);
    expect(await outboxRows('mail.entry-staff-notice', id)).toHaveLength(1);
    expect(await mail.to(me.member.email, ENTRY_SUBJECTS.received)).toHaveLength(1);
    expect(await mail.to(STAFF, ENTRY_SUBJECTS.staffNotice(item.name))).toHaveLength(1);
  });

  it('refuses an ended listing (409) and an unknown, deleted or not yet public one (404) in Japanese, storing nothing', async () => {
    const me = await loggedIn();
    const ended = await makeItem(t.dataSource, { ended: true });
    const deleted = await makeItem(t.dataSource, { deletedAt: new Date() });
    const future = await makeItem(t.dataSource, { publishedAt: new Date(Date.now() + 86_400_000) });

    const endedRes = await me.post('entry', { item_id: ended.id, agree: true }).expect(409);
    expect(endedRes.body).toMatchObject({ code: 'ENTRY_ITEM_ENDED', message: expect.stringContaining('募集を終了') });
    for (const id of [deleted.id, future.id, 999_999_999]) {
      const res = await me.post('entry', { item_id: id, agree: true }).expect(404);
      expect(res.body).toMatchObject({ code: 'ENTRY_ITEM_NOT_FOUND', message: expect.stringContaining('案件が見つかりませんでした') });
    }
    expect(await t.dataSource.getRepository(EntryEntity).countBy({ memberId: me.member.id })).toBe(0);
  });

  it("refuses another member's skill sheet and a deleted one as a field error, storing nothing", async () => {
    const me = await loggedIn();
    const other = await makeMember(t.dataSource);
    const item = await openItem();
    const foreign = await sheetOf(other.member.id);
    const mine = await sheetOf(me.member.id);
    await t.dataSource.getRepository(SkillSheetEntity).softDelete({ id: mine.id });

    for (const sheetId of [foreign.id, mine.id]) {
      const res = await me.post('entry', { item_id: item.id, skill_sheet_id: sheetId, agree: true }).expect(400);
      expect(res.body).toMatchObject({ code: 'ENTRY_FIELDS_INVALID', errors: { skill_sheet_id: ['スキルシートを選択肢から選んでください'] } });
    }
    expect(await t.dataSource.getRepository(EntryEntity).countBy({ memberId: me.member.id })).toBe(0);
  });

  it('answers bad fields per field in Japanese (consent, message length, start date in the past or malformed, listing id)', async () => {
    const me = await loggedIn();
    const item = await openItem();
    const bad = await me.post('entry', { item_id: item.id, agree: false, message: 'あ'.repeat(2001), desired_start_date: japanDate(-1) }).expect(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        agree: ['エントリーには、プロフィールとスキルシートの提供への同意が必要です'],
        message: ['2000文字以内で入力してください'],
        desired_start_date: ['稼働開始希望日に過去の日付は指定できません'],
      },
    });
    const malformed = await me.post('entry', { item_id: 'abc', desired_start_date: '2026-02-30', agree: true }).expect(400);
    expect(malformed.body.errors).toMatchObject({ item_id: expect.arrayContaining(['整数で入力してください']), desired_start_date: [expect.stringContaining('正しく入力してください')] });
    // Today (in Japan) is accepted; an empty optional field counts as absent; full-width digits are folded.
    const ok = await me.post('entry', { item_id: String(item.id).replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)), desired_start_date: japanDate(0), message: '   ', agree: true }).expect(201);
    expect(ok.body.entry).toMatchObject({ desired_start_date: japanDate(0), message: null, skill_sheet: null });
    expect(await t.dataSource.getRepository(EntryEntity).countBy({ memberId: me.member.id })).toBe(1);
  });

  it('lists the application history newest first with the card, date, status, validity, skill sheet and message; an ended listing stays marked', async () => {
    const me = await loggedIn();
    const first = await openItem();
    const second = await openItem();
    const sheet = await sheetOf(me.member.id, '経歴書A.pdf');
    const a = (await me.post('entry', { item_id: first.id, skill_sheet_id: sheet.id, message: '一件目', agree: true }).expect(201)).body.entry;
    await new Promise((r) => setTimeout(r, 20));
    const b = (await me.post('entry', { item_id: second.id, agree: true }).expect(201)).body.entry;
    await t.dataSource.getRepository(ItemEntity).update({ id: first.id }, { status: ItemStatus.Ended, endedAt: new Date() });
    // Another member's entries never show.
    const other = await loggedIn();
    await other.post('entry', { item_id: second.id, agree: true }).expect(201);

    const list = (await me.get('item/get-enterd-item-list').expect(200)).body.entries;
    expect(list.map((e: { id: number }) => e.id)).toEqual([b.id, a.id]);
    expect(list[1]).toEqual({
      id: a.id,
      item_id: first.id,
      item: expect.objectContaining({ id: first.id, name: first.name, rate_detail: 'スキル見合い', tags: [], is_ended: true }),
      entered_at: a.entered_at,
      status: 'applied',
      status_label: 'エントリー済み',
      validity: 0,
      validity_label: '有効',
      can_withdraw: true,
      skill_sheet: { id: sheet.id, name: '経歴書A.pdf', deleted: false },
      message: '一件目',
      desired_start_date: null,
      history: [{ status: 'applied', status_label: 'エントリー済み', changed_by: 'member', changed_at: expect.any(String) }],
    });
    expect(list[0]).toMatchObject({ item: { id: second.id, is_ended: false }, skill_sheet: null, message: null });
    expect(new Date(list[0].entered_at).getTime()).toBeGreaterThan(new Date(list[1].entered_at).getTime());
    expect((await me.get(`get-enterd-count?user_id=${me.member.id}`).expect(200)).body).toEqual({ count: 2 });
    // An ended listing keeps the entry but takes no new one.
    expect((await other.post('entry', { item_id: first.id, agree: true }).expect(409)).body.code).toBe('ENTRY_ITEM_ENDED');
  });

  it("shows one of the member's own entries with its history, and answers 404 for another member's or an unknown one", async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    const item = await openItem();
    const mine = (await me.post('entry', { item_id: item.id, agree: true }).expect(201)).body.entry;
    const theirs = (await other.post('entry', { item_id: item.id, agree: true }).expect(201)).body.entry;

    const own = await me.get(`get-enterd-item?id=${mine.id}`).expect(200);
    expect(own.body.entry).toMatchObject({ id: mine.id, item: { id: item.id, name: item.name }, history: [{ status: 'applied' }] });
    for (const id of [theirs.id, 999_999_999]) {
      const res = await me.get(`get-enterd-item?id=${id}`).expect(404);
      expect(res.body).toMatchObject({ code: 'ENTRY_NOT_FOUND', message: '指定されたエントリーが見つかりませんでした' });
    }
  });

  it('withdraws an entry while it is エントリー済み (history row, no longer entered, may apply again) and refuses once staff moved it', async () => {
    const me = await loggedIn();
    const item = await openItem();
    const entry = (await me.post('entry', { item_id: item.id, agree: true }).expect(201)).body.entry;

    const withdrawn = await me.post('withdraw-entry', { id: entry.id }).expect(200);
    expect(withdrawn.body.entry).toMatchObject({
      id: entry.id,
      status: 'withdrawn',
      status_label: '辞退',
      can_withdraw: false,
      history: [
        { status: 'applied', changed_by: 'member' },
        { status: 'withdrawn', status_label: '辞退', changed_by: 'member' },
      ],
    });
    expect(await t.dataSource.getRepository(EntryEntity).findOneBy({ id: entry.id })).toMatchObject({ status: EntryStatus.Withdrawn, active: null });
    expect((await me.post('withdraw-entry', { id: entry.id }).expect(409)).body.code).toBe('ENTRY_NOT_WITHDRAWABLE');
    expect((await me.get(`is-enterd?item_id=${item.id}`).expect(200)).body).toEqual({ entered: false, entry_id: null });

    // Applying again after withdrawing is a new entry; the withdrawn one stays in the history.
    const again = (await me.post('entry', { item_id: item.id, agree: true }).expect(201)).body.entry;
    expect(again.id).not.toBe(entry.id);
    expect((await me.get('item/get-enterd-item-list').expect(200)).body.entries.map((e: { id: number; status: string }) => [e.id, e.status])).toEqual([
      [again.id, 'applied'],
      [entry.id, 'withdrawn'],
    ]);

    // Staff move it to 書類選考中 (entry/update-status): recorded with the staff id; the member can no longer withdraw.
    const { admin } = await makeAdmin(t.dataSource);
    await t.app.get(AdminEntryService).updateStatus(admin, again.id, EntryStatus.Screening);
    const refused = await me.post('withdraw-entry', { id: again.id }).expect(409);
    expect(refused.body).toMatchObject({ code: 'ENTRY_NOT_WITHDRAWABLE', message: expect.stringContaining('担当者までご連絡ください') });
    const shown = (await me.get(`get-enterd-item?id=${again.id}`).expect(200)).body.entry;
    expect(shown).toMatchObject({ status: 'screening', status_label: '書類選考中', can_withdraw: false, history: [{ status: 'applied' }, { status: 'screening', changed_by: 'staff' }] });
    // The application history carries each entry's status history too (/user/entry shows it).
    expect((await me.get('item/get-enterd-item-list').expect(200)).body.entries[0]).toMatchObject({
      id: again.id,
      history: [{ status: 'applied', changed_by: 'member' }, { status: 'screening', status_label: '書類選考中', changed_by: 'staff' }],
    });
    expect(await t.dataSource.getRepository(EntryStatusHistoryEntity).findBy({ entryId: again.id, status: EntryStatus.Screening })).toEqual([
      expect.objectContaining({ changedBy: String(admin.id) }),
    ]);
    // A withdrawn entry stays withdrawn.
    await expect(t.app.get(AdminEntryService).updateStatus(admin, entry.id, EntryStatus.Interview)).rejects.toMatchObject({ code: 'ADMIN_ENTRY_WITHDRAWN' });

    // Another member's entry cannot be withdrawn (and is not revealed).
    const other = await loggedIn();
    expect((await other.post('withdraw-entry', { id: again.id }).expect(404)).body.code).toBe('ENTRY_NOT_FOUND');
  });

  it('answers 401 without a login, except is-enterd (false for a visitor, so the detail page can ask for anyone)', async () => {
    const visitor = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(visitor);
    const item = await openItem();
    for (const res of [
      await visitor.post('/api/front/entry').set(xsrf).send({ item_id: item.id, agree: true }),
      await visitor.post('/api/front/withdraw-entry').set(xsrf).send({ id: 1 }),
      await visitor.get('/api/front/get-enterd-item?id=1'),
      await visitor.get('/api/front/item/get-enterd-item-list'),
      await visitor.get('/api/front/get-enterd-count'),
    ]) {
      expect([res.status, res.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    const res = await visitor.get(`/api/front/is-enterd?item_id=${item.id}`).expect(200);
    expect(res.body).toEqual({ entered: false, entry_id: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await t.dataSource.getRepository(EntryEntity).countBy({ itemId: item.id })).toBe(0);
  });

  it('answers 419 to the writes without the anti-forgery header, storing nothing', async () => {
    const me = await loggedIn();
    const item = await openItem();
    const entry = await me.agent.post('/api/front/entry').send({ item_id: item.id, agree: true }).expect(419);
    expect(entry.body.code).toBe('CSRF_TOKEN_MISMATCH');
    expect((await me.agent.post('/api/front/withdraw-entry').send({ id: 1 }).expect(419)).body.code).toBe('CSRF_TOKEN_MISMATCH');
    expect(await t.dataSource.getRepository(EntryEntity).countBy({ memberId: me.member.id })).toBe(0);
  });

  it("refuses SPEC's user_id naming another member with 403 on every call, and accepts the member's own", async () => {
    const me = await loggedIn();
    const other = await makeMember(t.dataSource);
    const item = await openItem();
    const entry = (await me.post('entry', { item_id: item.id, agree: true, user_id: me.member.id }).expect(201)).body.entry;
    const foreign = other.member.id;
    for (const res of [
      await me.post('entry', { item_id: item.id, agree: true, user_id: foreign }),
      await me.post('withdraw-entry', { id: entry.id, user_id: foreign }),
      await me.get(`is-enterd?item_id=${item.id}&user_id=${foreign}`),
      await me.get(`get-enterd-item?id=${entry.id}&user_id=${foreign}`),
      await me.get(`item/get-enterd-item-list?user_id=${foreign}`),
      await me.get(`get-enterd-count?user_id=${foreign}`),
    ]) {
      expect([res.status, res.body.code, res.body.message]).toEqual([403, 'MEMBER_ID_MISMATCH', expect.any(String)]);
    }
    await me.get(`item/get-enterd-item-list?user_id=${me.member.id}`).expect(200);
    await me.get(`is-enterd?item_id=${item.id}&user_id=${me.member.id}`).expect(200);
    expect(await t.dataSource.getRepository(EntryEntity).findOneBy({ id: entry.id })).toMatchObject({ status: EntryStatus.Applied });
  });
});
