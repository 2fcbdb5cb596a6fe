// `npm run bench -- --db-pool [--pool-sizes 5,10,20,40] [--connections 200] [--duration 10] [--items 10000]`
// (or `node bench/db-pool.mjs …`) after `npm run build -w api`.
//
// The database-backed calls under many connections, per MariaDB pool size (DB_POOL_SIZE): which size to default
// to. Seeds BENCH_DB_POOL_DATABASE_URL (default mysql://root@127.0.0.1:3306/er_bench_db_pool) once with N
// listings (the seed CLI) and --members members with --shortlist listings each on their shortlist, then for
// each pool size starts the built API as deployed (NODE_ENV=production, response replay on, no Redis) with
// DB_POOL_SIZE set and, with --connections concurrent keep-alive clients for --duration seconds each, asks:
//   detail    — listing details (/api/front/item/get-item-detail/:id), distinct ids in a fixed shuffled order
//               (none asked twice, so the response replay never answers: every one reads MariaDB);
//   shortlist — a member's shortlist cards (/api/front/item/get-consider-item-list), the members in turn, each
//               with a bearer token a login would have issued (the session check reads MariaDB too);
//   search    — keyword searches (answered by the in-memory search index, not MariaDB): the control.
// Prints, per pool size and scenario, answers per second, exact latency percentiles, non-200 answers (503 =
// no pooled connection within DB_POOL_ACQUIRE_TIMEOUT_MS), the machine's load, and MariaDB's max_connections. A
// size listed twice (`--pool-sizes 10,20,40,10,20,40`) is measured twice, interleaved. Figures are printed,
// never asserted: bench/results keeps them.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { ensureSeeded } from './lib/database.mjs';
import { freePort } from './lib/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values } = parseArgs({
  options: {
    'pool-sizes': { type: 'string', default: '5,10,20,40' },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    items: { type: 'string', default: '10000' },
    members: { type: 'string', default: '200' },
    shortlist: { type: 'string', default: '20' },
    only: { type: 'string', default: 'detail,shortlist,search' },
    timeout: { type: 'string', default: '30000' },
  },
  strict: false,
});
const poolSizes = String(values['pool-sizes']).split(',').map(Number);
const connections = Number(values.connections);
const duration = Number(values.duration);
const items = Number(values.items);
const members = Number(values.members);
const perShortlist = Number(values.shortlist);
const timeoutMs = Number(values.timeout);
const only = String(values.only).split(',');
const databaseUrl = process.env.BENCH_DB_POOL_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/er_bench_db_pool';
const { tokenSignOptions } = require(resolve(root, 'api/dist/modules/auth/session-tokens'));
const { mulberry32 } = require(resolve(root, 'api/dist/database/seed/prng.js'));
const jwt = require(resolve(root, 'node_modules/jsonwebtoken'));


/** The listings (seed CLI) once, then the bench members and their shortlists (replaced on every run). */
async function ensureMembers() {
  await ensureSeeded(databaseUrl, items);
  const conn = await mysql.createConnection({ uri: databaseUrl });
  try {
    await conn.query("DELETE consider_items FROM consider_items JOIN members ON members.id = consider_items.member_id WHERE members.email LIKE 'bench-pool-%'");
    await conn.query("DELETE FROM members WHERE email LIKE 'bench-pool-%'");
    const columns = ['email', 'password_hash', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'auth_state', 'created_at', 'updated_at'];
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const rows = Array.from({ length: members }, (_, i) => [`bench-pool-${i}@example.com`, 'x', '佐藤', '太郎', 'サトウ', 'タロウ', 1, now, now]);
    await conn.query(`INSERT INTO members (${columns.join(', ')}) VALUES ?`, [rows]);
    const [memberRows] = await conn.query("SELECT id, token_version FROM members WHERE email LIKE 'bench-pool-%' ORDER BY id");
    const [itemRows] = await conn.query('SELECT id FROM items WHERE deleted_at IS NULL ORDER BY id');
    const random = mulberry32(7);
    const shortlists = memberRows.flatMap((m) => {
      const chosen = new Set();
      while (chosen.size < Math.min(perShortlist, itemRows.length)) chosen.add(itemRows[Math.floor(random() * itemRows.length)].id);
      return [...chosen].map((itemId) => [m.id, itemId, now]);
    });
    if (shortlists.length) await conn.query('INSERT INTO consider_items (member_id, item_id, created_at) VALUES ?', [shortlists]);
    return { memberRows, itemIds: itemRows.map((r) => r.id) };
  } finally {
    await conn.end();
  }
}


