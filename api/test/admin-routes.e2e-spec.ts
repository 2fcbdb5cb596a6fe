import request from 'supertest';
import { AdminRole, AdminUserEntity } from '../src/modules/admin-users/entities/admin-user.entity';
import { ADMIN_ACCESS_LEVELS, type AdminAccessLevel, roleAllows } from '../src/modules/auth/admin-access';
import { ADMIN_ROUTE_EXAMPLES, type AdminRouteRequest } from './support/admin-route-examples';
import { makeAdmin, makeMember } from './support/factories';
import { bearer } from './support/session-tokens';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

jest.setTimeout(300_000);

/** The staff routes anyone may call: they are how a session starts, ends or is checked. */
const PUBLIC_OPERATIONS = new Set(['adminLogin', 'adminLogout', 'adminLoginCheck', 'adminPasswordSetup', 'adminPasswordSetupCheck']);
const ROLES: AdminRole[] = [AdminRole.Viewer, AdminRole.Editor, AdminRole.Owner];

interface Operation {
  operationId?: string;
  'x-admin-access'?: string;
}
interface AdminRoute {
  method: string;
  /** As Express routes it (`/api/admin/admin-news/detail/:id`). */
  path: string;
  operation: Operation | undefined;
  label: string;
}
interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * Every /api/admin/ route the running app answers, read from Express's router (what really answers, not a
 * hand-kept list), each with its operation in the OpenAPI document the app serves.
 */
function adminRoutes(t: TestApp, paths: Record<string, Record<string, Operation>>): AdminRoute[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  return express.router.stack
    .filter((layer) => layer.route?.path.startsWith('/api/admin/'))
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((method) => method !== '_all')
        .map((method) => {
          const path = layer.route!.path;
          const operation = paths[path.replace(/:(\w+)/g, '{$1}')]?.[method];
          return { method, path, operation, label: `${method.toUpperCase()} ${path}` };
        }),
    );
}

const isLevel = (value: unknown): value is AdminAccessLevel => ADMIN_ACCESS_LEVELS.includes(value as AdminAccessLevel);

/**
 * Issue 15: every staff route states its access level, and the server enforces it — no token → 401, a
 * member's token → 401/403, a role below the level → 403 ADMIN_FORBIDDEN_ROLE, the roles that reach it get
 * through (2xx for the requests of support/admin-route-examples.ts). New admin routes are covered by
 * adding them to the app: the table is read from it.
 */
