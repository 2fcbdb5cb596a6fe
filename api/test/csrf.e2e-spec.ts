import request from 'supertest';
import { cookieFrom, createTestApp, csrfHeader, type TestApp } from './support/test-app';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every method+path Express routes to a controller, read from the router after start-up. */
function routeTable(t: TestApp): { method: string; path: string }[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  return express.router.stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((m) => m !== '_all')
        .map((m) => ({ method: m.toUpperCase(), path: layer.route!.path })),
    );
}

/** A concrete URL for a route pattern: parameters become 1, wildcards a page path. */
const concrete = (path: string) => path.replace(/\{\*[^}]+\}|\*\w*/g, 'x').replace(/:\w+/g, '1');

/** Issue 9: anti-forgery decided by the route and the session, not by a path prefix. */
describe('anti-forgery on every unsafe route', () => {
  let t: TestApp;
  let unsafe: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    unsafe = routeTable(t).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
  });

  afterAll(async () => {
    await t?.close();
  });

  const send = (agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, method: string, url: string) =>
    (agent as unknown as Record<string, (u: string) => request.Test>)[method.toLowerCase()](url);

  it('finds the routes (the table is not empty and holds the logins and the dev mail test)', () => {
    const paths = unsafe.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(expect.arrayContaining(['POST /api/front/member-login', 'POST /api/admin/login', 'POST /api/front/content-of-contact-post', 'POST /dev/mail/test']));
  });

  it('answers 419 to every unsafe route without a token, in any letter case', async () => {
    const failures: string[] = [];
    for (const { method, path } of unsafe) {
      const url = concrete(path);
      for (const variant of [url, url.toUpperCase(), url.replace(/^\/(\w)/, (_, c: string) => `/${c.toUpperCase()}`)]) {
        const res = await send(request(t.app.getHttpServer()), method, variant).send({});
        if (res.status !== 419 || res.body.code !== 'CSRF_TOKEN_MISMATCH') failures.push(`${method} ${variant} → ${res.status} ${res.body.code}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('accepts the token of this browser session on every unsafe route (never 419)', async () => {
    const agent = request.agent(t.app.getHttpServer());
    const headers = await csrfHeader(agent);
    const failures: string[] = [];
    for (const { method, path } of unsafe) {
      const res = await send(agent, method, concrete(path)).set(headers).send({});
      if (res.status === 419) failures.push(`${method} ${path}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a token planted from another session (cookie tossing from a sibling subdomain)', async () => {
    const attacker = request.agent(t.app.getHttpServer());
    const planted = await csrfHeader(attacker);
    const victim = request.agent(t.app.getHttpServer());
    await csrfHeader(victim); // the victim has a session of their own
    // The attacker sets XSRF-TOKEN in the victim's browser and sends the same value in the header.
    await victim
      .post('/api/front/member-login')
      .set('Cookie', `XSRF-TOKEN=${encodeURIComponent(planted['X-XSRF-TOKEN'])}`)
      .set(planted)
      .send({ email: 'a@example.com', password: 'x' })
      .expect(419);
    // Without any session cookie at all, a matching cookie/header pair is not enough either (no double-submit).
    await request(t.app.getHttpServer())
      .post('/api/front/member-login')
      .set('Cookie', `XSRF-TOKEN=${encodeURIComponent(planted['X-XSRF-TOKEN'])}`)
      .set(planted)
      .send({ email: 'a@example.com', password: 'x' })
      .expect(419);
  });

  it('keeps the session id in an httpOnly cookie and the token readable by the page', async () => {
    const res = await request(t.app.getHttpServer()).get('/sanctum/csrf-cookie').expect(204);
    expect(cookieFrom(res.headers['set-cookie'], 'er_sid')?.raw).toMatch(/HttpOnly/i);
    expect(cookieFrom(res.headers['set-cookie'], 'XSRF-TOKEN')?.raw).not.toMatch(/HttpOnly/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('routes only the exact letter case: another case is a 404, not a second way in', async () => {
    await request(t.app.getHttpServer()).get('/API/health').expect(404);
    await request(t.app.getHttpServer()).get('/api/Health').expect(404);
    await request(t.app.getHttpServer()).get('/api/health').expect(200);
    const agent = request.agent(t.app.getHttpServer());
    const headers = await csrfHeader(agent);
    await agent.post('/API/member-login').set(headers).send({ email: 'a@example.com', password: 'x' }).expect(404);
  });
});
