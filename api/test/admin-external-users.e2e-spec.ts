import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { AuditLogService } from '../src/modules/audit-log/audit-log.service';
import { ExternalUserEntity } from '../src/modules/external-users/entities/external-user.entity';
import { MemberEntity } from '../src/modules/members/entities/member.entity';
import { makeMember } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/**
 * Issue 16, external users (SPEC §7 external-user/get-external-services, create, is-existent-of-member,
 * merge-existing-member-with-external-member, and the screen's search and detail/{id}) on MariaDB: field errors,
 * duplicates, the member lookup by e-mail and phone, the merge in one transaction with its two audit rows.
 */
describe('external users in the back office (external-user/*)', () => {
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
  const base = '/api/admin/external-user';
  const create = (body: object, as = editor) => http().post(`${base}/create`).set(as).send(body);
  const merge = (body: object, as = editor) => http().post(`${base}/merge-existing-member-with-external-member`).set(as).send(body);
  const lookup = (query: Record<string, string>, as = viewer) => http().get(`${base}/is-existent-of-member`).set(as).query(query);
  const search = (query: Record<string, string | number>, as = viewer) => http().get(`${base}/search`).set(as).query(query);
  const tagOf = () => `x${randomBytes(4).toString('hex')}`;

  /** A member of this test only, with an e-mail carrying `tag` and optional fields. */
  async function member(tag: string, fields: Partial<MemberEntity> = {}) {
    const { member: created } = await makeMember(t.dataSource, { email: `${tag}-${randomBytes(2).toString('hex')}@example.com`, lastName: '会員', firstName: tag });
    if (Object.keys(fields).length) await t.dataSource.getRepository(MemberEntity).update({ id: created.id }, fields);
    return t.dataSource.getRepository(MemberEntity).findOneOrFail({ where: { id: created.id } });
  }
  /** A phone number nobody else in the test database has. */
  const uniqueTel = () => `080-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;

  describe('get-external-services', () => {
    it('lists the declared services with their labels and counts, in the declared order', async () => {
      const before = (await http().get(`${base}/get-external-services`).set(viewer).expect(200)).body.services;
      expect(before.map((s: { key: string; label: string }) => [s.key, s.label])).toEqual([
        ['agent', '提携エージェント'],
        ['job_board', '求人媒体'],
        ['referral', '紹介'],
        ['event', 'イベント・勉強会'],
        ['other', 'その他'],
      ]);
      await create({ service_name: 'event', external_id: tagOf(), name: '勉強会 参加者' }).expect(200);
      const after = (await http().get(`${base}/get-external-services`).set(viewer).expect(200)).body.services;
      const event = (list: { key: string; count: number; unmerged_count: number }[]) => list.find((s) => s.key === 'event')!;
      expect(event(after).count).toBe(event(before).count + 1);
      expect(event(after).unmerged_count).toBe(event(before).unmerged_count + 1);
    });
  });

  describe('create', () => {
    it('registers a person with folded fields, logs it, and shows it in search and detail', async () => {
      const tag = tagOf();
      const res = await create({ service_name: 'agent', external_id: `ＡＧ-${tag}`, name: ' 外部 太郎 ', email: `Ｔａｒｏ.${tag}@Example.COM`, tel: '０９０－１２３４－５６７８' }).expect(200);
      expect(res.body).toMatchObject({
        service_name: 'agent',
        service_label: '提携エージェント',
        external_id: `AG-${tag}`,
        name: '外部 太郎',
        email: `taro.${tag}@example.com`,
        tel: '090-1234-5678',
        status: 'unmerged',
        status_label: '未統合',
        member_id: null,
        member: null,
        merged_at: null,
      });
      expect((await http().get(`${base}/detail/${res.body.id}`).set(viewer).expect(200)).body).toMatchObject({ id: res.body.id, external_id: `AG-${tag}` });
      const audit = await auditHistory(t, viewer, 'external-user', res.body.id);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'create',
          staff_id: editorId,
          changes: expect.objectContaining({ service_name: { before: null, after: 'agent' }, email: { before: null, after: `taro.${tag}@example.com` } }),
        }),
      ]);
      expect((await search({ keyword: tag }).expect(200)).body.items.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
    });

    it('answers field errors in Japanese and writes nothing', async () => {
      const before = await t.dataSource.getRepository(ExternalUserEntity).count();
      const cases: [object, Record<string, string[]>][] = [
        [{}, { service_name: ['必須項目です'], external_id: ['必須項目です'], name: ['必須項目です'] }],
        [{ service_name: 'somewhere', external_id: 'a', name: '名前' }, { service_name: ['提携元を選択肢から選んでください'] }],
        [{ service_name: 'agent', external_id: 'a'.repeat(192), name: 'あ'.repeat(101) }, { external_id: ['191文字以内で入力してください'], name: ['100文字以内で入力してください'] }],
        [{ service_name: 'agent', external_id: 'a', name: '名前', email: 'not-an-address', tel: '12-34' }, { email: ['メールアドレスの形式が正しくありません'], tel: ['電話番号の形式が正しくありません'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await create(body).expect(400);
        expect({ body, code: res.body.code, errors: res.body.errors }).toEqual({ body, code: 'VALIDATION_FAILED', errors });
      }
      expect(await t.dataSource.getRepository(ExternalUserEntity).count()).toBe(before);
    });

    it('refuses the same external id of the same service (409), also when two registrations race; another service may reuse it', async () => {
      const id = tagOf();
      await create({ service_name: 'job_board', external_id: id, name: '一人目' }).expect(200);
      const again = await create({ service_name: 'job_board', external_id: id, name: '二人目' }).expect(409);
      expect(again.body).toEqual({ statusCode: 409, code: 'EXTERNAL_USER_DUPLICATE', message: 'この提携元には同じ外部IDの人がすでに登録されています', errors: {} });
      await create({ service_name: 'referral', external_id: id, name: '別の提携元' }).expect(200);

      const raced = tagOf();
      const answers = await Promise.all([1, 2, 3].map((n) => create({ service_name: 'agent', external_id: raced, name: `同時 ${n}` })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(await t.dataSource.getRepository(ExternalUserEntity).count({ where: { serviceName: 'agent', externalId: raced } })).toBe(1);
    });
  });

  describe('is-existent-of-member', () => {
    it('finds a member by e-mail without case or width, and by phone whatever its hyphens or width', async () => {
      const tag = tagOf();
      const tel = uniqueTel();
      const m = await member(tag, { tel });
      const email = m.email;

      const byEmail = (await lookup({ email: email.toUpperCase() }).expect(200)).body;
      expect(byEmail).toMatchObject({ exists: true, member: { id: m.id, name: `会員 ${tag}`, email, tel, registered_at: m.createdAt.toISOString(), matched_by: ['email'] } });
      expect(byEmail.members).toHaveLength(1);
      const fullWidth = email.replace(/[a-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
      expect((await lookup({ email: fullWidth }).expect(200)).body.member.id).toBe(m.id);

      const digits = tel.replace(/-/g, '');
      const fullWidthTel = tel.replace(/\d/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/-/g, 'ー');
      for (const typed of [digits, tel, fullWidthTel, `${digits.slice(0, 3)} ${digits.slice(3)}`]) {
        const res = (await lookup({ tel: typed }).expect(200)).body;
        expect({ typed, id: res.member?.id, matched: res.member?.matched_by }).toEqual({ typed, id: m.id, matched: ['tel'] });
      }
      expect((await lookup({ email, tel }).expect(200)).body.member.matched_by).toEqual(['email', 'tel']);
    });

    it('answers none for an unknown contact and for a withdrawn member; asks for one of the two', async () => {
      expect((await lookup({ email: `${tagOf()}@example.com` }).expect(200)).body).toEqual({ exists: false, member: null, members: [] });
      const gone = await member(tagOf(), { tel: uniqueTel() });
      await t.dataSource.getRepository(MemberEntity).softDelete({ id: gone.id });
      expect((await lookup({ email: gone.email }).expect(200)).body.exists).toBe(false);
      expect((await lookup({ tel: gone.tel! }).expect(200)).body.exists).toBe(false);

      const none = await lookup({}).expect(400);
      expect(none.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { email: ['メールアドレスか電話番号のどちらかを入力してください'] } });
    });
  });

  describe('merge-existing-member-with-external-member', () => {
    async function external(fields: Record<string, string> = {}) {
      return (await create({ service_name: 'agent', external_id: tagOf(), name: '外部 花子', ...fields }).expect(200)).body as { id: number };
    }

    it('links the person to the member, fills the empty phone, and logs both sides', async () => {
      const tag = tagOf();
      const m = await member(tag);
      const tel = uniqueTel();
      const person = await external({ email: m.email, tel });

      const res = await merge({ external_user_id: person.id, member_id: m.id }).expect(200);
      expect(res.body).toMatchObject({ id: person.id, status: 'merged', status_label: '統合済み', member_id: m.id, member: { id: m.id, tel }, merged_at: expect.any(String), filled_member_fields: ['tel'] });
      expect((await t.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: m.id })).tel).toBe(tel);
      expect((await search({ keyword: person.id === res.body.id ? m.email : '', status: 'merged' }).expect(200)).body.items.map((r: { id: number }) => r.id)).toEqual([person.id]);
      expect((await search({ keyword: m.email, status: 'unmerged' }).expect(200)).body.total).toBe(0);

      const externalLog = await auditHistory(t, viewer, 'external-user', person.id, { action: 'merge' });
      expect(externalLog).toEqual([
        expect.objectContaining({ staff_id: editorId, changes: { member_id: { before: null, after: m.id }, merged_at: { before: null, after: res.body.merged_at } } }),
      ]);
      const memberLog = await auditHistory(t, viewer, 'member', m.id, { action: 'merge' });
      expect(memberLog).toEqual([
        expect.objectContaining({ staff_id: editorId, changes: { tel: { before: null, after: tel }, merged_external_user_id: { before: null, after: person.id } } }),
      ]);
    });

    it('keeps a phone the member gave', async () => {
      const own = uniqueTel();
      const m = await member(tagOf(), { tel: own });
      const person = await external({ tel: uniqueTel() });
      expect((await merge({ external_user_id: person.id, member_id: m.id }).expect(200)).body.filled_member_fields).toEqual([]);
      expect((await t.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: m.id })).tel).toBe(own);
      const memberLog = await auditHistory(t, viewer, 'member', m.id, { action: 'merge' });
      expect(memberLog.map((row) => row.changes)).toEqual([{ merged_external_user_id: { before: null, after: person.id } }]);
    });

    it('refuses a second merge (409), also when two staff merge at once', async () => {
      const m = await member(tagOf());
      const other = await member(tagOf());
      const person = await external();
      await merge({ external_user_id: person.id, member_id: m.id }).expect(200);
      const again = await merge({ external_user_id: person.id, member_id: other.id }).expect(409);
      expect(again.body).toEqual({ statusCode: 409, code: 'EXTERNAL_USER_ALREADY_MERGED', message: 'この外部ユーザーはすでに会員と統合されています', errors: {} });

      const raced = await external();
      const answers = await Promise.all([m.id, other.id].map((memberId) => merge({ external_user_id: raced.id, member_id: memberId })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await auditHistory(t, viewer, 'external-user', raced.id, { action: 'merge' })).toHaveLength(1);
    });

    it('answers 404 for an unknown external user or member, and a withdrawn member', async () => {
      const m = await member(tagOf());
      const person = await external();
      expect((await merge({ external_user_id: 2147483000, member_id: m.id }).expect(404)).body.code).toBe('EXTERNAL_USER_NOT_FOUND');
      expect((await merge({ external_user_id: person.id, member_id: 2147483000 }).expect(404)).body.code).toBe('EXTERNAL_USER_MEMBER_NOT_FOUND');
      const gone = await member(tagOf());
      await t.dataSource.getRepository(MemberEntity).softDelete({ id: gone.id });
      expect((await merge({ external_user_id: person.id, member_id: gone.id }).expect(404)).body.code).toBe('EXTERNAL_USER_MEMBER_NOT_FOUND');
      expect((await http().get(`${base}/detail/2147483000`).set(viewer).expect(404)).body.code).toBe('EXTERNAL_USER_NOT_FOUND');
      expect((await http().get(`${base}/detail/abc`).set(viewer).expect(404)).body.code).toBe('EXTERNAL_USER_NOT_FOUND');
      const invalid = (await merge({ external_user_id: 'x', member_id: 0 }).expect(400)).body;
      expect(invalid.errors.external_user_id).toContain('整数で入力してください');
      expect(invalid.errors.member_id).toEqual(['1以上の値を入力してください']);
      expect((await http().get(`${base}/detail/${person.id}`).set(viewer).expect(200)).body.status).toBe('unmerged');
    });

    it('leaves nothing half-written when the merge fails midway (the member side of the log cannot be written)', async () => {
      const m = await member(tagOf());
      const person = await external({ tel: uniqueTel() });
      const audit = t.app.get(AuditLogService);
      const real = audit.record.bind(audit);
      const spy = jest.spyOn(audit, 'record').mockImplementationOnce(real).mockRejectedValueOnce(new Error('audit storage unavailable'));
      const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        expect((await merge({ external_user_id: person.id, member_id: m.id }).expect(500)).body.code).toBe('INTERNAL_ERROR');
      } finally {
        spy.mockRestore();
        log.mockRestore();
      }
      expect((await http().get(`${base}/detail/${person.id}`).set(viewer).expect(200)).body).toMatchObject({ status: 'unmerged', member_id: null, merged_at: null });
      expect((await t.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: m.id })).tel).toBeNull();
      expect(await auditHistory(t, viewer, 'external-user', person.id, { action: 'merge' })).toEqual([]);
      expect(await auditHistory(t, viewer, 'member', m.id)).toEqual([]);
      // And the same merge then succeeds.
      await merge({ external_user_id: person.id, member_id: m.id }).expect(200);
    });
  });

  describe('search', () => {
    it('filters by keyword, service and tab, counts the tabs under the other filters, sorts and pages', async () => {
      const tag = tagOf();
      const m = await member(tagOf());
      const a = (await create({ service_name: 'agent', external_id: `${tag}-a`, name: `青木 ${tag}` }).expect(200)).body;
      const b = (await create({ service_name: 'job_board', external_id: `${tag}-b`, name: `伊藤 ${tag}`, email: `${tag}@example.com` }).expect(200)).body;
      const c = (await create({ service_name: 'agent', external_id: `${tag}-c`, name: `上田 ${tag}` }).expect(200)).body;
      await merge({ external_user_id: c.id, member_id: m.id }).expect(200);

      const ids = async (query: Record<string, string | number>) => (await search({ keyword: tag, ...query }).expect(200)).body.items.map((r: { id: number }) => r.id);
      expect(await ids({})).toEqual([c.id, b.id, a.id]);
      expect(await ids({ sort: 'id', order: 'asc' })).toEqual([a.id, b.id, c.id]);
      expect(await ids({ service_name: 'agent' })).toEqual([c.id, a.id]);
      expect(await ids({ status: 'unmerged' })).toEqual([b.id, a.id]);
      expect(await ids({ status: 'merged' })).toEqual([c.id]);
      expect(await ids({ keyword: `${tag}@example.com` })).toEqual([b.id]);
      expect(await ids({ keyword: `${tag}-a` })).toEqual([a.id]);

      const tabs = (await search({ keyword: tag, service_name: 'agent', status: 'merged' }).expect(200)).body;
      expect(tabs.status_counts).toEqual([
        { status: 'unmerged', label: '未統合', count: 1 },
        { status: 'merged', label: '統合済み', count: 1 },
      ]);
      const merged = tabs.items[0];
      expect(merged).toMatchObject({ member: { id: m.id, name: m.lastName + ' ' + m.firstName } });

      const page1 = (await search({ keyword: tag, per_page: 2, page: 1 }).expect(200)).body;
      const page2 = (await search({ keyword: tag, per_page: 2, page: 2 }).expect(200)).body;
      expect(page1).toMatchObject({ total: 3, last_page: 2 });
      expect([...page1.items, ...page2.items].map((r: { id: number }) => r.id)).toEqual([c.id, b.id, a.id]);
      expect((await search({ status: 'gone' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('roles', () => {
    it('lets every role read and only editors and owners write', async () => {
      const person = (await create({ service_name: 'other', external_id: tagOf(), name: '権限 確認' }, owner).expect(200)).body;
      await http().get(`${base}/detail/${person.id}`).set(viewer).expect(200);
      await search({}, viewer).expect(200);
      const refused = await create({ service_name: 'other', external_id: tagOf(), name: '閲覧者' }, viewer).expect(403);
      expect(refused.body.code).toBe('ADMIN_FORBIDDEN_ROLE');
      const m = await member(tagOf());
      expect((await merge({ external_user_id: person.id, member_id: m.id }, viewer).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
      await http().get(`${base}/search`).expect(401);
      await merge({ external_user_id: person.id, member_id: m.id }, owner).expect(200);
    });
  });
});
