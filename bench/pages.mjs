// `npm run bench -- --pages [--items 100000] [--connections 16] [--rate 100] [--duration 20] [--profile dir]`
// (run.mjs hands over to this file, which reads its own options; or `node bench/pages.mjs …` after a build).
//
// Server-rendered pages as new visitors ask them: distinct page URLs, each asked once, so no cache can answer
// for the renderer. Seeds MariaDB (BENCH_DATABASE_URL, default mysql://root@127.0.0.1:3306/er_bench) with N
// listings once, then draws page URLs from the seeded data with a fixed seed (--seed), a third of each kind:
//   search — /item/search?keyword=… with filters most of the time (areas, rate_min, remote, weekly_days, new),
//            sometimes by rate or page 2;
//   tag    — /item/tag/<id>, half with the same filters, sometimes by rate or pages 2–3;
//   detail — /item/detail/<id> of open listings.
// Each request is a browser's first visit: Accept: text/html, Accept-Encoding: gzip, br, a browser's
// User-Agent, no cookie. An answer counts as a page only when it is 200 text/html with the page rendered into
// #root: the listing's name on a detail page, listing cards (or the empty state) on the others.
// Anything else — another status, a page the browser would have to render (a render past its time limit), a
// timeout (--timeout, default 10 s) — is an error.
//
// Two load shapes, each with the cache on and off (CACHE_MODES), each scenario on a freshly started site
// (bench/lib/site.mjs) after --warmup pages of its own (not measured, not asked again):
//   closed — --connections keep-alive clients, each asking the next page as soon as it has its answer, for
//            --duration seconds (or --requests pages): the pages per second the site can render, p50/p90/p99;
//   open   — --rate new pages per second on a fixed schedule for --duration seconds, whatever the answers
//            do, latency counted from each request's scheduled time (so time spent queued counts): served
//            pages per second, p50/p97.5/p99 and errors. A timed-out request counts as the timeout in the
//            percentiles (its visitor waited at least that long).
// And the CPU each process of the site (with its children), MariaDB and this load generator used per answered
// page (Linux /proc), between the first and the last measured request. `--profile dir` runs the site's Node
// processes under --cpu-prof and prints, per scenario and process, the 15 functions with the most self time and
// the packages the time went to, counting only samples taken in the measured window. Profiled figures are slower.
// `--cache on|off` and `--shapes closed|open` run some of the four scenarios; `--show-errors N` prints each
// scenario's first N failed pages. One line per scenario, then the issue's targets against them. Figures are
// printed, never asserted: bench/results keeps them.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import mysql from 'mysql2/promise';
import { OPEN, randomFilters, searchKeywords, seededRandom, shuffled } from './lib/catalog-requests.mjs';
import { selfTimes, profilesIn } from './lib/cpu-profile.mjs';
import { databaseCpuMs, treeCpuMs } from './lib/cpu.mjs';
import { benchDatabaseUrl, ensureSeeded, quietDatabase } from './lib/database.mjs';
import { percentile } from './lib/percentile.mjs';
import { startSite } from './lib/site.mjs';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '16' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
    // Pages prepared for the closed loop (it ends when they are used up or the time is over).
    requests: { type: 'string', default: '8000' },
    warmup: { type: 'string', default: '300' },
    timeout: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    // Which scenarios: --cache on,off and --shapes closed,open (default all four).
    cache: { type: 'string', default: 'on,off' },
    shapes: { type: 'string', default: 'closed,open' },
    profile: { type: 'string' },
    // `--show-errors 10`: after each scenario, its first 10 failed pages with what went wrong.
    'show-errors': { type: 'string', default: '0' },
  },
  strict: false,
});
const items = Number(values.items);
const connections = Number(values.connections);
const rate = Number(values.rate);
const duration = Number(values.duration);
const closedCount = Number(values.requests);
const openCount = Math.round(rate * duration);
const warmupCount = Number(values.warmup);
const timeoutMs = Number(values.timeout);
const seed = Number(values.seed);
const databaseUrl = benchDatabaseUrl;

