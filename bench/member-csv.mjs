// `npm run bench -- --member-csv 100000` (or `node bench/member-csv.mjs --members 100000`) after `npm run build -w api`.
//
// The member CSV export (issue 16, member/get-csv) at scale: does the API's memory stay flat however many rows
// go out? Seeds BENCH_MEMBERS_DATABASE_URL (default mysql://root@127.0.0.1:3306/er_bench_members) with N members
// once (the schema and master data by the seed CLI with --items 0, the members by multi-row INSERTs: names,
// kana, stations with commas and quotes, formula-like names, two years of registration times), starts the
// built API as deployed (NODE_ENV=production) and, as an editor (a session token signed as a login would),
// downloads over HTTP:
//   1. part 1 of chunk-download at size 10,000 (10,000 rows),
//   2. the whole list (get-csv, N rows).
// Before each, the API process's peak resident set is reset (`5` to /proc/<pid>/clear_refs) and its current
// one read (VmRSS); during it VmRSS is sampled every 20 ms; after it VmHWM (the kernel's peak since the reset)
// is read. Flat memory: the peak over the baseline is about the same for 10,000 rows as for N. The client
// reads every byte back with readCsv (BOM, CRLF, quoting) and checks the row count. Figures are printed only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { freePort, run } from './lib/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values } = parseArgs({
  // --old-space-mb: cap the API's V8 old generation (node --max-old-space-size): an export that held its rows would run out.
  options: { members: { type: 'string', default: '100000' }, 'old-space-mb': { type: 'string' } },
  strict: false,
});
const members = Number(values.members);
const databaseUrl = process.env.BENCH_MEMBERS_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/er_bench_members';
const dbName = new URL(databaseUrl).pathname.slice(1);
const dist = (p) => require(resolve(root, 'api/dist', p));
const { readCsv } = dist('common/csv');
const { tokenSignOptions } = dist('modules/auth/session-tokens');
const jwt = require(resolve(root, 'node_modules/jsonwebtoken'));

const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;


const LAST = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'];
const LAST_KANA = ['サトウ', 'スズキ', 'タカハシ', 'タナカ', 'イトウ', 'ワタナベ', 'ヤマモト', 'ナカムラ', 'コバヤシ', 'カトウ'];
const FIRST = ['太郎', '花子', '一郎', '美咲', '健太', '陽菜', '翔', 'さくら'];
const FIRST_KANA = ['タロウ', 'ハナコ', 'イチロウ', 'ミサキ', 'ケンタ', 'ヒナ', 'ショウ', 'サクラ'];
const STATIONS = ['渋谷駅', '新宿,"南口"', '東京駅', '梅田駅', null];

