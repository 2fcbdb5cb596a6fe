// `npm run bench [-- --items 100000 --duration 10 --connections 32]`
// Seeds MariaDB (BENCH_DATABASE_URL, default mysql://root@127.0.0.1:3306/er_bench) with N listings once,
// starts the built API against it, and measures each endpoint with autocannon on loopback; then answers
// the same query with a bare node:http + mysql2 server as a baseline and prints our/baseline ratios.
// Figures are printed, never asserted: performance is tracked in the README, not by timed tests.
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
  },
});
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

async function startApi() {
  const port = await freePort();
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret', PORT: String(port), DATABASE_URL: databaseUrl, SEED_ON_START: 'false', LOG_LEVEL: 'warn', REDIS_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('API did not start');
}

/** The baseline: the same newest-listings query answered by node:http + mysql2 with no framework. */
async function startBaseline() {
  const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 10 });
  const server = createHttpServer(async (req, res) => {
    try {
      const [rows] = await pool.query(
        'SELECT id, name, rate_detail, area_detail, must_have_requirements, published_at FROM items WHERE status = 1 AND deleted_at IS NULL ORDER BY published_at DESC LIMIT 20',
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ items: rows }));
    } catch {
      res.writeHead(503).end(); // requests still in flight while the run shuts down
    }
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${port}`, stop: async () => { server.closeAllConnections(); await new Promise((r) => server.close(r)); await pool.end(); } };
}

function measure(url) {
  return new Promise((res, rej) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? rej(error) : res(result)));
  });
}

function row(name, r) {
  return { name, 'p50 ms': r.latency.p50, 'p95 ms': r.latency.p97_5 ?? r.latency.p95, 'req/s': Math.round(r.requests.average), errors: r.errors + r.non2xx };
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

await ensureSeeded();
const detailId = await openListingId();
const tagId = await popularTagId();
const api = await startApi();
const baseline = await startBaseline();
const scenarios = [
  ['新着案件 get-new-item-list', `${api.base}/api/front/get-new-item-list?limit=20`],
  ['ヘルスチェック /api/health', `${api.base}/api/health`],
  [`案件詳細 get-item-detail/${detailId}`, `${api.base}/api/front/item/get-item-detail/${detailId}`],
  ['キーワード検索 keyword=Java', `${api.base}/api/front/item/get-search-by-keyword-list?keyword=Java`],
  ['キーワード2語 keyword=Java 東京', `${api.base}/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent('Java 東京')}`],
  [`タグページ get-search-by-tag-list?tag_id=${tagId}`, `${api.base}/api/front/item/get-search-by-tag-list?tag_id=${tagId}`],
];
const results = [];
try {
  for (const [name, url] of scenarios) {
    // One request first: its time is the cold figure (empty caches, e.g. search counts/facets memoised
    // for 60 s); the measured run is the steady state.
    const started = Date.now();
    await fetch(url, { signal: AbortSignal.timeout(120_000) }).then((r) => r.arrayBuffer());
    const cold = Date.now() - started;
    results.push({ ...row(name, await measure(url)), 'cold ms': cold });
  }
  const base = row('baseline node:http+mysql2 (新着)', await measure(baseline.base));
  results.push(base);
  console.log(`\n${items} listings, ${connections} connections, ${duration} s each`);
  console.table(results);
  const ours = results[0];
  console.log(`throughput ratio (新着 / baseline): ${(ours['req/s'] / base['req/s']).toFixed(2)}`);
  console.log(`p95 ratio (新着 / baseline): ${(ours['p95 ms'] / Math.max(base['p95 ms'], 0.01)).toFixed(2)}`);
} finally {
  api.stop();
  await baseline.stop();
}