/** The site as deployed, on the bench database, with nothing in the way of a load from one address. */
const SITE_ENV = {
  NODE_ENV: 'production',
  ALLOW_HTTP_APP_URL: 'true',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  DATABASE_URL: databaseUrl,
  SEED_ON_START: 'false',
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
  SMTP_URL: '',
  SAVED_SEARCH_DIGEST_HOUR: 'off',
  // Every request counted as in production, none refused (the whole load comes from 127.0.0.1).
  REQUEST_RATE_LIMIT: '1000000000',
  // Production runs a remote's server code only when signed by the key it is given: here the key this machine's
  // build signed with (var/keys, scripts/build.mjs), as a deploy would set its team's.
  ...remoteServerKeys(),
};

function remoteServerKeys() {
  const require = createRequire(import.meta.url);
  const { remotes, serverKeySetting } = require('@er/contracts/remotes');
  const { developmentPublicKey } = require('@er/build-signature');
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  return Object.fromEntries(
    remotes.filter((r) => r.serverRendered).flatMap((r) => {
      const key = developmentPublicKey(r.name, root);
      return key ? [[serverKeySetting(r), key]] : [];
    }),
  );
}

/**
 * The settings of each cache mode, added to SITE_ENV. On: the production defaults. Off: no in-process catalog
 * answers nor memos (CATALOG_CACHE) and no public response replay (PUBLIC_CACHE_SECONDS); the web server's page
 * cache setting joins this table when it has one.
 */
const CACHE_MODES = {
  on: { CATALOG_CACHE: 'true', PUBLIC_CACHE_SECONDS: '10' },
  off: { CATALOG_CACHE: 'false', PUBLIC_CACHE_SECONDS: '0' },
};

/** What a browser sends on a first visit (a crawler's User-Agent would get other answers). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
  'accept-language': 'ja,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

// ---------------------------------------------------------------------------------------------------
// The pages: distinct URLs drawn from the seeded data.

/** `count` distinct pages `{ kind, path, name? }` (name: the listing a detail page must show), in draw order. */
async function drawPages(count) {
  const conn = await mysql.createConnection({ uri: databaseUrl });
  let tags, prefs, prefAreas, listings;
  try {
    [[tags], [prefs], [prefAreas], [listings]] = await Promise.all([
      conn.query('SELECT id, term FROM tags WHERE deleted_at IS NULL ORDER BY id'),
      conn.query('SELECT name FROM prefectures ORDER BY id'),
      conn.query('SELECT id FROM areas WHERE prefecture_id IS NOT NULL ORDER BY id'),
      conn.query(`SELECT i.id, i.name FROM items i WHERE ${OPEN('i')} AND i.published_at <= NOW() ORDER BY i.id`),
    ]);
  } finally {
    await conn.end();
  }
  const keywords = [...searchKeywords(tags, prefs)];
  const details = shuffled(listings, seed + 1);
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const pages = new Map();
  for (let attempts = 0; pages.size < count && attempts < count * 20; attempts++) {
    const kind = pick(['search', 'tag', 'detail']);
    if (kind === 'detail') {
      const listing = details.pop();
      if (listing) pages.set(`/item/detail/${listing.id}`, { kind, path: `/item/detail/${listing.id}`, name: listing.name });
      continue;
    }
    const q = kind === 'search' ? [`keyword=${encodeURIComponent(pick(keywords))}`, ...(random() < 0.7 ? randomFilters(random, prefAreas) : [])] : random() < 0.5 ? randomFilters(random, prefAreas) : [];
    if (random() < 0.3) q.push('sort=rate');
    const page = kind === 'search' ? pick([1, 1, 1, 1, 2]) : pick([1, 1, 1, 2, 3]);
    if (page > 1) q.push(`page=${page}`);
    const path = `${kind === 'search' ? '/item/search' : `/item/tag/${pick(tags).id}`}${q.length ? `?${q.join('&')}` : ''}`;
    pages.set(path, { kind, path });
  }
  if (pages.size < count) throw new Error(`only ${pages.size} distinct pages for ${count} wanted`);
  return [...pages.values()];
}