describe('staff route table: access levels on every /api/admin/ route', () => {
  let t: TestApp;
  let routes: AdminRoute[];
  let tokens: Record<AdminRole, { Authorization: string }>;
  let memberToken: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    const document = (await t.http.get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    routes = adminRoutes(t, document.paths);
    const staff = await Promise.all(ROLES.map((role) => makeAdmin(t.dataSource, { role, name: `権限テスト ${role}` })));
    tokens = Object.fromEntries(staff.map(({ admin }) => [admin.role, bearer(t, 'admin', admin)])) as typeof tokens;
    memberToken = bearer(t, 'member', (await makeMember(t.dataSource)).member);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The routes that need a staff login, with their declared level (those without one fail the declaration test). */
  const guarded = () =>
    routes
      .filter((r) => !PUBLIC_OPERATIONS.has(r.operation?.operationId ?? ''))
      .flatMap((r) => (isLevel(r.operation?.['x-admin-access']) ? [{ ...r, level: r.operation['x-admin-access'] as AdminAccessLevel }] : []));

  async function exampleFor(route: AdminRoute): Promise<AdminRouteRequest> {
    const example = ADMIN_ROUTE_EXAMPLES[route.operation?.operationId ?? ''];
    return example ? example(t) : {};
  }

  function send(route: AdminRoute, req: AdminRouteRequest, headers: Record<string, string>): request.Test {
    const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(req.params?.[name] ?? 1)));
    const test = (request(t.app.getHttpServer()) as unknown as Record<string, (u: string) => request.Test>)[route.method](url).set(headers).query(req.query ?? {});
    if (req.multipart) {
      for (const [name, value] of Object.entries(req.multipart.fields)) void test.field(name, String(value));
      for (const [name, file] of Object.entries(req.multipart.files)) void test.attach(name, file.bytes, { filename: file.filename });
      return test;
    }
    return req.body === undefined ? test : test.send(req.body);
  }

  it('reads the routes from the app', () => {
    const labels = routes.map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['POST /api/admin/login', 'GET /api/admin/login-user-info', 'GET /api/admin/prefacture/get']));
    expect(guarded().length).toBeGreaterThanOrEqual(2);
  });

  it('every route but login, logout, login-check and the password-setup link declares an access level (@AdminAccess)', () => {
    const undocumented = routes.filter((r) => !r.operation).map((r) => `${r.label}: not in the OpenAPI document`);
    const undeclared = routes
      .filter((r) => r.operation && !PUBLIC_OPERATIONS.has(r.operation.operationId ?? '') && !isLevel(r.operation['x-admin-access']))
      .map((r) => `${r.label}: no @AdminAccess('read' | 'write' | 'owner')`);
    expect([...undocumented, ...undeclared]).toEqual([]);
  });

  it('names only existing operations in the examples', () => {
    const ids = new Set(routes.map((r) => r.operation?.operationId));
    expect(Object.keys(ADMIN_ROUTE_EXAMPLES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('answers 401 UNAUTHENTICATED without a token, and 401/403 to a member', async () => {
    const anonymous = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(anonymous);
    const problems: string[] = [];
    for (const route of guarded()) {
      const req = await exampleFor(route);
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(req.params?.[name] ?? 1)));
      const none = await (anonymous as unknown as Record<string, (u: string) => request.Test>)[route.method](url).set(xsrf).send(req.body);
      if (none.status !== 401 || none.body.code !== 'UNAUTHENTICATED') problems.push(`${route.label} without a token → ${none.status} ${none.body.code}`);
      const member = await send(route, req, memberToken);
      if (![401, 403].includes(member.status)) problems.push(`${route.label} as a member → ${member.status} ${member.body.code}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a role below the level with 403 ADMIN_FORBIDDEN_ROLE, in Japanese', async () => {
    const problems: string[] = [];
    let refusals = 0;
    for (const route of guarded()) {
      for (const role of ROLES.filter((r) => !roleAllows(r, route.level))) {
        refusals++;
        const res = await send(route, await exampleFor(route), tokens[role]);
        if (res.status !== 403 || res.body.code !== 'ADMIN_FORBIDDEN_ROLE' || res.body.message !== 'この操作を行う権限がありません') {
          problems.push(`${route.label} (${route.level}) as ${role} → ${res.status} ${res.body.code}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Once write routes exist this must have refused something (a viewer on a write); read-only apps refuse none.
    if (guarded().some((r) => r.level !== 'read')) expect(refusals).toBeGreaterThan(0);
  });

  it('lets every role that reaches the level through: 2xx for the example request, else at least past the guards', async () => {
    const problems: string[] = [];
    for (const route of guarded()) {
      const hasExample = !!ADMIN_ROUTE_EXAMPLES[route.operation?.operationId ?? ''];
      for (const role of ROLES.filter((r) => roleAllows(r, route.level))) {
        const res = await send(route, await exampleFor(route), tokens[role]);
        const ok = hasExample ? res.status >= 200 && res.status < 300 : ![401, 403].includes(res.status) && res.status < 500;
        if (!ok) problems.push(`${route.label} (${route.level}) as ${role} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('staff roles are read on every request', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
  });

  afterAll(async () => {
    await t?.close();
  });

  const userInfo = (headers: { Authorization: string }) => request(t.app.getHttpServer()).get('/api/admin/login-user-info').set(headers);

  it('answers the role and its Japanese label in login-user-info and login-check', async () => {
    for (const [role, label] of [
      [AdminRole.Owner, 'オーナー'],
      [AdminRole.Editor, '編集者'],
      [AdminRole.Viewer, '閲覧者'],
    ] as const) {
      const { admin } = await makeAdmin(t.dataSource, { role, name: '権限 花子' });
      const headers = bearer(t, 'admin', admin);
      const info = await userInfo(headers).expect(200);
      expect(info.body).toEqual({ admin: { id: admin.id, name: '権限 花子', email: admin.email, role, role_label: label } });
      const check = await request(t.app.getHttpServer()).get('/api/admin/login-check').set(headers).expect(200);
      expect(check.body).toEqual({ logged_in: true, admin: info.body.admin });
    }
  });

  it('applies a role change and a removed account to a token issued before, on its next request', async () => {
    const { admin } = await makeAdmin(t.dataSource, { role: AdminRole.Viewer });
    const headers = bearer(t, 'admin', admin);
    expect((await userInfo(headers).expect(200)).body.admin.role).toBe('viewer');
    await t.dataSource.getRepository(AdminUserEntity).update({ id: admin.id }, { role: AdminRole.Editor });
    expect((await userInfo(headers).expect(200)).body.admin).toMatchObject({ role: 'editor', role_label: '編集者' });
    await t.dataSource.getRepository(AdminUserEntity).softDelete({ id: admin.id });
    const gone = await userInfo(headers).expect(401);
    expect(gone.body.code).toBe('UNAUTHENTICATED');
  });

  it('treats a role stored before issue 15 as its new name, and an unknown one as a viewer', async () => {
    const repo = t.dataSource.getRepository(AdminUserEntity);
    for (const [stored, role] of [
      ['admin', 'owner'],
      ['staff', 'editor'],
      ['superuser', 'viewer'],
    ]) {
      const { admin } = await makeAdmin(t.dataSource);
      await repo.query('UPDATE admin_users SET role = ? WHERE id = ?', [stored, admin.id]);
      expect((await userInfo(bearer(t, 'admin', admin)).expect(200)).body.admin.role).toBe(role);
    }
  });

  it('logs in with the role in the answer', async () => {
    const { admin, password } = await makeAdmin(t.dataSource, { role: AdminRole.Editor });
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    const res = await agent.post('/api/admin/login').set(xsrf).send({ email: admin.email, password }).expect(200);
    expect(res.body.admin).toMatchObject({ id: admin.id, role: 'editor', role_label: '編集者' });
  });
});