async function ensureSeeded() {
  const url = new URL(databaseUrl);
  const server = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  await server.query(`CREATE DATABASE IF NOT EXISTS \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  let count = -1;
  try {
    const [rows] = await server.query(`SELECT COUNT(*) AS n FROM \`${dbName}\`.members WHERE email LIKE 'bench-%'`);
    count = Number(rows[0].n);
  } catch {
    // no schema yet
  }
  await server.end();
  if (count === members) {
    console.log(`既存のベンチマーク用会員データを使います (${members.toLocaleString()} 件)`);
    return;
  }
  console.log(`ベンチマーク用会員データを投入しています (${members.toLocaleString()} 件)…`);
  const started = Date.now();
  await run(process.execPath, ['api/dist/database/seed/seed.cli.js', '--items', '0', '--reset'], { DATABASE_URL: databaseUrl });
  const conn = await mysql.createConnection({ uri: databaseUrl });
  await conn.query("DELETE FROM members WHERE email LIKE 'bench-%'");
  const columns = ['email', 'password_hash', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'sex', 'birth_date', 'prefecture_id', 'station', 'tel', 'magazine_flag', 'auth_state', 'progress', 'impression', 'created_at', 'updated_at'];
  const start = Date.UTC(2024, 0, 1);
  for (let from = 0; from < members; from += 2000) {
    const rows = [];
    for (let i = from; i < Math.min(members, from + 2000); i++) {
      const created = new Date(start + Math.floor((i / members) * 730 * 86_400_000)).toISOString().slice(0, 19).replace('T', ' ');
      rows.push([
        `bench-${i}@example.com`,
        'x',
        i % 11 === 0 ? `=${LAST[i % 10]}` : LAST[i % 10],
        FIRST[i % 8],
        LAST_KANA[i % 10],
        FIRST_KANA[i % 8],
        (i % 3) + 1 > 2 ? null : (i % 2) + 1,
        `${1960 + (i % 40)}-0${(i % 9) + 1}-1${i % 10}`,
        (i % 47) + 1,
        STATIONS[i % STATIONS.length],
        `090-${String(i % 10000).padStart(4, '0')}-${String(i % 7919).padStart(4, '0')}`,
        i % 2,
        i % 10 === 0 ? 0 : 1,
        [0, 1, 5, 7, 8, 9, 10, 11, 12][i % 9],
        i % 5 === 0 ? null : (i % 4) + 1,
        created,
        created,
      ]);
    }
    await conn.query(`INSERT INTO members (${columns.join(', ')}) VALUES ?`, [rows]);
  }
  await conn.end();
  console.log(`投入完了 ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** An editor to export as (the route is 'write'), and a token a login would have issued them. */
async function editorToken(secret) {
  const conn = await mysql.createConnection({ uri: databaseUrl });
  await conn.query("INSERT IGNORE INTO admin_users (email, name, password_hash, role) VALUES ('bench-csv@example.com', 'ベンチ 書出', 'x', 'editor')");
  const [[admin]] = await conn.query("SELECT id, token_version FROM admin_users WHERE email = 'bench-csv@example.com'");
  await conn.end();
  const { algorithm, issuer, audience, expiresIn } = tokenSignOptions('admin', 3600);
  return jwt.sign({ sub: admin.id, kind: 'admin', ver: admin.token_version }, secret, { algorithm, issuer, audience, expiresIn });
}


/** kB figures of /proc/<pid>/status, in bytes. */
function procStatus(pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)[1]) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function startApi(secret) {
  const port = await freePort();
  const heapCap = values['old-space-mb'] ? [`--max-old-space-size=${values['old-space-mb']}`] : [];
  const child = spawn(process.execPath, [...heapCap, 'api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ALLOW_HTTP_APP_URL: 'true', JWT_SECRET: secret, PORT: String(port), DATABASE_URL: databaseUrl, SEED_ON_START: 'false', LOG_LEVEL: 'warn', REDIS_URL: '', SMTP_URL: '', SAVED_SEARCH_DIGEST_HOUR: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error('API exited at start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('API did not start');
}

/** One download, the API's memory watched: baseline, sampled maximum, the kernel's peak. */
async function measured(api, token, path, expectedRows) {
  globalThis.gc?.();
  writeFileSync(`/proc/${api.child.pid}/clear_refs`, '5');
  const before = procStatus(api.child.pid);
  let sampledMax = before.rss;
  let bytes = 0;
  // (bytes received, resident) pairs: where in the file the memory went up, if it did.
  const samples = [];
  const sampler = setInterval(() => {
    const { rss } = procStatus(api.child.pid);
    sampledMax = Math.max(sampledMax, rss);
    samples.push([bytes, rss]);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${api.base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
  const chunks = [];
  for await (const chunk of res.body) {
    chunks.push(chunk);
    bytes += chunk.length;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = procStatus(api.child.pid);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.startsWith('\ufeff')) throw new Error('no BOM');
  const records = readCsv(text.slice(1));
  if (records.length - 1 !== expectedRows) throw new Error(`${records.length - 1} rows, expected ${expectedRows}`);
  // The highest resident set within each quarter of the file.
  const quarters = [1, 2, 3, 4].map((q) => Math.max(before.rss, ...samples.filter(([b]) => b > ((q - 1) * bytes) / 4 && b <= (q * bytes) / 4).map(([, rss]) => rss)));
  return { rows: records.length - 1, bytes, seconds, before: before.rss, peak: Math.max(after.hwm, sampledMax), quarters };
}

await ensureSeeded();
const secret = randomBytes(48).toString('base64url');
const token = await editorToken(secret);
const api = await startApi(secret);
try {
  // Every member the list shows (the seed's demo members too): no filter, the default order (newest first).
  const conn = await mysql.createConnection({ uri: databaseUrl });
  const [[{ n }]] = await conn.query('SELECT COUNT(*) AS n FROM members WHERE deleted_at IS NULL');
  await conn.end();
  const total = Number(n);
  // Warm-up: the code paths, the pools, the prefecture memo (not measured).
  await measured(api, token, '/api/admin/member/chunk-download?size=1000&part=1', Math.min(1000, total));
  const runs = [
    ['chunk-download 10,000 行（part 1）', '/api/admin/member/chunk-download?size=10000&part=1', Math.min(10_000, total)],
    [`get-csv 全件（${total.toLocaleString()} 行）`, '/api/admin/member/get-csv', total],
    // Again: a leak would start higher and end higher still.
    [`get-csv 全件 2回目`, '/api/admin/member/get-csv', total],
  ];
  console.log(`API pid ${api.child.pid}${values['old-space-mb'] ? ` (old space capped at ${values['old-space-mb']} MB)` : ''}: ${mb(procStatus(api.child.pid).rss)} resident after warm-up`);
  for (const [label, path, expected] of runs) {
    const r = await measured(api, token, path, expected);
    console.log(
      `${label}: ${r.rows.toLocaleString()} 行 ${mb(r.bytes)} in ${r.seconds.toFixed(1)} s (${Math.round(r.rows / r.seconds).toLocaleString()} 行/s); ` +
        `API resident before ${mb(r.before)}, peak during ${mb(r.peak)} (+${mb(r.peak - r.before)}); ` +
        `highest per quarter of the file ${r.quarters.map((q) => `+${((q - r.before) / MB).toFixed(0)}`).join(' / ')} MB`,
    );
  }
} finally {
  api.child.kill('SIGKILL');
}