// ---------------------------------------------------------------------------------------------------
// One page as a browser asks it, checked.

const decompress = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The text of the server's markup in #root (tags out, entities decoded, white space folded); undefined without one. */
function rootText(html) {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('id="er-query-state"', start);
  if (start < 0 || end < 0) return undefined;
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e) => ENTITIES[e])
    .replace(/\s+/g, ' ');
}

/**
 * Whether the page came rendered: a detail page shows its listing's name; a search or tag page the items remote's
 * markup with listing cards (open ones, or ended ones where a tag has none open) or its empty state (no match,
 * a page past the last). The shell alone, or the remote's error panel, is not a rendered page.
 */
function rendered(page, html) {
  if (page.kind === 'detail') return rootText(html)?.includes(page.name.replace(/\s+/g, ' ')) ?? false;
  const start = html.indexOf('<div id="root">');
  if (start < 0) return false;
  const root = html.slice(start, html.indexOf('id="er-query-state"', start));
  return root.includes('class="mfe-items"') && (root.includes('href="/item/detail/') || root.includes('class="er-empty'));
}

/**
 * Asks `page` and resolves `{ page, ms, outcome }` once the answer is in and checked: ms from `since` (hrtime ns: when
 * the request was sent, or scheduled) to the answer's last byte; outcome 'ok', 'timeout', 'failed' (no answer),
 * 'status <n>', 'not html' or 'not rendered'.
 */
