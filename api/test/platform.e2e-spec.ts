import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import request from 'supertest';
import { PrefectureEntity } from '../src/modules/master/entities/prefecture.entity';
import { ItemEntity, ItemStatus } from '../src/modules/items/entities/item.entity';
import { makeAdmin, makeMember } from './support/factories';
import { healthReport } from './support/staff-sessions';
import { cookieFrom, createTestApp, csrfHeader, type TestApp } from './support/test-app';

describe('API platform (errors, anti-forgery, auth, health, OpenAPI)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('error shape', () => {
    it('reports a bad DTO field by field in Japanese', async () => {
      const headers = await csrfHeader(t.http);
      const res = await t.http.post('/api/admin/login').set(headers).send({ email: 'not-an-email', extra: 1 }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: '入力内容に誤りがあります',
        errors: {
          email: ['メールアドレスの形式が正しくありません'],
          password: ['必須項目です'],
          extra: ['このフィールドは使用できません'],
        },
      });
    });

    it('answers unknown API routes with 404 in the same shape', async () => {
      const res = await t.http.get('/api/no-such-thing').expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: '指定されたページが見つかりませんでした', errors: {} });
      const post = await t.http.post('/api/no-such-thing').set('Authorization', 'Bearer x').expect(404);
      expect(post.body.code).toBe('ROUTE_NOT_FOUND');
    });

    it('answers malformed JSON with 400 in the same shape', async () => {
      const headers = await csrfHeader(t.http);
      const res = await t.http.post('/api/admin/login').set(headers).set('Content-Type', 'application/json').send('{"email":').expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON', errors: {} });
    });
  });

  describe('anti-forgery (SPEC §6/§7)', () => {
    it('issues a JS-readable XSRF-TOKEN cookie', async () => {
      const res = await request(t.app.getHttpServer()).get('/sanctum/csrf-cookie').expect(204);
      const cookie = cookieFrom(res.headers['set-cookie'], 'XSRF-TOKEN');
      expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
      expect(cookie?.raw).not.toMatch(/HttpOnly/i);
      expect(cookie?.raw).toMatch(/SameSite=Lax/i);
      expect(cookie?.raw).toMatch(/Path=\//);
    });

    it('rejects a write without the token with 419', async () => {
      const res = await request(t.app.getHttpServer()).post('/api/admin/logout').expect(419);
      expect(res.body).toEqual({ statusCode: 419, code: 'CSRF_TOKEN_MISMATCH', message: 'ページの有効期限が切れました。再読み込みしてください。', errors: {} });
    });

    it('rejects a header that differs from the cookie', async () => {
      await csrfHeader(t.http);
      await t.http.post('/api/admin/logout').set('X-XSRF-TOKEN', 'forged').expect(419);
    });

    it('accepts a write whose header echoes the cookie', async () => {
      const headers = await csrfHeader(t.http);
      await t.http.post('/api/admin/logout').set(headers).expect(200, { result: true });
    });

    it('exempts bearer-authenticated calls (no ambient credential to forge)', async () => {
      await request(t.app.getHttpServer()).post('/api/admin/logout').set('Authorization', 'Bearer anything').expect(200);
    });
  });

  describe('admin and member principals', () => {
    it('logs an admin in with an httpOnly cookie and login-check sees it', async () => {
      const { admin, password } = await makeAdmin(t.dataSource, { name: '管理 花子' });
      const agent = request.agent(t.app.getHttpServer());
      await agent.get('/api/admin/login-check').expect(200, { logged_in: false });
      const headers = await csrfHeader(agent);
      const res = await agent.post('/api/admin/login').set(headers).send({ email: admin.email, password }).expect(200);
      expect(res.body).toEqual({ admin: { id: admin.id, name: '管理 花子', email: admin.email, role: 'owner', role_label: 'オーナー' } });
      const cookie = cookieFrom(res.headers['set-cookie'], 'er_admin_token');
      expect(cookie?.raw).toMatch(/HttpOnly/i);
      expect(cookie?.raw).toMatch(/SameSite=Lax/i);

      const check = await agent.get('/api/admin/login-check').expect(200);
      expect(check.body).toEqual({ logged_in: true, admin: { id: admin.id, name: '管理 花子', email: admin.email, role: 'owner', role_label: 'オーナー' } });
      await agent.get('/api/admin/login-user-info').expect(200);
      await agent.get('/api/admin/prefacture/get').expect(200);

      await agent.post('/api/admin/logout').set(headers).expect(200);
      await agent.get('/api/admin/login-check').expect(200, { logged_in: false });
      const after = await agent.get('/api/admin/login-user-info').expect(401);
      expect(after.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'ログインしてください', errors: {} });
    });

    it('refuses wrong credentials with 401 and a Japanese message', async () => {
      const { admin } = await makeAdmin(t.dataSource);
      const headers = await csrfHeader(t.http);
      const res = await t.http.post('/api/admin/login').set(headers).send({ email: admin.email, password: 'wrong-password' }).expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'AUTH_INVALID_CREDENTIALS', message: 'メールアドレスまたはパスワードが正しくありません', errors: {} });
      await t.http.post('/api/admin/login').set(headers).send({ email: 'nobody@example.com', password: 'x' }).expect(401);
    });

    it('logs a member in; a member token never passes admin routes', async () => {
      const { member, password } = await makeMember(t.dataSource, { lastName: '佐藤', firstName: '一郎' });
      const agent = request.agent(t.app.getHttpServer());
      const headers = await csrfHeader(agent);
      const res = await agent.post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(200);
      expect(res.body).toEqual({ user: { id: member.id, last_name: '佐藤', first_name: '一郎', login_id: member.email } });
      const token = cookieFrom(res.headers['set-cookie'], 'er_member_token')!.value;
      expect(cookieFrom(res.headers['set-cookie'], 'er_member_token')?.raw).toMatch(/HttpOnly/i);

      await agent.get('/api/front/member-login-check').expect(200, {
        logged_in: true,
        user: { id: member.id, last_name: '佐藤', first_name: '一郎', login_id: member.email },
      });
      await request(t.app.getHttpServer())
        .get('/api/front/member-login-check')
        .set('Authorization', `Bearer ${token}`)
        .expect(200)
        .expect((r) => expect(r.body.logged_in).toBe(true));

      // The member's cookie and bearer token are both refused by admin routes.
      await agent.get('/api/admin/login-user-info').expect(401);
      await agent.get('/api/admin/login-check').expect(200, { logged_in: false });
      await request(t.app.getHttpServer()).get('/api/admin/prefacture/get').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('an admin token is not a member session', async () => {
      const { admin, password } = await makeAdmin(t.dataSource);
      const headers = await csrfHeader(t.http);
      const res = await t.http.post('/api/admin/login').set(headers).send({ email: admin.email, password }).expect(200);
      const token = cookieFrom(res.headers['set-cookie'], 'er_admin_token')!.value;
      await request(t.app.getHttpServer())
        .get('/api/front/member-login-check')
        .set('Authorization', `Bearer ${token}`)
        .expect(200, { logged_in: false });
    });

    it('refuses members who have not confirmed their address', async () => {
      const { member, password } = await makeMember(t.dataSource, { authState: 0 });
      const headers = await csrfHeader(t.http);
      const res = await t.http.post('/api/front/member-login').set(headers).send({ email: member.email, password }).expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'AUTH_EMAIL_NOT_VERIFIED', message: expect.stringMatching(/認証/) });
    });
  });

  describe('feature endpoints', () => {
    it('lists prefectures by id and newest published items as cards', async () => {
      await t.dataSource.getRepository(PrefectureEntity).save([
        { id: 13, name: '東京都', regionId: 3 },
        { id: 1, name: '北海道', regionId: 1 },
      ]);
      const prefs = await t.http.get('/api/front/get-prefacture-list').expect(200);
      expect(prefs.body.prefectures.slice(0, 2)).toEqual([
        { id: 1, name: '北海道' },
        { id: 13, name: '東京都' },
      ]);
      await t.http.get('/api/front/get-contract-type-list').expect(200);

      const items = t.dataSource.getRepository(ItemEntity);
      const day = 24 * 60 * 60 * 1000;
      await items.save([
        { name: '古い案件', rateDetail: '〜60万円/月', status: ItemStatus.Published, publishedAt: new Date(Date.now() - 30 * day) },
        { name: '新しい案件', rateDetail: '〜80万円/月', status: ItemStatus.Published, publishedAt: new Date(Date.now() - day) },
        { name: '終了した案件', rateDetail: '〜90万円/月', status: ItemStatus.Ended, publishedAt: new Date() },
      ]);
      const res = await t.http.get('/api/front/get-new-item-list?limit=2').expect(200);
      expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(['新しい案件', '古い案件']);
      expect(res.body.items[0]).toMatchObject({ rate_detail: '〜80万円/月', is_new: true, tags: [], get_area_by_id_and_id: [], biz_category_name: null });
      expect(res.body.items[1].is_new).toBe(false);
      await t.http.get('/api/front/get-new-item-list?limit=abc').expect(400);
    });

    it('keeps admin master data behind admin login', async () => {
      await request(t.app.getHttpServer()).get('/api/admin/prefacture/get').expect(401);
    });
  });

  describe('configuration', () => {
    it("exposes the validated settings through @nestjs/config's ConfigService too", () => {
      const { ConfigService } = jest.requireActual<typeof import('@nestjs/config')>('@nestjs/config');
      expect(t.app.get(ConfigService).get('app')).toBe(t.config);
    });
  });

  describe('health', () => {
    it('answers only up or down in public, never cached; staff see database, redis, the queue and the mail outbox', async () => {
      const res = await t.http.get('/api/health').expect(200).expect('Cache-Control', 'no-store');
      expect(res.body).toEqual({ status: 'up' });
      await request(t.app.getHttpServer()).get('/api/admin/health').expect(401);
      const detail = await healthReport(t);
      expect(detail.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up', queue: { driver: 'bullmq' }, outbox: { status: 'ok', pending: 0 } });
    });
  });

  describe('OpenAPI', () => {
    it('serves the document with method names as operation ids', async () => {
      const res = await t.http.get('/api/openapi.json').expect(200);
      expect(res.body.openapi).toMatch(/^3\./);
      expect(res.body.paths['/api/admin/login'].post.operationId).toBe('adminLogin');
      expect(res.body.paths['/api/front/get-new-item-list'].get.operationId).toBe('getNewItemList');
      expect(res.body.paths['/sanctum/csrf-cookie']).toBeDefined();
      expect(res.body.paths['/dev/mail/test']).toBeUndefined();
    });

    it('matches the committed packages/api-client/openapi.json', async () => {
      const res = await t.http.get('/api/openapi.json').expect(200);
      const file = path.resolve(__dirname, '../../packages/api-client/openapi.json');
      let committed = '';
      try {
        committed = readFileSync(file, 'utf8');
      } catch {
        // reported below
      }
      if (committed !== res.text) {
        throw new Error(
          'packages/api-client/openapi.json is out of date with the API. Run `npm run openapi -w api && npm run generate -w @er/api-client`',
        );
      }
    });
  });
});
