import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, eventually, type TestApp, withSecondApp } from './support/test-app';

jest.setTimeout(120_000);

/**
 * Issue 15, SPEC §7 masters: update-average-working-period/update sets the figure the top page shows
 * (get-average-working-period), checked and logged; prefacture/get reads the prefectures for every role.
 */
describe('masters: average working period and prefectures', () => {
  let t: TestApp;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    // The public answer is replayed for a minute here, as in production for a few seconds: a write must drop it,
    // on every API instance (Redis carries the word to the others).
    t = await createTestApp({ publicCacheSeconds: 60 });
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, '集計 担当'));
    viewer = (await staffSession(t, AdminRole.Viewer)).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const update = (body: object, as = editor) => http().post('/api/admin/update-average-working-period/update').set(as).send(body);
  const shown = async () => (await http().get('/api/front/get-average-working-period').expect(200)).body.months as number;
  const latestLog = async () =>
    (await http().get('/api/admin/audit-log/search').set(viewer).query({ resource: 'update-average-working-period', per_page: 1 }).expect(200)).body.items[0] as {
      action: string;
      staff_id: number;
      record_id: number;
      changes: Record<string, { before: unknown; after: unknown }>;
    };

  it('sets the figure the top page shows, at once, and logs before and after', async () => {
    const first = await update({ months: '１２．５' }).expect(200);
    expect(first.body).toEqual({ months: 12.5, updated_at: expect.any(String) });
    expect(await shown()).toBe(12.5);

    const res = await update({ months: 14.6 }).expect(200);
    expect(res.body.months).toBe(14.6);
    // Not the answer replayed from a moment ago.
    expect(await shown()).toBe(14.6);
    expect(await latestLog()).toMatchObject({ action: 'update', staff_id: editorId, record_id: expect.any(Number), changes: { months: { before: 12.5, after: 14.6 } } });
    expect(Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM average_working_periods'))[0].n)).toBe(1);
  });

  it('drops the figure another API instance replays too, within a second', async () => {
    await update({ months: 20 }).expect(200);
    // One database, one Redis channel and one token secret: a second instance of the same deployment.
    const deployment = { databaseUrl: t.config.databaseUrl, queuePrefix: t.config.queuePrefix, jwtSecret: t.config.jwtSecret, publicCacheSeconds: 60 };
    await withSecondApp(t, deployment, async (other) => {
      const shownBy = async () => (await request(other.app.getHttpServer()).get('/api/front/get-average-working-period').expect(200)).body.months as number;
      // The other instance now replays 20 for a minute, unless it hears of the change.
      expect(await shownBy()).toBe(20);
      await update({ months: 21.5 }).expect(200);
      await eventually(async () => (await shownBy()) === 21.5, 1_000);
    });
  });

  it('refuses a figure out of 1–120 months or finer than a tenth, with a message, changing nothing', async () => {
    await update({ months: 10 }).expect(200);
    const cases: Array<[object, string[]]> = [
      [{ months: 0 }, ['1以上の値を入力してください']],
      [{ months: 120.1 }, ['120以下の値を入力してください']],
      [{ months: 14.65 }, ['小数点以下1桁までで入力してください']],
      [{ months: 'abc' }, ['数値で入力してください', '小数点以下1桁までで入力してください']],
      [{}, ['必須項目です']],
    ];
    for (const [body, messages] of cases) {
      const res = await update(body).expect(400);
      expect({ body, code: res.body.code, errors: res.body.errors }).toEqual({ body, code: 'VALIDATION_FAILED', errors: { months: expect.arrayContaining(messages.slice(0, 1)) } });
    }
    expect((await update({ months: 10, extra: 1 }).expect(400)).body.errors).toEqual({ extra: ['このフィールドは使用できません'] });
    expect(await shown()).toBe(10);
    // The edges are fine.
    await update({ months: 1 }).expect(200);
    await update({ months: 120 }).expect(200);
    expect(await shown()).toBe(120);
  });

  it('lets editors and owners write it, not viewers; every role reads the prefectures', async () => {
    expect((await update({ months: 30 }, viewer).expect(403)).body).toMatchObject({ code: 'ADMIN_FORBIDDEN_ROLE', message: 'この操作を行う権限がありません' });
    const prefectures = await http().get('/api/admin/prefacture/get').set(viewer).expect(200);
    expect(prefectures.body).toHaveProperty('prefectures');
    expect(prefectures.headers['cache-control']).toBe('no-store');
    await http().get('/api/admin/prefacture/get').expect(401);
  });
});
