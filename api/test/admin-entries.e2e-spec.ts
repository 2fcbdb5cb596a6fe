import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CSV_BOM, readCsv } from '../src/common/csv';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { AdminEntryCsvService } from '../src/modules/entries/admin-entries/admin-entry-csv.service';
import { ENTRY_SUBJECTS } from '../src/modules/entries/entries.mail';
import { EntryStatusHistoryEntity } from '../src/modules/entries/entities/entry-status-history.entity';
import { EntryEntity } from '../src/modules/entries/entities/entry.entity';
import { MemberEntity } from '../src/modules/members/entities/member.entity';
import { SkillSheetEntity } from '../src/modules/skill-sheets/entities/skill-sheet.entity';
import { makeEntry, makeItem, makeMember } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, mailbox, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/**
 * Issue 16, entries in the back office (SPEC §7 entry/search, count-info, detail/, entry-user/, delete, and the
 * staff writes update-status / update-validity) on MariaDB: filters, tabs, the record, status moves allowed and
 * refused with the member's mail, the one-current-entry slot, soft delete, roles and the audit log.
 */
describe('entries in the back office (entry/*)', () => {
  let t: TestApp;
  let mail: ReturnType<typeof mailbox>;
  let owner: StaffHeaders;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    mail = mailbox(t);
    owner = (await staffSession(t, AdminRole.Owner, 'オーナー 花子')).headers;
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, '編集 次郎'));
    viewer = (await staffSession(t, AdminRole.Viewer, '閲覧 三郎')).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const get = (path: string, query: Record<string, string | number> = {}, as = viewer) => http().get(`/api/admin/entry/${path}`).set(as).query(query);
  const post = (path: string, body: object, as = editor) => http().post(`/api/admin/entry/${path}`).set(as).send(body);
  const tagOf = () => `e${randomBytes(4).toString('hex')}`;
  /** The download's records (header first); the body is read as bytes so the BOM is seen as sent. */
  const download = async (query: Record<string, string | number>, as = editor, status = 200) => {
    const res = await http()
      .get('/api/admin/entry/download')
      .set(as)
      .query(query)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(status);
    return res;
  };
  const csvRecords = (res: request.Response) => {
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    return readCsv(text.slice(CSV_BOM.length));
  };

  /** A member whose e-mail carries `tag` (a member keyword of `tag` finds exactly this test's members). */
  async function member(tag: string, fields: Partial<MemberEntity> = {}) {
    const { member: created } = await makeMember(t.dataSource, { email: `${tag}-${randomBytes(3).toString('hex')}@example.com` });
    if (Object.keys(fields).length) await t.dataSource.getRepository(MemberEntity).update({ id: created.id }, fields);
    return t.dataSource.getRepository(MemberEntity).findOneOrFail({ where: { id: created.id } });
  }
  const ids = (res: request.Response) => (res.body.items as { id: number }[]).map((r) => r.id);

  it('lists entries with member and listing names, filtered by member, listing, days, validity and tab; newest first', async () => {
    const tag = tagOf();
    const taro = await member(tag, { lastName: '佐藤', firstName: '太郎', lastNameKana: 'サトウ', firstNameKana: 'タロウ' });
    const hana = await member(tag, { lastName: '鈴木', firstName: '花子', lastNameKana: 'スズキ', firstNameKana: 'ハナコ' });
    const java = await makeItem(t.dataSource, { name: `【Java】決済基盤-${tag}` });
    const go = await makeItem(t.dataSource, { name: `【Go】配信基盤-${tag}` });
    const a = await makeEntry(t.dataSource, { memberId: taro.id, itemId: java.id, createdAt: new Date('2026-03-10T03:00:00Z') });
    const b = await makeEntry(t.dataSource, { memberId: taro.id, itemId: go.id, status: 'screening', createdAt: new Date('2026-04-10T03:00:00Z') });
    const c = await makeEntry(t.dataSource, { memberId: hana.id, itemId: java.id, validity: 1, createdAt: new Date('2026-05-10T03:00:00Z') });

    const all = await get('search', { member_keyword: tag }).expect(200);
    expect(ids(all)).toEqual([c.id, b.id, a.id]);
    expect(all.body.items[1]).toEqual({
      id: b.id,
      member_id: taro.id,
      member_name: '佐藤 太郎',
      member_email: taro.email,
      item_id: go.id,
      item_name: go.name,
      status: 'screening',
      status_label: '書類選考中',
      validity: 0,
      validity_label: '有効',
      entered_at: '2026-04-10T03:00:00.000Z',
      updated_at: expect.any(String),
    });
    expect(all.body).toMatchObject({ total: 3, page: 1, last_page: 1 });

    expect(ids(await get('search', { member_keyword: `${tag} スズキハナコ` }).expect(200))).toEqual([c.id]);
    expect(ids(await get('search', { member_keyword: tag, item_keyword: '配信基盤' }).expect(200))).toEqual([b.id]);
    expect(ids(await get('search', { member_id: taro.id }).expect(200))).toEqual([b.id, a.id]);
    expect(ids(await get('search', { item_id: java.id }).expect(200))).toEqual([c.id, a.id]);
    expect(ids(await get('search', { member_keyword: tag, entered_from: '2026-04-01', entered_to: '2026-04-30' }).expect(200))).toEqual([b.id]);
    expect(ids(await get('search', { member_keyword: tag, validity: 1 }).expect(200))).toEqual([c.id]);
    expect(ids(await get('search', { member_keyword: tag, status: 'screening' }).expect(200))).toEqual([b.id]);
    expect(ids(await get('search', { member_keyword: tag, status: 'applied' }).expect(200))).toEqual([a.id]); // c is invalid: its tab is 無効
    expect(ids(await get('search', { member_keyword: tag, status: 'invalid' }).expect(200))).toEqual([c.id]);
    expect(ids(await get('search', { member_keyword: tag, sort: 'created_at', order: 'asc', per_page: 2, page: 2 }).expect(200))).toEqual([c.id]);

    const counts = (await get('count-info', { member_keyword: tag }).expect(200)).body.counts;
    expect(counts).toEqual([
      { status: 'applied', label: 'エントリー済み', count: 1 },
      { status: 'screening', label: '書類選考中', count: 1 },
      { status: 'interview', label: '面談調整中', count: 0 },
      { status: 'result_sent', label: '結果連絡済み', count: 0 },
      { status: 'withdrawn', label: '辞退', count: 0 },
      { status: 'invalid', label: '無効', count: 1 },
    ]);
    // Under the other filters.
    expect((await get('count-info', { member_keyword: tag, item_id: go.id }).expect(200)).body.counts.map((c: { count: number }) => c.count)).toEqual([0, 1, 0, 0, 0, 0]);

    expect((await get('search', { status: 'cancelled' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('shows an entry with its listing, member, skill sheet, history and mails; entry-user names the member; unknown ids are 404', async () => {
    const tag = tagOf();
    const m = await member(tag, { lastName: '高橋', firstName: '一郎', lastNameKana: 'タカハシ', firstNameKana: 'イチロウ', tel: '090-1111-2222', birthDate: '1990-04-01' });
    const item = await makeItem(t.dataSource, { name: `【PHP】EC刷新-${tag}` });
    const sheet = await t.dataSource
      .getRepository(SkillSheetEntity)
      .save({ memberId: m.id, originalName: 'スキルシート_高橋.xlsx', storedName: `sheet-${tag}`, mimeType: 'application/pdf', size: 10 });
    const entry = await makeEntry(t.dataSource, { memberId: m.id, itemId: item.id, skillSheetId: sheet.id });

    const detail = (await get(`detail/${entry.id}`).expect(200)).body;
    expect(detail).toMatchObject({
      id: entry.id,
      status: 'applied',
      item: { id: item.id, name: item.name, rate_detail: 'スキル見合い', public_path: `/item/detail/${item.id}` },
      member: { id: m.id, name: '高橋 一郎', name_kana: 'タカハシ イチロウ', email: m.email, tel: '090-1111-2222' },
      skill_sheet: { id: sheet.id, name: 'スキルシート_高橋.xlsx', deleted: false },
      history: [{ status: 'applied', status_label: 'エントリー済み', changed_by: 'member', staff_id: null, staff_name: null }],
      status_choices: [
        { value: 'screening', label: '書類選考中' },
        { value: 'interview', label: '面談調整中' },
        { value: 'result_sent', label: '結果連絡済み' },
      ],
    });

    const user = (await get(`entry-user/${entry.id}`).expect(200)).body;
    expect(user).toMatchObject({ id: m.id, name: '高橋 一郎', email: m.email, tel: '090-1111-2222', birth_date: '1990-04-01', age: expect.any(Number) });

    expect((await get('detail/999999999').expect(404)).body.code).toBe('ADMIN_ENTRY_NOT_FOUND');
    expect((await get('detail/abc').expect(404)).body.code).toBe('ADMIN_ENTRY_NOT_FOUND');
    expect((await get('entry-user/999999999').expect(404)).body.code).toBe('ADMIN_ENTRY_NOT_FOUND');
  });

  it('moves the status forward or back one step, mails the member the new status, keeps who moved it and audits it', async () => {
    const tag = tagOf();
    const m = await member(tag, { lastName: '伊藤', firstName: '進' });
    const item = await makeItem(t.dataSource, { name: `【Ruby】予約基盤-${tag}` });
    const entry = await makeEntry(t.dataSource, { memberId: m.id, itemId: item.id });

    const moved = (await post('update-status', { id: entry.id, status: 'screening' }).expect(200)).body;
    expect(moved).toMatchObject({ status: 'screening', status_label: '書類選考中' });
    expect(moved.history).toEqual([
      expect.objectContaining({ status: 'applied', changed_by: 'member' }),
      expect.objectContaining({ status: 'screening', changed_by: 'staff', staff_id: editorId, staff_name: '編集 次郎' }),
    ]);
    expect(moved.mails).toEqual([
      { job_id: expect.any(String), kind: 'entry-status-changed', subject: ENTRY_SUBJECTS.statusChanged('書類選考中'), to: m.email, queued_at: expect.any(String) },
    ]);
    const sent = await mail.waitFor(m.email, ENTRY_SUBJECTS.statusChanged('書類選考中'));
    expect(sent.text).toContain(item.name);
    expect(sent.text).toContain('書類選考中');
    expect(sent.text).toContain(`${t.config.appUrl}/user/entry`);

    await post('update-status', { id: entry.id, status: 'result_sent' }).expect(200); // a step may be skipped
    const back = (await post('update-status', { id: entry.id, status: 'interview' }).expect(200)).body; // back one step
    expect(back.status).toBe('interview');
    expect(back.status_choices.map((c: { value: string }) => c.value)).toEqual(['screening', 'result_sent']);
    const refused = await post('update-status', { id: entry.id, status: 'applied' }).expect(409); // back two steps
    expect(refused.body).toMatchObject({ code: 'ADMIN_ENTRY_STATUS_MOVE_REFUSED', message: expect.stringContaining('1つ前に戻す') });
    // The same status again changes and mails nothing.
    await post('update-status', { id: entry.id, status: 'interview' }).expect(200);
    expect(await t.dataSource.getRepository(EntryStatusHistoryEntity).countBy({ entryId: entry.id })).toBe(4);
    // Withdrawal is the member's own act.
    expect((await post('update-status', { id: entry.id, status: 'withdrawn' }).expect(400)).body.code).toBe('VALIDATION_FAILED');

    const audit = await auditHistory(t, owner, 'entry', entry.id);
    expect(audit.map((r) => [r.action, r.staff_id, r.changes.status])).toEqual([
      ['update', editorId, { before: 'applied', after: 'screening' }],
      ['update', editorId, { before: 'screening', after: 'result_sent' }],
      ['update', editorId, { before: 'result_sent', after: 'interview' }],
    ]);

    const rows = await t.dataSource.getRepository(EntryStatusHistoryEntity).find({ where: { entryId: entry.id }, order: { id: 'ASC' } });
    expect(rows.map((h) => [h.status, h.changedBy, h.mailJobId === null])).toEqual([
      ['applied', 'member', true], // made by the factory, not by `entry` (which queues the confirmation)
      ['screening', String(editorId), false],
      ['result_sent', String(editorId), false],
      ['interview', String(editorId), false],
    ]);
  });

  it('two staff moving one entry at once leave one history chain and one mail per move that happened', async () => {
    const m = await member(tagOf());
    const entry = await makeEntry(t.dataSource, { memberId: m.id, itemId: (await makeItem(t.dataSource)).id });
    const answers = await Promise.all([post('update-status', { id: entry.id, status: 'screening' }), post('update-status', { id: entry.id, status: 'screening' }, owner)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await t.dataSource.getRepository(EntryStatusHistoryEntity).find({ where: { entryId: entry.id }, order: { id: 'ASC' } });
    // The row lock serialises them: the second finds 書類選考中 already and writes nothing.
    expect(rows.map((h) => h.status)).toEqual(['applied', 'screening']);
    expect((await get(`detail/${entry.id}`).expect(200)).body.mails).toHaveLength(1);
    expect(await auditHistory(t, viewer, 'entry', entry.id)).toHaveLength(1);
  });

  it('refuses to move a withdrawn or an invalid entry, and an unknown one', async () => {
    const tag = tagOf();
    const m = await member(tag);
    const withdrawn = await makeEntry(t.dataSource, { memberId: m.id, itemId: (await makeItem(t.dataSource)).id, status: 'withdrawn' });
    const invalid = await makeEntry(t.dataSource, { memberId: m.id, itemId: (await makeItem(t.dataSource)).id, validity: 1 });
    expect((await post('update-status', { id: withdrawn.id, status: 'screening' }).expect(409)).body.code).toBe('ADMIN_ENTRY_WITHDRAWN');
    expect((await post('update-status', { id: invalid.id, status: 'screening' }).expect(409)).body.code).toBe('ADMIN_ENTRY_INVALID');
    expect((await post('update-status', { id: 999999999, status: 'screening' }).expect(404)).body.code).toBe('ADMIN_ENTRY_NOT_FOUND');
    expect((await get(`detail/${withdrawn.id}`).expect(200)).body.status_choices).toEqual([]);
    expect(await mail.to(m.email)).toEqual([]);
  });

  it('toggles validity with the one-current-entry slot: invalid frees it, valid again only while no other entry holds it (409)', async () => {
    const tag = tagOf();
    const m = await member(tag);
    const item = await makeItem(t.dataSource);
    const first = await makeEntry(t.dataSource, { memberId: m.id, itemId: item.id });
    const repo = t.dataSource.getRepository(EntryEntity);

    expect((await post('update-validity', { id: first.id, validity: 1 }).expect(200)).body).toMatchObject({ validity: 1, validity_label: '無効', status_choices: [] });
    expect((await repo.findOneByOrFail({ id: first.id })).active).toBeNull();
    // The member applies again (the slot is free) …
    const second = await makeEntry(t.dataSource, { memberId: m.id, itemId: item.id });
    // … so the first cannot be valid again while the second is current.
    const taken = await post('update-validity', { id: first.id, validity: 0 }).expect(409);
    expect(taken.body).toMatchObject({ code: 'ADMIN_ENTRY_SLOT_TAKEN', message: expect.stringContaining('有効なエントリーがある') });
    expect((await repo.findOneByOrFail({ id: first.id })).validity).toBe(1);

    await post('update-validity', { id: second.id, validity: 1 }).expect(200);
    expect((await post('update-validity', { id: first.id, validity: 0 }).expect(200)).body.validity).toBe(0);
    expect((await repo.findOneByOrFail({ id: first.id })).active).toBe(1);

    // A withdrawn entry made valid again keeps no slot.
    const gone = await makeEntry(t.dataSource, { memberId: m.id, itemId: (await makeItem(t.dataSource)).id, status: 'withdrawn', validity: 1 });
    await post('update-validity', { id: gone.id, validity: 0 }).expect(200);
    expect((await repo.findOneByOrFail({ id: gone.id })).active).toBeNull();

    const audit = await auditHistory(t, viewer, 'entry', first.id);
    expect(audit.map((r) => r.changes.validity)).toEqual([
      { before: 0, after: 1 },
      { before: 1, after: 0 },
    ]);
  });

  it('deletes softly: gone from the list and detail, the slot freed, history kept, audited; then 404', async () => {
    const tag = tagOf();
    const m = await member(tag);
    const item = await makeItem(t.dataSource);
    const entry = await makeEntry(t.dataSource, { memberId: m.id, itemId: item.id });

    expect((await post('delete', { id: entry.id }).expect(200)).body).toEqual({ ids: [entry.id] });
    expect(ids(await get('search', { member_keyword: tag }).expect(200))).toEqual([]);
    expect((await get(`detail/${entry.id}`).expect(404)).body.code).toBe('ADMIN_ENTRY_NOT_FOUND');
    const row = await t.dataSource.getRepository(EntryEntity).findOneOrFail({ where: { id: entry.id }, withDeleted: true });
    expect(row).toMatchObject({ deletedAt: expect.any(Date), active: null });
    expect(await t.dataSource.getRepository(EntryStatusHistoryEntity).countBy({ entryId: entry.id })).toBe(1);
    const [audit] = await auditHistory(t, viewer, 'entry', entry.id);
    expect(audit).toMatchObject({ action: 'delete', staff_id: editorId, changes: { deleted_at: { before: null, after: expect.any(String) } } });
    expect((await post('delete', { id: entry.id }).expect(404)).body.code).toBe('ADMIN_ENTRY_NOT_FOUND');
  });

  it('lets every role read and only editors and owners write', async () => {
    const m = await member(tagOf());
    const entry = await makeEntry(t.dataSource, { memberId: m.id, itemId: (await makeItem(t.dataSource)).id });
    for (const as of [viewer, editor, owner]) await get(`detail/${entry.id}`, {}, as).expect(200);
    expect((await post('update-status', { id: entry.id, status: 'screening' }, viewer).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    expect((await post('update-validity', { id: entry.id, validity: 1 }, viewer).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    expect((await post('delete', { id: entry.id }, viewer).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    await post('update-status', { id: entry.id, status: 'screening' }, owner).expect(200);
    await http().get('/api/admin/entry/search').expect(401);
  });

  it('downloads the list as CSV for Excel with the same filters, tab and order, in keyset batches; editors and owners only; audited', async () => {
    const tag = tagOf();
    const m = await member(tag, { lastName: '=渡辺', firstName: '健' });
    const entries = [];
    for (let i = 0; i < 5; i++) {
      const item = await makeItem(t.dataSource, { name: `【C#】業務システム${i}-${tag}` });
      entries.push(await makeEntry(t.dataSource, { memberId: m.id, itemId: item.id, status: i === 0 ? 'screening' : 'applied', createdAt: new Date(Date.UTC(2026, 5, 1 + i, 3)) }));
    }
    const csv = t.app.get(AdminEntryCsvService);
    csv.batchSize = 2;
    try {
      const res = await download({ member_keyword: tag });
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('エントリー一覧_'));
      const [header, ...rows] = csvRecords(res);
      expect(header).toEqual(['エントリーID', 'エントリー日時', 'ステータス', '有効・無効', '会員ID', '氏名', 'メールアドレス', '案件ID', '案件名', '稼働開始希望日', '更新日時']);
      expect(rows.map((r) => Number(r[0]))).toEqual(entries.map((e) => e.id).reverse()); // newest first, across batches of 2
      expect(rows[4]).toEqual([String(entries[0].id), '2026/06/01 12:00:00', '書類選考中', '有効', String(m.id), "'=渡辺 健", m.email, String(entries[0].itemId), `【C#】業務システム0-${tag}`, '', expect.any(String)]);
      expect((await download({ member_keyword: tag, status: 'screening' }).then(csvRecords)).slice(1).map((r) => Number(r[0]))).toEqual([entries[0].id]);
      expect((await download({ member_keyword: tag, sort: 'created_at', order: 'asc' }).then(csvRecords)).slice(1).map((r) => Number(r[0]))).toEqual(entries.map((e) => e.id));
    } finally {
      csv.batchSize = 1000;
    }
    expect((await download({ member_keyword: tag }, viewer, 403)).body.toString('utf8')).toContain('ADMIN_FORBIDDEN_ROLE');
    const log = await http().get('/api/admin/audit-log/search').set(owner).query({ resource: 'entry', action: 'export', staff_id: editorId }).expect(200);
    const exported = (log.body.items as { changes: Record<string, { after: unknown }> }[]).find((row) => row.changes.member_keyword?.after === tag);
    expect(exported?.changes).toMatchObject({ rows: { after: 5 }, completed: { after: true } });
  });
});
