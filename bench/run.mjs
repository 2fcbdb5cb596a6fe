// `npm run bench [-- --items 100000 --duration 10 --connections 32]`
// Seeds MariaDB (BENCH_DATABASE_URL, default mysql://root@127.0.0.1:3306/er_bench) with N listings once,
// starts the built API against it, and measures each endpoint with autocannon on loopback: once as
// deployed (PUBLIC_CACHE_SECONDS default, the micro-cache on) and once with the response cache off, so
// the cost of a live answer is printed too. Then a bare node:http + mysql2 server answers the same
// keyword query (and the newest-listings query) as the baseline, and our/baseline ratios are printed.
// Latency percentiles are exact (every response time is kept), not read off a histogram.
// Figures are printed, never asserted: performance is tracked in the README, not by timed tests.
// `npm run bench -- --fuzz 100000` runs the API fuzz test at that size instead (bench/fuzz.mjs).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    // `--fuzz 100000 [--seed 42]`: the API fuzz test at that size instead of the benchmark (bench/fuzz.mjs).
    fuzz: { type: 'string' },
    seed: { type: 'string' },
  },
});
if (values.fuzz !== undefined) {
  const { runFuzz } = await import('./fuzz.mjs');
  process.exit(await runFuzz({ runs: Number(values.fuzz), seed: values.seed === undefined ? undefined : Number(values.seed) }));
}
const items = Number(values.items);
const duration = Number(values.duration);
const connections = Number(values.connections);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/er_bench';