function ask(agent, url, page, since) {
  return new Promise((done) => {
    let settled = false;
    const finish = (outcome, ms = Number(process.hrtime.bigint() - since) / 1e6) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done({ page, ms, outcome });
    };
    const req = httpRequest(`${url}${page.path}`, { agent, headers: BROWSER_HEADERS }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', () => finish('failed'));
      res.on('end', async () => {
        const ms = Number(process.hrtime.bigint() - since) / 1e6;
        clearTimeout(timer);
        if (res.statusCode !== 200) return finish(`status ${res.statusCode}`, ms);
        if (!String(res.headers['content-type']).startsWith('text/html')) return finish('not html', ms);
        try {
          const encoding = res.headers['content-encoding'];
          const body = Buffer.concat(chunks);
          const html = (decompress[encoding] ? await decompress[encoding](body) : body).toString('utf8');
          finish(rendered(page, html) ? 'ok' : 'not rendered', ms);
        } catch {
          finish('not html', ms);
        }
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish('timeout', Infinity);
    }, timeoutMs);
    req.on('error', () => finish('failed'));
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------------
// The load shapes.

const now = () => process.hrtime.bigint();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `clients` keep-alive connections take the next page until the list is used up or `seconds` are over. */
async function closedLoop(url, pages, clients, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const results = [];
  const started = now();
  const deadline = Number(started) / 1e6 + seconds * 1000;
  let next = 0;
  const client = async () => {
    while (next < pages.length && Number(now()) / 1e6 < deadline) results.push(await ask(agent, url, pages[next++], now()));
  };
  await Promise.all(Array.from({ length: clients }, client));
  agent.destroy();
  return { results, seconds: Number(now() - started) / 1e9 };
}

/** Every page at its time on a schedule of `perSecond` a second, on as many connections as it takes. */
async function openLoop(url, pages, perSecond) {
  const agent = new Agent({ keepAlive: true });
  const started = now();
  const asked = [];
  for (let i = 0; i < pages.length; i++) {
    const at = started + BigInt(Math.round((i * 1e9) / perSecond));
    const wait = Number(at - now()) / 1e6;
    if (wait > 1) await sleep(wait);
    asked.push(ask(agent, url, pages[i], at));
  }
  const results = await Promise.all(asked);
  agent.destroy();
  return { results, seconds: Math.max(pages.length / perSecond, Number(now() - started) / 1e9) };
}

// ---------------------------------------------------------------------------------------------------
// A scenario: a fresh site, its warm-up, the load, the CPU it cost, its profile.

const round = (v, digits = 1) => (Number.isFinite(v) ? Number(v.toFixed(digits)) : v === Infinity ? `>${timeoutMs}` : '–');

async function scenario({ cache, shape }, lists) {
  const profileDir = values.profile ? resolve(values.profile, `${cache}-${shape}`) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const site = await startSite({ env: { ...SITE_ENV, ...CACHE_MODES[cache] }, profileDir });
  let measured;
  let cpu;
  let windowUs;
  try {
    await closedLoop(site.url, lists.warmup, connections, Infinity);
    const before = { site: treeCpuMs(site.processes), db: databaseCpuMs(databaseUrl), bench: process.cpuUsage() };
    const fromUs = Number(now() / 1000n);
    measured = shape === 'closed' ? await closedLoop(site.url, lists.closed, connections, duration) : await openLoop(site.url, lists.open, rate);
    windowUs = [fromUs, Number(now() / 1000n)];
    // Kept with the profiles, to read them again over the same window (lib/cpu-profile.mjs selfTimes).
    if (profileDir) writeFileSync(join(profileDir, 'window.json'), JSON.stringify({ fromUs: windowUs[0], toUs: windowUs[1] }));
    const after = { site: treeCpuMs(site.processes), db: databaseCpuMs(databaseUrl), bench: process.cpuUsage(before.bench) };
    cpu = Object.fromEntries(Object.keys(after.site).map((name) => [name, after.site[name] - before.site[name]]));
    if (before.db !== undefined && after.db !== undefined) cpu.mariadb = after.db - before.db;
    cpu['load generator'] = (after.bench.user + after.bench.system) / 1000;
  } finally {
    await site.stop();
  }
  const killed = await quietDatabase(databaseUrl);
  const line = summarize({ cache, shape }, measured, cpu);
  console.log(`${line.text}${killed ? ` (${killed} queries still running after it, killed)` : ''}`);
  for (const r of measured.results.filter((r) => r.outcome !== 'ok').slice(0, Number(values['show-errors']))) console.log(`  ${r.outcome} after ${round(r.ms, 0)} ms: ${r.page.path}`);
  if (profileDir) printProfiles(profileDir, site.processes, windowUs);
  return line;
}

function summarize({ cache, shape }, { results, seconds }, cpu) {
  const ok = results.filter((r) => r.outcome === 'ok').length;
  const answered = results.filter((r) => r.outcome !== 'timeout' && r.outcome !== 'failed').length;
  const times = Float64Array.from(results.map((r) => r.ms)).sort();
  const errors = {};
  for (const { outcome } of results) if (outcome !== 'ok') errors[outcome] = (errors[outcome] ?? 0) + 1;
  const errorCount = results.length - ok;
  const p = (q) => round(percentile(times, q), 0);
  const kindP50 = ['search', 'tag', 'detail']
    .map((kind) => `${kind} ${round(percentile(Float64Array.from(results.filter((r) => r.page.kind === kind).map((r) => r.ms)).sort(), 50), 0)}`)
    .join(', ');
  const perPage = Object.entries(cpu)
    .map(([name, ms]) => `${name} ${answered ? (ms / answered).toFixed(1) : '–'}`)
    .join(', ');
  const errorText = errorCount ? `${errorCount} (${Object.entries(errors).map(([k, n]) => `${k}: ${n}`).join(', ')})` : '0';
  const head = `cache ${cache.padEnd(3)} ${shape === 'closed' ? `closed ${connections} connections` : `open ${rate}/s`}:`;
  const load =
    shape === 'closed'
      ? `${ok} pages in ${seconds.toFixed(1)} s = ${(ok / seconds).toFixed(1)} pages/s; p50 ${p(50)}, p90 ${p(90)}, p99 ${p(99)} ms`
      : `${results.length} offered in ${duration} s, ${(ok / seconds).toFixed(1)} served/s; p50 ${p(50)}, p97.5 ${p(97.5)}, p99 ${p(99)} ms`;
  return {
    cache,
    shape,
    pagesPerSecond: ok / seconds,
    p975: percentile(times, 97.5),
    p99: percentile(times, 99),
    errors: errorCount,
    // The machine's load average after it: other work on the same cores shows here.
    text: `${head} ${load}; p50 by page ${kindP50} ms; errors ${errorText}; CPU ms per page: ${perPage}; load ${loadavg()[0].toFixed(1)}`,
  };
}

function printProfiles(dir, processes, [fromUs, toUs]) {
  for (const { file, pid, thread } of profilesIn(dir)) {
    const name = processes.find((p) => p.pid === pid)?.name ?? `pid ${pid}`;
    const { sampledMs, functions, packages } = selfTimes(file, fromUs, toUs);
    // A thread that hardly ran in the window (a worker between jobs) has nothing to show.
    if (sampledMs < 10) continue;
    const share = (ms) => `${((ms / sampledMs) * 100).toFixed(1)}%`;
    console.log(`  profile ${name}${thread ? ` thread ${thread}` : ''}: ${Math.round(sampledMs)} ms of CPU sampled in the window (${file})`);
    console.log(`    by package: ${packages.slice(0, 10).map((p) => `${p.name} ${share(p.ms)}`).join(', ')}`);
    for (const f of functions.slice(0, 15)) console.log(`    ${share(f.ms).padStart(6)} ${String(Math.round(f.ms)).padStart(6)} ms  ${f.name}`);
  }
}

// ---------------------------------------------------------------------------------------------------

await ensureSeeded(databaseUrl, items);
const pages = await drawPages(warmupCount + closedCount + openCount);
const lists = {
  warmup: pages.slice(0, warmupCount),
  closed: pages.slice(warmupCount, warmupCount + closedCount),
  open: pages.slice(warmupCount + closedCount),
};
const scenarios = values.cache.split(',').flatMap((cache) => values.shapes.split(',').map((shape) => ({ cache, shape })));
for (const s of scenarios) if (!CACHE_MODES[s.cache] || !['closed', 'open'].includes(s.shape)) throw new Error(`unknown scenario: cache ${s.cache}, ${s.shape}`);
const describe =
  `distinct server-rendered pages at ${items} listings, NODE_ENV=production, not logged in; ` +
  `${lists.closed.length} pages for the closed loop (${duration} s at most), ${lists.open.length} for the open loop, ${warmupCount} warm-up pages first on each fresh site (seed ${seed}); timeout ${timeoutMs / 1000} s`;
console.log(describe);
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; the site, MariaDB and this load generator share it; load average before ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const lines = [];
for (const s of scenarios) lines.push(await scenario(s, lists));
const closed = lines.filter((l) => l.shape === 'closed');
const open = lines.filter((l) => l.shape === 'open');
console.log('targets: ≥ 200 pages/s at 16 connections; offered 100 new pages/s: p97.5 < 100 ms, p99 < 200 ms, 0 errors');
for (const l of closed) console.log(`  cache ${l.cache} closed: ${l.pagesPerSecond.toFixed(1)} pages/s — ${l.pagesPerSecond >= 200 && connections === 16 ? 'met' : 'not met'}`);
for (const l of open) console.log(`  cache ${l.cache} open: p97.5 ${round(l.p975, 0)} ms, p99 ${round(l.p99, 0)} ms, ${l.errors} errors — ${l.p975 < 100 && l.p99 < 200 && l.errors === 0 && rate === 100 ? 'met' : 'not met'}`);
// Every scenario's site is stopped: a socket or timer the load left behind must not keep the run alive.
process.exit(0);
