// The compiled API (dist/main.js; `npm run build -w api` first, npm test builds before testing) as a process
// of its own, with the embedded SQLite database in `dir`, the in-process queue unless REDIS_URL is given, and
// a fake SMTP server whose reply to a message the test controls: for tests that signal or kill the process.
// The compiled worker (dist/worker.js) likewise, beside an API on a shared MariaDB and Redis.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import * as path from 'node:path';
import { freePort } from './own-redis';

const MAIN = path.resolve(__dirname, '../../dist/main.js');
const WORKER = path.resolve(__dirname, '../../dist/worker.js');

/** Polls `check` every 20 ms until it returns something truthy. */
export async function until<T>(what: string, check: () => T | undefined | null | false | Promise<T | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}


export interface SmtpSession {
  dataCommand: boolean;
  message: string;
  /** The final 250 went out on a connection the client still held open (a client cut mid-job never gets it). */
  accepted: boolean;
  /** The connection is gone (nodemailer closes it after the 250 without QUIT, or it was cut). */
  ended: boolean;
}

/**
 * Just enough SMTP for nodemailer (no TLS, no auth); answers the end of DATA after `acceptDelayMs(session
 * number)` ms (0-based; Infinity: never — a server holding its reply while the sender dies).
 */
export function fakeSmtpServer(acceptDelayMs: (n: number) => number): Promise<{ server: Server; port: number; sessions: SmtpSession[] }> {
  const sessions: SmtpSession[] = [];
  const server = createServer((socket: Socket) => {
    const session: SmtpSession = { dataCommand: false, message: '', accepted: false, ended: false };
    const delay = acceptDelayMs(sessions.length);
    sessions.push(session);
    let buffer = '';
    let inData = false;
    let closed = false;
    socket.on('close', () => {
      closed = true;
      session.ended = true;
    });
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    socket.write('220 fake-smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          session.message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (Number.isFinite(delay)) {
            setTimeout(() => {
              if (closed) return;
              session.accepted = true;
              socket.write('250 2.0.0 queued\r\n');
            }, delay);
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else if (verb === 'DATA') {
          session.dataCommand = true;
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, sessions })));
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited: () => boolean;
}

export interface RunningApi extends RunningProcess {
  port: number;
}

/** The settings both entry points get: the embedded database and mail files in `dir`, SMTP on `smtpPort`. */
function baseEnv(dir: string, smtpPort: number): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'log',
    SEED_ON_START: 'false',
    SQLITE_PATH: path.join(dir, 'db.sqlite'),
    MAIL_DIR: path.join(dir, 'mail'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_ATTEMPTS: '1',
  };
}

/** Spawns a compiled entry point and resolves once its output matches `ready` (rejects if it exits first). */
async function spawnEntry(entry: string, env: Record<string, string | undefined>, ready: RegExp, what: string): Promise<RunningProcess> {
  if (!existsSync(entry)) throw new Error(`${path.relative(path.resolve(__dirname, '../..'), entry)} missing: run \`npm run build -w api\` first`);
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let done = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    }),
  );
  const running: RunningProcess = { child, output: () => output, exit, exited: () => done };
  await until(what, () => {
    if (done) throw new Error(`${what}: exited at start:\n${output}`);
    return ready.test(output);
  });
  return running;
}

export async function startApi(dir: string, smtpPort: number, extraEnv: Record<string, string> = {}): Promise<RunningApi> {
  const port = await freePort();
  const api = await spawnEntry(MAIN, { ...baseEnv(dir, smtpPort), PORT: String(port), ...extraEnv }, /listening on port/, 'the API to listen');
  return { ...api, port };
}

/**
 * The compiled worker (dist/worker.js) with the same settings as startApi's; it needs REDIS_URL and
 * DATABASE_URL in `extraEnv`. Resolves once it runs its jobs.
 */
export function startWorker(dir: string, smtpPort: number, extraEnv: Record<string, string> = {}): Promise<RunningProcess> {
  return spawnEntry(WORKER, { ...baseEnv(dir, smtpPort), ...extraEnv }, /running the background work/, 'the worker to run its jobs');
}

/** GET /sanctum/csrf-cookie: every cookie it set (the token cookie and any session cookie) and the header to echo. */
export function csrf(port: number): Promise<{ cookie: string; token: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/sanctum/csrf-cookie', agent: false }, (res) => {
      res.resume();
      const pairs = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
      const token = pairs.find((p) => p.startsWith('XSRF-TOKEN='));
      if (!token) return reject(new Error(`no XSRF-TOKEN cookie (status ${res.statusCode})`));
      resolve({ cookie: pairs.join('; '), token: decodeURIComponent(token.slice('XSRF-TOKEN='.length)) });
    })
      .on('error', reject)
      .end();
  });
}

export function postJson(port: number, url: string, body: unknown, auth: { cookie: string; token: string }): Promise<{ status: number; body: string }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length, Cookie: auth.cookie, 'X-XSRF-TOKEN': auth.token },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