function freePort() {
  return new Promise((res) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

function run(cmd, args, env) {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? res() : rej(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

async function ensureSeeded() {
  const url = new URL(databaseUrl);
  const dbName = url.pathname.slice(1);
  const server = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  await server.query(`CREATE DATABASE IF NOT EXISTS \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  let count = -1;
  try {
    const [rows] = await server.query(`SELECT COUNT(*) AS n FROM \`${dbName}\`.items`);
    count = Number(rows[0].n);
  } catch {
    // no schema yet
  }
  await server.end();
  if (count === items) {
    console.log(`既存のベンチマーク用データを使います (${items} 件)`);
    return;
  }
  console.log(`ベンチマーク用データを投入しています (${items} 件)…`);
  const started = Date.now();
  await run(process.execPath, ['api/dist/database/seed/seed.cli.js', '--items', String(items), '--reset'], { DATABASE_URL: databaseUrl });
  console.log(`投入完了 ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function startApi(extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64url'), PORT: String(port), DATABASE_URL: databaseUrl, SEED_ON_START: 'false', LOG_LEVEL: 'warn', REDIS_URL: '', SMTP_URL: '', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return { base, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('API did not start');
}

/** The open-listing condition and the keyword match a hand-written server would use (LIKE, as the API does). */
const OPEN = 'i.status = 1 AND i.published_at IS NOT NULL AND i.deleted_at IS NULL';
const KEYWORD_MATCH =
  "(LOWER(i.name) COLLATE utf8mb4_bin LIKE ? OR LOWER(i.detail) COLLATE utf8mb4_bin LIKE ? OR LOWER(i.must_have_requirements) COLLATE utf8mb4_bin LIKE ?" +
  " OR LOWER(i.nice_to_have_requirements) COLLATE utf8mb4_bin LIKE ?" +
  " OR EXISTS (SELECT 1 FROM item_tags it JOIN tags t ON t.id = it.tag_id WHERE it.item_id = i.id AND t.deleted_at IS NULL AND LOWER(t.term) COLLATE utf8mb4_bin LIKE ?))";

/**
 * The baseline: node:http + mysql2 and no framework, answering
 *   /search?keyword=w  with the page of 20 newest matching open listings (card columns) and the total,
 *   /new               with the 20 newest open listings,
 * straight from MariaDB on every request (what a minimal hand-written server would do).
 */
async function startBaseline() {
  const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 10 });
  const server = createHttpServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://baseline');
      let body;
      if (url.pathname === '/search') {
        const like = `%${(url.searchParams.get('keyword') ?? '').toLowerCase()}%`;
        const args = [like, like, like, like, like];
        const [[items], [[count]]] = await Promise.all([
          pool.query(
            `SELECT i.id, i.name, i.rate_detail, i.area_detail, i.must_have_requirements, i.published_at FROM items i WHERE ${OPEN} AND ${KEYWORD_MATCH} ORDER BY i.published_at DESC, i.id DESC LIMIT 20`,
            args,
          ),
          pool.query(`SELECT COUNT(*) AS total FROM items i WHERE ${OPEN} AND ${KEYWORD_MATCH}`, args),
        ]);
        body = { items, total: Number(count.total) };
      } else {
        const [items] = await pool.query(`SELECT i.id, i.name, i.rate_detail, i.area_detail, i.must_have_requirements, i.published_at FROM items i WHERE ${OPEN} ORDER BY i.published_at DESC LIMIT 20`);
        body = { items };
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    } catch {
      res.writeHead(503).end(); // requests still in flight while the run shuts down
    }
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${port}`, stop: async () => { server.closeAllConnections(); await new Promise((r) => server.close(r)); await pool.end(); } };
}

/** Runs autocannon and keeps every response time, for exact percentiles. */
function measure(url) {
  const times = [];
  return new Promise((res, rej) => {
    const instance = autocannon({ url, connections, duration }, (error, result) => (error ? rej(error) : res({ result, times })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function row(name, { result, times }) {
  const sorted = Float64Array.from(times).sort();
  const ms = (v) => Math.round(v * 10) / 10;
  return {
    name,
    'p50 ms': ms(percentile(sorted, 50)),
    'p95 ms': ms(percentile(sorted, 95)),
    'p99 ms': ms(percentile(sorted, 99)),
    'req/s': Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** An open listing near the middle of the table, for the item-detail scenario. */
async function openListingId() {
  const conn = await mysql.createConnection({ uri: databaseUrl });
  try {
    const [rows] = await conn.query('SELECT id FROM items WHERE status = 1 AND deleted_at IS NULL ORDER BY id LIMIT 1 OFFSET ?', [Math.floor(items / 2)]);
    return rows[0]?.id ?? 1;
  } finally {
    await conn.end();
  }
}

/** The tag with the most open listings: the heaviest tag page. */
async function popularTagId() {
  const conn = await mysql.createConnection({ uri: databaseUrl });
  try {
    const [rows] = await conn.query(
      'SELECT it.tag_id AS id FROM item_tags it JOIN items i ON i.id = it.item_id WHERE i.status = 1 AND i.deleted_at IS NULL GROUP BY it.tag_id ORDER BY COUNT(*) DESC LIMIT 1',
    );
    return rows[0]?.id ?? 1;
  } finally {
    await conn.end();
  }
}

/** Each scenario once: the first request's time is the cold figure (empty caches), then the measured run. */
async function runScenarios(scenarios) {
  const rows = [];
  for (const [name, url] of scenarios) {
    const started = Date.now();
    await fetch(url, { signal: AbortSignal.timeout(120_000) }).then((r) => r.arrayBuffer());
    const cold = Date.now() - started;
    rows.push({ ...row(name, await measure(url)), 'cold ms': cold });
  }
  return rows;
}

function apiScenarios(base) {
  return [
    ['新着案件 get-new-item-list', `${base}/api/front/get-new-item-list?limit=20`],
    [`案件詳細 get-item-detail/${detailId}`, `${base}/api/front/item/get-item-detail/${detailId}`],
    ['キーワード検索 keyword=Java', `${base}/api/front/item/get-search-by-keyword-list?keyword=Java`],
    ['キーワード2語 keyword=Java 東京', `${base}/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent('Java 東京')}`],
    [`タグページ get-search-by-tag-list?tag_id=${tagId}`, `${base}/api/front/item/get-search-by-tag-list?tag_id=${tagId}`],
    ['ヘルスチェック /api/health (DB ping)', `${base}/api/health`],
  ];
}

await ensureSeeded();
const detailId = await openListingId();
const tagId = await popularTagId();
const ratio = (a, b) => (a / b).toFixed(2);
const report = [];

const cached = await startApi();
try {
  report.push(...(await runScenarios(apiScenarios(cached.base))));
} finally {
  await cached.stop();
}
const live = await startApi({ PUBLIC_CACHE_SECONDS: '0' });
try {
  report.push(...(await runScenarios(apiScenarios(live.base).slice(0, 5))).map((r) => ({ ...r, name: `[cache off] ${r.name}` })));
} finally {
  await live.stop();
}
const baseline = await startBaseline();
try {
  // Newest first: the keyword queries take seconds each and would still occupy MariaDB afterwards.
  report.push({ ...row('baseline 新着案件', await measure(`${baseline.base}/new`)), 'cold ms': '' });
  report.push({ ...row('baseline キーワード検索 keyword=Java', await measure(`${baseline.base}/search?keyword=Java`)), 'cold ms': '' });
} finally {
  await baseline.stop();
}

console.log(`\n${items} listings, ${connections} connections, ${duration} s each`);
console.table(report);
const find = (prefix) => report.find((r) => r.name.startsWith(prefix));
const searchRow = find('キーワード検索');
const searchLive = find('[cache off] キーワード検索');
const baseSearch = find('baseline キーワード検索');
const newest = find('新着案件');
const newestLive = find('[cache off] 新着案件');
const baseNewest = find('baseline 新着案件');
console.log(`keyword search throughput / baseline: ${ratio(searchRow['req/s'], baseSearch['req/s'])} (cache off: ${ratio(searchLive['req/s'], baseSearch['req/s'])})`);
console.log(`newest listings throughput / baseline: ${ratio(newest['req/s'], baseNewest['req/s'])} (cache off: ${ratio(newestLive['req/s'], baseNewest['req/s'])})`);
