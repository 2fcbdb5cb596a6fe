// `npm run bench -- --mail-drill [--scenarios 1,2,3] [--outage-seconds 180] [--redispatch-ms 300000]`
// (or `node bench/mail-drill.mjs …`) after `npm run build -w api`.
//
// An operator's fire drill of the mail pipeline at production timings. CI runs the same faults with every wait
// scaled down to seconds (api/test/mail-faults.e2e-spec.ts, mail-crash.e2e-spec.ts); this runs them as deployed,
// with the default MAIL_ATTEMPTS / MAIL_BACKOFF_MS / MAIL_BACKOFF_MAX_MS and nodemailer's own timeouts, so it
// shows that the real backoff and hand-back times deliver every mail, and how long a mail then waits.
//
// It starts the built API (api/dist/main.js) with NODE_ENV=production on a fresh MariaDB database it creates and
// drops (BENCH_MAIL_DRILL_DATABASE_URL, default mysql://root@127.0.0.1:3306/er_mail_drill_<pid>), a redis-server of
// its own on a free port without persistence (`--save "" --appendonly no`: a restart empties it; the shared Redis on
// 6379 is never touched), and an SMTP server (smtp-server) inside this process that it takes away and gives back and
// that records every mail it accepts with its Message-ID. Mail is made through the public API as a visitor makes it:
// general inquiries (/api/front/content-of-contact-post), each one a staff notice and an auto-reply.
//   1. SMTP refuses connections for --outage-seconds (default 180) while 25 inquiries (50 mails) are posted, then
//      comes back: every mail arrives at the next retry of its capped backoff.
//   2. SMTP is there but stuck (accepts connections, never greets) while 10 inquiries (20 mails) are posted, so their
//      jobs wait in Redis; Redis is killed and started again empty; SMTP comes back: every mail arrives once the
//      outbox hands the lost jobs over again (MAIL_REDISPATCH_AFTER_MS, default 5 min; `--redispatch-ms` shortens it).
//   3. SMTP holds its reply to the end of a message; the API is killed (SIGKILL) and started again; SMTP then releases
//      the reply: the mail arrives, and when it arrives twice, both copies carry one Message-ID.
// A mail is known by its recipient and the inquiry it belongs to (each inquiry has its own visitor address; the staff
// notice names it in Reply-To), not by its Message-ID, so a copy sent again under a new Message-ID shows as such.
// Each scenario prints one figures line; the run exits 1 when a mail is lost or arrives twice with different
// Message-IDs. The API's log of each start is kept in a temporary directory (its path is printed).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { createConnection, createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { freePort } from './lib/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// smtp-server and bullmq are the API's own dependencies (its tests' SMTP server, its queue).
const apiRequire = createRequire(resolve(root, 'api/package.json'));
const { SMTPServer } = apiRequire('smtp-server');
const { Queue } = apiRequire('bullmq');

const { values } = parseArgs({
  options: {
    scenarios: { type: 'string', default: '1,2,3' },
    'outage-seconds': { type: 'string', default: '180' },
    // MAIL_REDISPATCH_AFTER_MS for the API; unset: the API's default (300000).
    'redispatch-ms': { type: 'string' },
  },
  strict: false,
});
const scenarios = String(values.scenarios).split(',').map(Number);
if (!scenarios.every((n) => [1, 2, 3].includes(n))) throw new Error(`--scenarios: a comma-separated list of 1, 2 and 3, got "${values.scenarios}"`);
const outageSeconds = Number(values['outage-seconds']);
const redispatchMs = values['redispatch-ms'] === undefined ? 300_000 : Number(values['redispatch-ms']);
// The API's defaults (api/src/config/app-config.ts): the longest a failed mail waits for its next attempt.
const BACKOFF_MAX_MS = 900_000;
// How long a scenario waits for its mails once SMTP is back: a full backoff step plus a hand-back, with room to spare.
const deliveryBoundMs = BACKOFF_MAX_MS + redispatchMs + 120_000;
// Once every mail is sent and the queue is empty nothing can send again; this long more catches a late copy anyway.
const SETTLE_MS = 15_000;
const STAFF = 'staff@drill.example.com';
const QUEUE_PREFIX = 'er-mail-drill';

