import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { until } from '../../api/test/support/api-process';
import { makeItem } from '../../api/test/support/factories';
import { freePort } from '../../api/test/support/own-redis';
import { createTestDatabase } from '../../api/test/support/test-database';
import { createTestApp, TEST_REDIS_URL, type TestApp } from '../../api/test/support/test-app';
import { WEB_SETTINGS } from '../src/config';
import { makeStaticRoot } from './support/test-site';

// Processes start here (the API's migrations, two Node processes under serve.mjs) on a loaded machine.
jest.setTimeout(180_000);

const REPO = path.resolve(__dirname, '..', '..');
const WEB_MAIN = path.join(REPO, 'web', 'dist', 'main.js');
const SERVE = path.join(REPO, 'scripts', 'serve.mjs');
/** The API's secrets and connections: none may be in the web server's process. */
const SECRET_NAMES = ['DATABASE_URL', 'JWT_SECRET', 'REDIS_URL', 'SMTP_URL', 'SQLITE_PATH'];
const isSecretName = (name: string) => SECRET_NAMES.includes(name) || name.startsWith('MAIL_');

/** The names of the variables in a running process's environment, as the kernel holds them. */
function environNames(pid: number): string[] {
  return readFileSync(`/proc/${pid}/environ`, 'latin1')
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.slice(0, entry.indexOf('=')));
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<unknown>;
}

function start(args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exit };
}

async function stopProcess(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  await Promise.race([started.exit, new Promise((r) => setTimeout(r, 15_000))]);
  if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
}

async function get(url: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, text: await res.text() };
}

describe('the web server as a process with only its own settings', () => {
  let api: TestApp;
  let apiUrl: string;
  let staticRoot: string;
  let web: Started | undefined;

  beforeAll(async () => {
    if (!existsSync(WEB_MAIN)) throw new Error('web/dist/main.js missing: run `npm run build -w web` first');
    api = await createTestApp({ redisUrl: undefined });
    const server = api.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    staticRoot = await makeStaticRoot();
  });

  afterAll(async () => {
    await stopProcess(web);
    await api?.close();
    if (staticRoot) await rm(staticRoot, { recursive: true, force: true });
  });

  it('serves a listing page with its title from the API, and its environment holds none of the API\'s secrets', async () => {
    const item = await makeItem(api.dataSource, { name: '【Go】別プロセス確認案件' });
    const port = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: 'https://er.example',
      API_URL: apiUrl,
      STATIC_ROOT: staticRoot,
    };
    expect(Object.keys(env).filter((name) => !WEB_SETTINGS.includes(name))).toEqual([]);
    web = start([WEB_MAIN], env);
    const started = web;
    await until('the web server to listen', () => {
      if (started.child.exitCode !== null) throw new Error(`the web server exited at start:\n${started.output()}`);
      return /listening on port/.test(started.output());
    });

    const page = await get(`http://127.0.0.1:${port}/item/detail/${item.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>【Go】別プロセス確認案件｜案件詳細｜');
    expect(page.text).toContain(`<link rel="canonical" href="https://er.example/item/detail/${item.id}">`);

    const names = environNames(started.child.pid!);
    expect(names.filter(isSecretName)).toEqual([]);
    expect(names.filter((name) => !WEB_SETTINGS.includes(name))).toEqual([]);
  });
});

describe('npm start (scripts/serve.mjs) gives its web server child none of the API\'s settings', () => {
  let serve: Started | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;

  beforeAll(async () => {
    for (const main of [WEB_MAIN, path.join(REPO, 'api', 'dist', 'main.js')]) {
      if (!existsSync(main)) throw new Error(`${path.relative(REPO, main)} missing: run \`npm run build -w ${main.includes('/web/') ? 'web' : 'api'}\` first`);
    }
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'er-serve-'));
  });

  afterAll(async () => {
    await stopProcess(serve);
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the web child answers on PORT (the API behind it), and its environment has no secret while the API\'s has them', async () => {
    const port = await freePort();
    const staticRoot = await makeStaticRoot();
    serve = start([SERVE], {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      API_PORT: String(await freePort()),
      STATIC_ROOT: staticRoot,
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: `er-serve-test-${Date.now().toString(36)}`,
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'noreply@er.example',
      MAIL_DIR: path.join(dir, 'mail'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SEED_ON_START: 'false',
    });
    const started = serve;
    try {
      // Through the web server to the API: both children are up.
      await until(
        'the site to answer',
        async () => {
          if (started.child.exitCode !== null) throw new Error(`serve.mjs exited:\n${started.output()}`);
          return (await get(`http://127.0.0.1:${port}/api/health`).catch(() => ({ status: 0 }))).status === 200;
        },
        120_000,
      );
      const children = execFileSync('ps', ['--ppid', String(started.child.pid), '-o', 'pid=,args='], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line)!)
        .map((m) => ({ pid: Number(m[1]), args: m[2] }));
      const webChild = children.find((c) => c.args.includes('web/dist/main.js'));
      const apiChild = children.find((c) => c.args.includes('api/dist/main.js'));
      expect(webChild).toBeDefined();
      expect(apiChild).toBeDefined();
      expect(environNames(webChild!.pid).filter(isSecretName)).toEqual([]);
      // The API, for contrast, does get them: what the web server lacks is withheld, not missing from the start.
      expect(environNames(apiChild!.pid)).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'REDIS_URL', 'SMTP_URL', 'MAIL_FROM']));
      expect((await get(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      await stopProcess(serve);
      await rm(staticRoot, { recursive: true, force: true });
    }
  });
});
