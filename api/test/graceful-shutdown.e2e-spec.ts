// Issue 9 "Graceful shutdown": SIGTERM during a request and during a mail job. Runs the compiled entry
// point (`npm run build -w api` first; npm test builds before testing) as its own process with the
// embedded SQLite database, the in-process queue and a fake SMTP server that is slow to accept a message.
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { csrf, fakeSmtpServer, postJson, startApi, until, type RunningApi } from './support/api-process';
import { validContact } from './support/factories';

/** How long the fake SMTP server waits before its final 250 after DATA: a job still running at SIGTERM. */
const SMTP_ACCEPT_DELAY_MS = 1_500;

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
    smtp = await fakeSmtpServer(() => SMTP_ACCEPT_DELAY_MS);
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