const databaseUrl = process.env.BENCH_MAIL_DRILL_DATABASE_URL ?? `mysql://root@127.0.0.1:3306/er_mail_drill_${process.pid}`;
const dbName = new URL(databaseUrl).pathname.slice(1);
const logDir = mkdtempSync(join(tmpdir(), 'er-mail-drill-'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);


/** Polls `check` every 500 ms until it returns something truthy; throws after `timeoutMs`. */
async function until(what, check, timeoutMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
    await sleep(500);
  }
}

// ---------------------------------------------------------------------------------------------------
// The SMTP server: up (accepts), refuse (nothing listens), hang (listens, never greets) or hold (accepts every
// message but keeps the final reply until release()).

class DrillSmtp {
  /** Every accepted message: { rcpt, messageId, key, at } (a held one counts from its release). */
  deliveries = [];
  #smtp;
  #hang;
  #hungSockets = new Set();
  #holding = false;
  #held = [];

  constructor(port) {
    this.port = port;
  }

  async up() {
    await this.#closeHang();
    if (this.#smtp) return;
    const smtp = new SMTPServer({
      authOptional: true,
      // nodemailer would upgrade to TLS and then refuse the server's self-signed certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const accept = () => {
            for (const rcpt of session.envelope.rcptTo.map((r) => r.address)) this.deliveries.push({ rcpt, messageId: header(raw, 'Message-ID'), key: mailKey(rcpt, raw), at: Date.now() });
            try {
              callback();
            } catch {
              // The sender is gone (killed): a real server that got the whole message may deliver it all the same.
            }
          };
          if (this.#holding) this.#held.push(accept);
          else accept();
        });
      },
    });
    smtp.on('error', () => undefined);
    await new Promise((r) => smtp.listen(this.port, '127.0.0.1', r));
    this.#smtp = smtp;
  }

  /** refuse: connections are refused (fails an attempt at once); hang: accepted and never greeted (nodemailer's greeting timeout). */
  async down(how) {
    const smtp = this.#smtp;
    this.#smtp = undefined;
    if (smtp) await new Promise((r) => smtp.close(r));
    if (how === 'hang') {
      const hang = createServer((socket) => {
        this.#hungSockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => this.#hungSockets.delete(socket));
      });
      await new Promise((r) => hang.listen(this.port, '127.0.0.1', r));
      this.#hang = hang;
    }
  }

  hold() {
    this.#holding = true;
  }

  get heldCount() {
    return this.#held.length;
  }

  /** Sends the held replies (delivering those messages) and accepts the next ones at once. */
  release() {
    this.#holding = false;
    for (const accept of this.#held.splice(0)) accept();
  }

  async close() {
    this.release();
    await this.down('refuse');
    await this.#closeHang();
  }

  async #closeHang() {
    const hang = this.#hang;
    this.#hang = undefined;
    for (const socket of this.#hungSockets) socket.destroy();
    if (hang) await new Promise((r) => hang.close(r));
  }
}

function header(raw, name) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0];
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1].trim() ?? '';
}

/** Which mail a message is: its recipient and the inquiry's own visitor address (the recipient, or the staff notice's Reply-To). */
function mailKey(rcpt, raw) {
  return rcpt === STAFF ? `staff notice of ${header(raw, 'Reply-To')}` : `auto-reply to ${rcpt}`;
}

// ---------------------------------------------------------------------------------------------------
// Redis of the drill's own, killed and started again empty.

class DrillRedis {
  #child;

  constructor(port) {
    this.port = port;
    this.url = `redis://127.0.0.1:${port}`;
  }

  async start() {
    this.#child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(`redis-server on port ${this.port}`, () => this.#answers(), 10_000);
  }

