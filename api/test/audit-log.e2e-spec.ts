import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { runTransaction } from '../src/database/transaction';
import { AdminRole, AdminUserEntity } from '../src/modules/admin-users/entities/admin-user.entity';
import { type AuditEntry, AuditLogService } from '../src/modules/audit-log/audit-log.service';
import { makeAdmin } from './support/factories';
import { staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Issue 15: the audit log written inside a write's transaction, and GET /api/admin/audit-log/search. */
describe('audit log', () => {
  let t: TestApp;
  let audit: AuditLogService;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    audit = t.app.get(AuditLogService);
    viewer = (await staffSession(t, AdminRole.Viewer)).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A resource name of this test's own, so other tests' rows never match its filters. */
  const ownResource = () => `test-${randomBytes(4).toString('hex')}`;
  const search = (query: Record<string, string | number>) => request(t.app.getHttpServer()).get('/api/admin/audit-log/search').set(viewer).query(query);
  const log = (actor: { id: number; name: string }, entry: AuditEntry) => runTransaction(t.dataSource, (manager) => audit.record(manager, actor, entry));
  const setCreatedAt = (resource: string, recordId: number, at: string) =>
    t.dataSource.query('UPDATE audit_logs SET created_at = ? WHERE resource = ? AND record_id = ?', [new Date(at), resource, recordId]);

  it('keeps who changed which fields of which record, before and after, and lists a record’s history newest first', async () => {
    const { admin } = await makeAdmin(t.dataSource, { name: '編集 一郎', role: AdminRole.Editor });
    const resource = ownResource();
    await log(admin, { action: 'create', resource, recordId: 7, before: null, after: { id: 7, title: '初版', body: '本文', publishedAt: null, version: 1 } });
    await log(admin, {
      action: 'update',
      resource,
      recordId: 7,
      before: { id: 7, title: '初版', body: '本文', publishedAt: null, version: 1 },
      after: { id: 7, title: '第二版', body: '本文', publishedAt: new Date('2026-12-01T01:00:00Z'), version: 2 },
    });
    await log(admin, { action: 'update', resource, recordId: 8, before: { title: '別' }, after: { title: '別の記事' } });

    const res = await search({ resource, record_id: 7 }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      items: [
        {
          id: expect.any(Number),
          staff_id: admin.id,
          staff_name: '編集 一郎',
          action: 'update',
          action_label: '更新',
          resource,
          record_id: 7,
          changes: { published_at: { before: null, after: '2026-12-01T01:00:00.000Z' }, title: { before: '初版', after: '第二版' } },
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
        expect.objectContaining({ action: 'create', action_label: '作成', changes: { body: { before: null, after: '本文' }, title: { before: null, after: '初版' } } }),
      ],
      total: 2,
      page: 1,
      per_page: 50,
      last_page: 1,
    });
    expect(res.body.items[0].id).toBeGreaterThan(res.body.items[1].id);
  });

  it('keeps the staff name as it was when the account is renamed', async () => {
    const { admin } = await makeAdmin(t.dataSource, { name: '旧姓 花子' });
    const resource = ownResource();
    await log(admin, { action: 'delete', resource, recordId: 1, before: { deletedAt: null }, after: { deletedAt: new Date('2026-11-26T00:00:00Z') } });
    await t.dataSource.getRepository(AdminUserEntity).update({ id: admin.id }, { name: '新姓 花子' });
    const res = await search({ resource }).expect(200);
    expect(res.body.items).toEqual([expect.objectContaining({ staff_name: '旧姓 花子', action_label: '削除', changes: { deleted_at: { before: null, after: '2026-11-26T00:00:00.000Z' } } })]);
  });

  it('filters by staff, action and Japanese days (both ends included), newest first', async () => {
    const { admin: one } = await makeAdmin(t.dataSource, { name: '一人目' });
    const { admin: two } = await makeAdmin(t.dataSource, { name: '二人目' });
    const resource = ownResource();
    // Record ids stand for the days; 2026-11-25T15:00Z is the start of 2026-11-26 in Japan.
    const rows: Array<[number, typeof one, AuditEntry['action'], string]> = [
      [1, one, 'create', '2026-11-25T14:59:59Z'],
      [2, one, 'update', '2026-11-25T15:00:00Z'],
      [3, two, 'update', '2026-11-26T14:59:59Z'],
      [4, two, 'restore', '2026-11-26T15:00:00Z'],
    ];
    for (const [recordId, actor, action, at] of rows) {
      await log(actor, { action, resource, recordId, before: { title: 'a' }, after: { title: 'b' } });
      await setCreatedAt(resource, recordId, at);
    }
    const ids = async (query: Record<string, string | number>) => ((await search({ resource, ...query }).expect(200)).body.items as { record_id: number }[]).map((r) => r.record_id);
    expect(await ids({})).toEqual([4, 3, 2, 1]);
    expect(await ids({ order: 'asc' })).toEqual([1, 2, 3, 4]);
    expect(await ids({ staff_id: two.id })).toEqual([4, 3]);
    expect(await ids({ action: 'update' })).toEqual([3, 2]);
    expect(await ids({ from: '2026-11-26', to: '2026-11-26' })).toEqual([3, 2]);
    expect(await ids({ from: '2026-11-26' })).toEqual([4, 3, 2]);
    expect(await ids({ to: '2026-11-25' })).toEqual([1]);
    expect(await ids({ staff_id: one.id, action: 'update', from: '２０２６-１１-２６' })).toEqual([2]);
  });

  it('pages newest first without repeating or skipping rows', async () => {
    const { admin } = await makeAdmin(t.dataSource);
    const resource = ownResource();
    for (let recordId = 1; recordId <= 5; recordId++) await log(admin, { action: 'update', resource, recordId, before: { n: 0 }, after: { n: recordId } });
    // All in the same instant: the id decides the order.
    await t.dataSource.query('UPDATE audit_logs SET created_at = ? WHERE resource = ?', [new Date('2026-11-20T00:00:00Z'), resource]);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await search({ resource, per_page: 2, page }).expect(200)).body);
    expect(pages.map((p) => p.items.map((r: { record_id: number }) => r.record_id))).toEqual([[5, 4], [3, 2], [1]]);
    expect(pages[0]).toMatchObject({ total: 5, page: 1, per_page: 2, last_page: 3 });
    expect((await search({ resource, per_page: 2, page: 9 }).expect(200)).body).toMatchObject({ items: [], total: 5, page: 9, last_page: 3 });
  });

  it('refuses bad filters with a Japanese message per field', async () => {
    const res = await search({ per_page: 101, page: 0, action: 'erase', from: '2026/11/01', to: '2026-02-30', sort: 'staff_name', order: 'up' }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります' });
    expect(res.body.errors).toEqual({
      per_page: ['100以下の値を入力してください'],
      page: ['1以上の値を入力してください'],
      action: ['create、update、delete、restore、merge、export、downloadのいずれかを指定してください'],
      from: ['日付はYYYY-MM-DDの形式で入力してください'],
      to: ['日付はYYYY-MM-DDの形式で入力してください'],
      sort: ['created_atのいずれかを指定してください'],
      order: ['asc、descのいずれかを指定してください'],
    });
  });

  it('writes nothing when the transaction it is part of fails, and the write is undone when the log fails', async () => {
    const { admin } = await makeAdmin(t.dataSource);
    const resource = ownResource();
    const failed = runTransaction(t.dataSource, async (manager) => {
      await audit.record(manager, admin, { action: 'update', resource, recordId: 1, before: { title: 'a' }, after: { title: 'b' } });
      throw new Error('the write failed after its log');
    });
    await expect(failed).rejects.toThrow('the write failed after its log');
    expect((await search({ resource }).expect(200)).body.total).toBe(0);

    // The other way round: a log that cannot be written takes the write with it.
    const { admin: other } = await makeAdmin(t.dataSource, { name: '元の名前' });
    const renamed = runTransaction(t.dataSource, async (manager) => {
      await manager.update(AdminUserEntity, { id: other.id }, { name: '変更後' });
      await audit.record(manager, { id: other.id, name: 'x'.repeat(101) }, { action: 'update', resource, recordId: other.id, before: { name: '元の名前' }, after: { name: '変更後' } });
    });
    await expect(renamed).rejects.toThrow();
    expect((await t.dataSource.getRepository(AdminUserEntity).findOneByOrFail({ id: other.id })).name).toBe('元の名前');
    expect((await search({ resource }).expect(200)).body.total).toBe(0);
  });
});