async function startApi(secret, poolSize) {
  const port = await freePort();
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_HTTP_APP_URL: 'true',
      JWT_SECRET: secret,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DB_POOL_SIZE: String(poolSize),
      SEED_ON_START: 'false',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      SMTP_URL: '',
      SAVED_SEARCH_DIGEST_HOUR: 'off',
      // All the load comes from one address: every request is counted as in production, none refused.
      REQUEST_RATE_LIMIT: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error('API exited at start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        const stop = () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGKILL'))));
        return { base, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('API did not start');
}

function get(agent, base, path, headers) {
  return new Promise((done) => {
    const started = process.hrtime.bigint();
    const finish = (status) => done({ status, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const req = httpRequest(`${base}${path}`, { agent, headers, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => finish(res.statusCode));
      res.on('error', () => finish(0));
    });
    req.on('timeout', () => {
      req.destroy();
      finish('timeout');
    });
    req.on('error', () => finish(0));
    req.end();
  });
}

/** `connections` clients, each asking `next()` until the time is over. */
async function measure(base, next) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  const statuses = {};
  const started = Date.now();
  const deadline = started + duration * 1000;
  const client = async () => {
    while (Date.now() < deadline) {
      const { path, headers } = next();
      const { status, ms } = await get(agent, base, path, headers);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) times.push(ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return { seconds: (Date.now() - started) / 1000, times, statuses };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function row(poolSize, scenario, m) {
  const sorted = Float64Array.from(m.times).sort();
  const ms = (v) => (Number.isNaN(v) ? '–' : Math.round(v * 10) / 10);
  const other = Object.entries(m.statuses).filter(([s]) => s !== '200');
  return {
    pool: poolSize,
    scenario,
    'ok/s': Math.round((m.times.length / m.seconds) * 10) / 10,
    'p50 ms': ms(percentile(sorted, 50)),
    'p95 ms': ms(percentile(sorted, 95)),
    'p99 ms': ms(percentile(sorted, 99)),
    'not 200': other.length ? other.map(([s, n]) => `${s}×${n}`).join(' ') : 0,
    // The machine's 1-minute load when the scenario ended: figures taken above the core count are contended.
    load: Math.round(loadavg()[0] * 10) / 10,
  };
}

const { memberRows, itemIds } = await ensureMembers();
const secret = randomBytes(48).toString('base64url');
const { algorithm, issuer, audience, expiresIn } = tokenSignOptions('member', 3600);
const bearers = memberRows.map((m) => ({ Authorization: `Bearer ${jwt.sign({ sub: m.id, kind: 'member', ver: m.token_version }, secret, { algorithm, issuer, audience, expiresIn })}` }));
const shuffledIds = (() => {
  const random = mulberry32(1);
  const ids = [...itemIds];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids;
})();
const WORDS = ['Java', 'PHP', 'Go', 'React', 'AWS', 'Python', 'TypeScript', 'Ruby', 'インフラ', 'リモート'];

const probe = await mysql.createConnection({ uri: databaseUrl });
const [[maxConnections]] = await probe.query("SHOW VARIABLES LIKE 'max_connections'");
await probe.end();
console.log(`MariaDB max_connections=${maxConnections.Value}; ${cpus().length} cores; ${connections} connections, ${duration} s per scenario, ${items} listings, ${members} members × ${perShortlist} shortlisted`);

const rows = [];
for (const poolSize of poolSizes) {
  const api = await startApi(secret, poolSize);
  try {
    // Warm-up: the prepared statements and the pool's first connections.
    for (let i = 0; i < 20; i++) await get(undefined, api.base, `/api/front/item/get-item-detail/${itemIds[i]}`, {});
    let detailAt = 0;
    let memberAt = 0;
    let wordAt = 0;
    const scenarios = {
      detail: () => ({ path: `/api/front/item/get-item-detail/${shuffledIds[detailAt++ % shuffledIds.length]}`, headers: {} }),
      shortlist: () => ({ path: '/api/front/item/get-consider-item-list', headers: bearers[memberAt++ % bearers.length] }),
      search: () => ({ path: `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent(WORDS[wordAt % WORDS.length])}&page=${(Math.floor(wordAt++ / WORDS.length) % 5) + 1}`, headers: {} }),
    };
    for (const name of only) {
      const result = row(poolSize, name, await measure(api.base, scenarios[name]));
      rows.push(result);
      console.log(JSON.stringify(result));
    }
  } finally {
    await api.stop();
  }
}
console.table(rows);