  async kill() {
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  #answers() {
    return new Promise((res) => {
      const socket = createConnection(this.port, '127.0.0.1');
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        res(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => res(false));
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// The API as deployed: production mode, default mail settings, its log in logDir.

let apiStarts = 0;

async function startApi(port, env) {
  const logFile = join(logDir, `api-${++apiStarts}.log`);
  const out = createWriteStream(logFile);
  // Mail settings the drill does not set come from the API's defaults, whatever this shell exports.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MAIL_')));
  const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, env: { ...inherited, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  await until('the API to answer /api/health', async () => {
    if (child.exitCode !== null) throw new Error(`the API exited at start (log: ${logFile})`);
    try {
      return (await fetch(`${base}/api/health`)).ok;
    } catch {
      return false;
    }
  }, 120_000);
  return {
    base,
    logFile,
    /** SIGKILL: no graceful shutdown, as a crash or the OOM killer. */
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** GET /sanctum/csrf-cookie: the cookies to send back and the token for X-XSRF-TOKEN, as the forms do. */
function csrf(base) {
  return new Promise((res, rej) => {
    httpRequest(`${base}/sanctum/csrf-cookie`, { agent: false }, (r) => {
      r.resume();
      const pairs = (r.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
      const token = pairs.find((p) => /^(__Host-)?XSRF-TOKEN=/.test(p));
      if (!token) return rej(new Error(`no XSRF-TOKEN cookie (status ${r.statusCode})`));
      res({ cookie: pairs.join('; '), token: decodeURIComponent(token.slice(token.indexOf('=') + 1)) });
    })
      .on('error', rej)
      .end();
  });
}

/** Posts one general inquiry from `email` (a staff notice and an auto-reply); throws unless it is stored (201). */
async function postInquiry(base, email) {
  const { cookie, token } = await csrf(base);
  const res = await fetch(`${base}/api/front/content-of-contact-post`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token },
    body: JSON.stringify({
      contact_type: 2,
      name: '山田 太郎',
      name_kana: 'ヤマダ タロウ',
      email,
      tel: '03-1234-5678',
      company_name: '株式会社サンプル',
      body: '受託開発についてご相談があります。詳細をお伺いできますか。',
      agree: true,
      idempotency_key: randomUUID(),
    }),
  });
  if (res.status !== 201) throw new Error(`inquiry from ${email}: ${res.status} ${await res.text()}`);
}

// ---------------------------------------------------------------------------------------------------
// What the outbox and the queue hold.

async function outboxCounts(db) {
  const [rows] = await db.query(
    "SELECT status, SUM(dispatched_at IS NOT NULL) AS dispatched, SUM(send_attempts > 0) AS retried, COUNT(*) AS n FROM outbox GROUP BY status",
  );
  const out = { pending: 0, dispatched: 0, retried: 0, sent: 0, dead: 0, skipped: 0 };
  for (const r of rows) {
    out[r.status] = Number(r.n);
    if (r.status === 'pending') {
      out.dispatched = Number(r.dispatched);
      out.retried = Number(r.retried);
    }
  }
  return out;
}

async function queueCounts(queue) {
  const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
  return Object.values(c).reduce((a, b) => a + b, 0);
}

/**
 * Waits until every expected mail has arrived, every outbox row is final and the queue is empty; then SETTLE_MS
 * more. Past deliveryBoundMs it stops waiting: what has not arrived by then counts as lost.
 */
async function settle(ctx, expectedKeys) {
  let lastReport = 0;
  const settled = await until('every mail', async () => {
    const arrived = new Set(ctx.smtp.deliveries.map((d) => d.key));
    const missing = expectedKeys.filter((k) => !arrived.has(k)).length;
    const outbox = await outboxCounts(ctx.db);
    const queued = await queueCounts(ctx.queue).catch(() => NaN);
    if (Date.now() - lastReport > 30_000) {
      lastReport = Date.now();
      log(`  ${expectedKeys.length - missing}/${expectedKeys.length} arrived; outbox pending ${outbox.pending} (dispatched ${outbox.dispatched}, after a failed attempt ${outbox.retried}), sent ${outbox.sent}, dead ${outbox.dead}; jobs in Redis ${queued}`);
    }
    return missing === 0 && outbox.pending === 0 && queued === 0;
  }, deliveryBoundMs).catch((error) => log(`  ${error.message}`));
  if (settled) await sleep(SETTLE_MS);
}

/** The figures line of a scenario; returns whether it passed (no mail lost, no copy under another Message-ID). */
function figures(name, ctx, expectedKeys, smtpBackAt, deliveriesBefore) {
  const deliveries = ctx.smtp.deliveries.slice(deliveriesBefore);
  const byKey = new Map();
  for (const d of deliveries) byKey.set(d.key, [...(byKey.get(d.key) ?? []), d]);
  const lost = expectedKeys.filter((k) => !byKey.has(k));
  const unexpected = [...byKey.keys()].filter((k) => !expectedKeys.includes(k));
  const copies = [...byKey.values()].filter((list) => list.length > 1);
  const newId = copies.filter((list) => new Set(list.map((d) => d.messageId)).size > 1);
  const messageIds = new Set(deliveries.map((d) => d.messageId));
  const last = Math.max(...deliveries.map((d) => d.at));
  const line = [
    `scenario ${name}:`,
    `${expectedKeys.length} mails posted,`,
    `${byKey.size - unexpected.length} delivered (${deliveries.length} messages),`,
    `${copies.length} duplicates (${newId.length} with a different Message-ID),`,
    `${messageIds.size} distinct Message-IDs,`,
    `SMTP back → last delivery ${smtpBackAt === undefined || !deliveries.length ? '–' : `${((last - smtpBackAt) / 1000).toFixed(1)} s`},`,
    `${lost.length} lost`,
  ].join(' ');
  console.log(line);
  for (const k of lost) console.log(`  lost: ${k}`);
  for (const k of unexpected) console.log(`  not posted by this scenario: ${k}`);
  for (const list of newId) console.log(`  sent again under another Message-ID: ${list[0].key} (${list.map((d) => d.messageId).join(', ')})`);
  return { line, ok: lost.length === 0 && newId.length === 0 };
}

const inquiryKeys = (emails) => emails.flatMap((e) => [`staff notice of ${e}`, `auto-reply to ${e}`]);
const visitors = (scenario, n) => Array.from({ length: n }, (_, i) => `drill-${scenario}-${String(i + 1).padStart(2, '0')}@example.com`);

// ---------------------------------------------------------------------------------------------------
// The scenarios.

/** 1: SMTP refuses connections for outageSeconds while 50 mails are made; then it is back. */
async function smtpOutage(ctx) {
  const emails = visitors('outage', 25);
  const before = ctx.smtp.deliveries.length;
  await ctx.smtp.down('refuse');
  const downAt = Date.now();
  log(`1. SMTP down (connections refused) for ${outageSeconds} s; posting 25 inquiries (50 mails)`);
  for (const e of emails) await postInquiry(ctx.api.base, e);
  await sleep(Math.max(0, downAt + outageSeconds * 1000 - Date.now()));
  const outbox = await outboxCounts(ctx.db);
  log(`   after ${outageSeconds} s down: ${ctx.smtp.deliveries.length - before} delivered, outbox pending ${outbox.pending} (${outbox.retried} after a failed attempt), dead ${outbox.dead}; SMTP back`);
  await ctx.smtp.up();
  const backAt = Date.now();
  await settle(ctx, inquiryKeys(emails));
  return figures(`1 (SMTP down ${outageSeconds} s)`, ctx, inquiryKeys(emails), backAt, before);
}

/** 2: jobs waiting in Redis when it restarts empty. */
async function redisRestart(ctx) {
  const emails = visitors('redis', 10);
  const before = ctx.smtp.deliveries.length;
  // A refused connection fails an attempt in milliseconds and a failed job leaves Redis at once; a server that
  // is there but stuck holds the worker (nodemailer's greeting timeout, 30 s) while the other jobs wait in Redis.
  await ctx.smtp.down('hang');
  log('2. SMTP stuck (connections accepted, never greeted); posting 10 inquiries (20 mails)');
  for (const e of emails) await postInquiry(ctx.api.base, e);
  const inRedis = await until('the 20 jobs in Redis', async () => {
    const outbox = await outboxCounts(ctx.db);
    const queued = await queueCounts(ctx.queue);
    return outbox.pending === 20 && outbox.dispatched === 20 && queued === 20 && queued;
  }, 60_000);
  log(`   ${inRedis} jobs in Redis, every outbox row dispatched; killing Redis and starting it again empty`);
  await ctx.redis.kill();
  await ctx.redis.start();
  log(`   Redis back, holding ${await queueCounts(ctx.queue)} jobs; SMTP back (MAIL_REDISPATCH_AFTER_MS ${redispatchMs})`);
  await ctx.smtp.up();
  const backAt = Date.now();
  await settle(ctx, inquiryKeys(emails));
  return figures('2 (Redis restarted empty)', ctx, inquiryKeys(emails), backAt, before);
}

/** 3: the API killed while the SMTP server holds its reply to a message. */
async function crashMidSend(ctx) {
  const emails = visitors('crash', 1);
  const before = ctx.smtp.deliveries.length;
  ctx.smtp.hold();
  log('3. SMTP holds its reply to the end of each message; posting 1 inquiry (2 mails)');
  await postInquiry(ctx.api.base, emails[0]);
  await until('a message held by the SMTP server', () => ctx.smtp.heldCount > 0, 60_000);
  log('   a message is held; SIGKILL the API, start it again');
  await ctx.api.kill();
  ctx.api = await startApi(ctx.apiPort, ctx.env);
  log(`   API back (log ${ctx.api.logFile}); SMTP releases ${ctx.smtp.heldCount} held reply(ies) (the first sender is gone, its message counts as delivered)`);
  ctx.smtp.release();
  const backAt = Date.now();
  await settle(ctx, inquiryKeys(emails));
  return figures('3 (API killed mid-send)', ctx, inquiryKeys(emails), backAt, before);
}

// ---------------------------------------------------------------------------------------------------

const server = await mysql.createConnection({ uri: databaseUrl.replace(/\/[^/]*$/, '/') });
await server.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
const redis = new DrillRedis(await freePort());
const smtp = new DrillSmtp(await freePort());
const apiPort = await freePort();
const env = {
  NODE_ENV: 'production',
  ALLOW_HTTP_APP_URL: 'true',
  APP_URL: `http://localhost:${apiPort}`,
  HOST: '127.0.0.1',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  DATABASE_URL: databaseUrl,
  SEED_ON_START: 'false',
  REDIS_URL: redis.url,
  QUEUE_PREFIX,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  STAFF_MAIL_TO: STAFF,
  // Every inquiry comes from this machine's one address: the per-address form limit (5 per 10 minutes) would refuse most.
  CONTACT_RATE_LIMIT: '10000',
  SAVED_SEARCH_DIGEST_HOUR: 'off',
  // One process relays and sends, as the drill's scenarios (scenario 3 kills the API mid-send) are written for;
  // with REDIS_URL and DATABASE_URL the default would leave the jobs to a worker process.
  JOBS_IN_API: 'true',
  ...(values['redispatch-ms'] === undefined ? {} : { MAIL_REDISPATCH_AFTER_MS: String(redispatchMs) }),
};
const results = [];
let ctx;
try {
  await redis.start();
  await smtp.up();
  const db = await mysql.createConnection({ uri: databaseUrl });
  const queue = new Queue('mail', { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null }, prefix: QUEUE_PREFIX });
  queue.on('error', () => undefined);
  ctx = { db, queue, redis, smtp, apiPort, env, api: await startApi(apiPort, env) };
  console.log(
    `mail drill: NODE_ENV=production, default MAIL_ATTEMPTS (200), MAIL_BACKOFF_MS (10 s), MAIL_BACKOFF_MAX_MS (15 min), MAIL_REDISPATCH_AFTER_MS ${redispatchMs} ms${values['redispatch-ms'] === undefined ? ' (default)' : ' (--redispatch-ms)'}, nodemailer's default timeouts; MariaDB ${dbName}, redis-server :${redis.port} without persistence, SMTP :${smtp.port}; API logs in ${logDir}`,
  );
  const run = { 1: smtpOutage, 2: redisRestart, 3: crashMidSend };
  for (const n of scenarios) {
    const started = Date.now();
    results.push(await run[n](ctx));
    log(`   scenario ${n} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await ctx?.api.kill();
  await ctx?.queue.close().catch(() => undefined);
  await ctx?.db.end().catch(() => undefined);
  await smtp.close();
  await redis.kill();
  await server.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await server.end();
}
console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
for (const r of results) console.log(r.line);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `${failed} scenario(s) lost mail or sent one again under another Message-ID` : 'every mail delivered; none twice under different Message-IDs');
process.exit(failed ? 1 : 0);
