import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { DEFAULT_TEST_DATABASE_URL } from './support/test-database';
import { makeItem, makeMember } from './support/factories';
import { createTestApp, csrfHeader, eventually, type TestApp } from './support/test-app';
import { TcpProxy } from './support/tcp-proxy';

// App start-up on a loaded machine, plus a database outage and its recovery.
jest.setTimeout(120_000);

describe('database unreachable (MariaDB cut through a TCP proxy) and back', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
    proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 3306) });
    // A short wait for a pooled connection, so a request behind a dead connection attempt ends quickly.
    t = await createTestApp({ redisUrl: undefined, dbPoolAcquireTimeoutMs: 3_000 }, { databaseUrlVia: (url) => proxy.urlFor(url) });
  });

  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  // The page's 503 while the database is down: web/test/database-outage.e2e-spec.ts.
  it('answers 503 with Retry-After, a code and a Japanese message, and works again once the database is back', async () => {
    const item = await makeItem(t.dataSource, { name: '【TypeScript】障害時の案件' });
    const { member, password } = await makeMember(t.dataSource);
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).send({ email: member.email, password }).expect(200);
    await agent.post('/api/front/consider/store-consider-item').set(xsrf).send({ item_id: item.id }).expect(200);

    const calls = {
      loginCheck: () => agent.get('/api/front/member-login-check'),
      detail: () => agent.get(`/api/front/item/get-item-detail/${item.id}`),
      shortlist: () => agent.get('/api/front/item/get-consider-item-list'),
      shortlistIds: () => agent.get('/api/front/consider/get-consider-item-ids'),
    };
    for (const call of Object.values(calls)) await call().expect(200);

    proxy.cut();
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body.message).toContain('一時的にご利用いただけません');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }

    // Back without restarting the app: the pool opens new connections.
    proxy.restore();
    for (const [name, call] of Object.entries(calls)) {
      const res = await eventually(async () => {
        const r = await call();
        return r.status === 200 && r;
      });
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
    }
    expect((await calls.loginCheck()).body).toMatchObject({ logged_in: true });
    expect((await calls.shortlistIds()).body).toEqual({ ids: [item.id] });
    expect((await calls.detail()).body).toMatchObject({ id: item.id });
  });

  it('opens the pool DB_POOL_SIZE wide', () => {
    const pool = (t.dataSource.driver as unknown as { pool: { config: { connectionLimit: number } } }).pool;
    expect(pool.config.connectionLimit).toBe(t.config.dbPoolSize);
  });

  it('keeps real faults a 500: a query error is not an outage', async () => {
    const res = await eventually(async () => {
      const r = await t.http.get('/api/front/member-login-check');
      return r.status === 200 && r;
    });
    expect(res.status).toBe(200);
    // A table that is gone (a bug, not an outage) stays INTERNAL_ERROR.
    await t.dataSource.query('RENAME TABLE consider_items TO consider_items_gone');
    try {
      const { member, password } = await makeMember(t.dataSource);
      const agent = request.agent(t.app.getHttpServer());
      const xsrf = await csrfHeader(agent);
      await agent.post('/api/front/member-login').set(xsrf).send({ email: member.email, password }).expect(200);
      const broken = await agent.get('/api/front/consider/get-consider-item-ids');
      expect({ status: broken.status, code: broken.body.code, retryAfter: broken.headers['retry-after'] }).toEqual({ status: 500, code: 'INTERNAL_ERROR', retryAfter: undefined });
    } finally {
      await t.dataSource.query('RENAME TABLE consider_items_gone TO consider_items');
    }
  });
});

describe('embedded SQLite held by another writer past the busy timeout', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'er-sqlite-busy-'));
    t = await createTestApp({ databaseUrl: undefined, sqlitePath: path.join(dir, 'db.sqlite'), redisUrl: undefined });
  });

  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers a write 503 with Retry-After while the file is locked, and 200 once it is free', async () => {
    const item = await makeItem(t.dataSource);
    const { member, password } = await makeMember(t.dataSource);
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).send({ email: member.email, password }).expect(200);
    const add = () => agent.post('/api/front/consider/store-consider-item').set(xsrf).send({ item_id: item.id });

    // Another process (a seed, an admin script) holding the write lock.
    const other = new Database(path.join(dir, 'db.sqlite'));
    other.exec('BEGIN IMMEDIATE');
    try {
      const res = await add();
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await add().expect(200)).body).toEqual({ ids: [item.id] });
  });
});
