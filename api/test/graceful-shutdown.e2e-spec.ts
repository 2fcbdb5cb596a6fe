// Issue 9 "Graceful shutdown": SIGTERM during a request and during a mail job. Runs the compiled entry
// point (`npm run build -w api` first; npm test builds before testing) as its own process with the
// embedded SQLite database, the in-process queue and a fake SMTP server that is slow to accept a message.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { validContact } from './support/factories';

const MAIN = path.resolve(__dirname, '../dist/main.js');
/** How long the fake SMTP server waits before its final 250 after DATA: a job still running at SIGTERM. */
const SMTP_ACCEPT_DELAY_MS = 1_500;

/** Polls `check` every 20 ms until it returns something truthy. */
async function until<T>(what: string, check: () => T | undefined | null | false | Promise<T | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface SmtpSession {
  dataCommand: boolean;
  message: string;
  /** The final 250 went out on a connection the client still held open (a client cut mid-job never gets it). */
  accepted: boolean;
  /** The connection is gone (nodemailer closes it after the 250 without QUIT, or it was cut). */
  ended: boolean;
}

/** Just enough SMTP for nodemailer (no TLS, no auth); answers the end of DATA after SMTP_ACCEPT_DELAY_MS. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; sessions: SmtpSession[] }> {
  const sessions: SmtpSession[] = [];
  const server = createServer((socket: Socket) => {
    const session: SmtpSession = { dataCommand: false, message: '', accepted: false, ended: false };
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
          setTimeout(() => {
            if (closed) return;
            session.accepted = true;
            socket.write('250 2.0.0 queued\r\n');
          }, SMTP_ACCEPT_DELAY_MS);
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

interface RunningApi {
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited: () => boolean;
}

async function startApi(dir: string, smtpPort: number, extraEnv: Record<string, string> = {}): Promise<RunningApi> {
  if (!existsSync(MAIN)) throw new Error('api/dist/main.js missing: run `npm run build -w api` first');
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      LOG_LEVEL: 'log',
      SEED_ON_START: 'false',
      SQLITE_PATH: path.join(dir, 'db.sqlite'),
      MAIL_DIR: path.join(dir, 'mail'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_ATTEMPTS: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const api: RunningApi = { child, port, output: () => output, exit, exited: () => done };
  await until('the API to listen', () => {
    if (done) throw new Error(`the API exited at start:\n${output}`);
    return /listening on port/.test(output);
  });
  return api;
}

/** GET /sanctum/csrf-cookie: every cookie it set (the token cookie and any session cookie) and the header to echo. */
function csrf(port: number): Promise<{ cookie: string; token: string }> {
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

function postJson(port: number, url: string, body: unknown, auth: { cookie: string; token: string }): Promise<{ status: number; body: string }> {
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

/** Resolves true when a new connection to the port is refused (the server stopped accepting). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

/** An HTTP/1.1 response read off a raw socket: status, headers, body (by Content-Length). */
function parseResponse(raw: Buffer): { status: number; headers: Record<string, string>; body: string } | null {
  const text = raw.toString('latin1');
  // Skip a 100 Continue (asked for with Expect) in front of the real answer.
  const start = text.startsWith('HTTP/1.1 100') ? text.indexOf('\r\n\r\n') + 4 : 0;
  const headEnd = text.indexOf('\r\n\r\n', start);
  if (headEnd < 0) return null;
  const [statusLine, ...lines] = text.slice(start, headEnd).split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const length = Number(headers['content-length'] ?? NaN);
  const body = raw.subarray(headEnd + 4);
  if (!(body.length >= length)) return null;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length).toString('utf8') };
}

describe('graceful shutdown (compiled API, SIGTERM)', () => {
  let dir: string;
  let smtp: Awaited<ReturnType<typeof fakeSmtpServer>>;
  let api: RunningApi | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'er-shutdown-'));
    smtp = await fakeSmtpServer();
  });

  afterEach(async () => {
    if (api && !api.exited()) {
      api.child.kill('SIGKILL');
      await api.exit;
    }
    api = undefined;
    await new Promise((resolve) => smtp.server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a request still being sent when SIGTERM arrives twice (Ctrl-C under npm start), then exits 0', async () => {
    api = await startApi(dir, smtp.port);
    const { port } = api;
    const auth = await csrf(port);
    const body = Buffer.from(JSON.stringify(validContact()));
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let socketClosed = false;
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on('close', () => (socketClosed = true));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/front/content-of-contact-validation HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        `Cookie: ${auth.cookie}`,
        `X-XSRF-TOKEN: ${auth.token}`,
        'Expect: 100-continue', // the server's "100 Continue" tells us it has the headers: the request is in flight
        '',
        '',
      ].join('\r\n'),
    );
    await until('100 Continue', () => received.toString('latin1').startsWith('HTTP/1.1 100'));
    socket.write(body.subarray(0, 40));

    api.child.kill('SIGTERM');
    await until('the API to stop accepting connections', () => refusesConnections(port));
    api.child.kill('SIGTERM'); // the second signal of a process-group Ctrl-C under npm start
    const running = api;
    await until('the second SIGTERM to be handled', () => running.exited() || /ignored/.test(running.output()));

    socket.write(body.subarray(40));
    const response = await until('the response', () => parseResponse(received) ?? (socketClosed && { status: 0, headers: {}, body: `connection closed after ${received.length} bytes` }));
    expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: JSON.stringify({ valid: true }) });
    await expect(running.exit).resolves.toEqual({ code: 0, signal: null });
    socket.destroy();
  });

  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  it.each([
    ['the in-process queue', {}],
    ['BullMQ', { REDIS_URL: redisUrl, QUEUE_PREFIX: `er-test-shutdown-${Date.now().toString(36)}` }],
  ])('lets a mail job being sent over SMTP finish when SIGTERM arrives, then exits 0 (%s)', async (_queue, extraEnv) => {
    api = await startApi(dir, smtp.port, extraEnv);
    const auth = await csrf(api.port);
    const res = await postJson(api.port, '/dev/mail/test', { to: 'shutdown@example.com' }, auth);
    expect(res.status).toBe(202);
    const session = await until('the SMTP server to get DATA', () => smtp.sessions.find((s) => s.dataCommand));

    api.child.kill('SIGTERM');
    await expect(api.exit).resolves.toEqual({ code: 0, signal: null });
    await until('the SMTP connection to end', () => session.ended);
    expect(session.message).toMatch(/^To: shutdown@example\.com$/m);
    expect(session.accepted).toBe(true);
    expect(smtp.sessions.filter((s) => s.accepted)).toHaveLength(1);
  });
});
