// `npm run bench [-- --items 10000 --requests 3000 --duration 20 --connections 32 --seed 1]`
//
// What a visitor waits for, not what a cache replays. Seeds MariaDB (BENCH_DATABASE_URL, default
// mysql://root@127.0.0.1:3306/er_bench) with N listings once, then builds one list of DISTINCT requests per
// scenario from the seeded data, shuffles each list with a fixed seed and asks every request at most once:
//   mix     — the search mix of issue 14: keyword only, keyword + filters (prefecture, rate, remote, weekly
//             days, new), tag pages + filters, by rate, pages 1–3 (words: tag terms × prefectures × common words);
//   newest  — the search page without a keyword, newest first, every page (≤ 1000) at 10, 20 and 50 per page;
//   detail  — listing details over many ids;
//   keyword, tag (with --only) — keyword searches and tag pages without filters.
// The same lists go, in the same order, to:
//   1. the built API as deployed (cache on: PUBLIC_CACHE_SECONDS default, CATALOG_CACHE=true);
//   2. the built API with every in-process cache off (CATALOG_CACHE=false: no response replay, no memo);
//   3. a bare node:http + mysql2 server running the SQL statements the API ran before its search index
//      (issue 14) for each request: newest, detail, keyword and tag (it has no filters, so not the mix).
// A scenario ends when its list is used up or its time (--duration) is over; requests still in flight then
// are waited for (up to --timeout, then counted as timeouts). Every scenario gets a fresh server process,
// killed afterwards, and queries MariaDB still runs are waited for (killed after 10 s) before the next.
// Latency percentiles are exact over every answered request. Figures are printed, never asserted: the README keeps them.
// `npm run bench -- --fuzz 100000` runs the API fuzz test at that size instead (bench/fuzz.mjs).
// `npm run bench -- --member-csv 100000 [--old-space-mb 96]` runs the member CSV export benchmark instead (bench/member-csv.mjs).
// `npm run bench -- --lighthouse [--items 100000] [--runs 3]` runs Lighthouse on the public pages instead (bench/lighthouse.mjs).
// `npm run bench -- --pages [--items 100000] [--connections 16] [--rate 100] [--duration 20] [--profile dir]` measures distinct server-rendered pages, closed and open loop, cache on and off, with CPU per page and profiles, instead (bench/pages.mjs).
// `npm run bench -- --db-pool [--pool-sizes 10,20,40] [--connections 200]` measures the database-backed calls per MariaDB pool size instead (bench/db-pool.mjs).
// `npm run bench -- --mail-drill [--scenarios 1,2,3] [--outage-seconds 180] [--redispatch-ms 300000]` runs the mail fault drill at production timings instead (bench/mail-drill.mjs).
// `--slowest 20` prints each scenario's 20 slowest requests with their times (with `--connections 1`: which requests cost most).
// The bench's load comes from one address, so the API runs with REQUEST_RATE_LIMIT from `--rate-limit` (default
// 1000000000: every request is counted as in production, none is refused); `--rate-limit off` runs without the
// limit, to measure what it costs. `--redis redis://127.0.0.1:6379` runs the API with Redis (the limit counted
// there, as with several instances); default none (in memory).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { Agent, createServer as createHttpServer, request as httpRequest } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { OPEN, randomFilters, searchKeywords, seededRandom, shuffled } from './lib/catalog-requests.mjs';
import { databaseCpuMs, processCpuMs } from './lib/cpu.mjs';
import { benchDatabaseUrl, ensureSeeded, quietDatabase } from './lib/database.mjs';
import { percentile } from './lib/percentile.mjs';
import { freePort } from './lib/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    // Distinct requests prepared per scenario (each asked at most once).
    requests: { type: 'string', default: '3000' },
    // Seconds per scenario at most (the list may run out first).
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    // Milliseconds a request may take before it counts as a timeout.
    timeout: { type: 'string', default: '10000' },
    // Shuffle seed of the request lists (and the fuzz seed with --fuzz).
    seed: { type: 'string' },
    // Only these scenarios (comma-separated: mix,newest,detail,keyword,tag; default mix,newest,detail), or with
    // --lighthouse only these pages (top,search,keyword,tag,detail; default all).
    only: { type: 'string' },
    // `--fuzz 100000 [--seed 42]`: the API fuzz test at that size instead of the benchmark (bench/fuzz.mjs).
    fuzz: { type: 'string' },
    // `--member-csv 100000`: the member CSV export's time and the API's peak memory at that many members (bench/member-csv.mjs).
    'member-csv': { type: 'string' },
    // `--lighthouse`: Lighthouse (mobile) on the public listing pages of the seeded site (bench/lighthouse.mjs).
    lighthouse: { type: 'boolean', default: false },
    // `--db-pool`: listing detail and the shortlist under many connections per DB_POOL_SIZE (bench/db-pool.mjs reads its own options).
    'db-pool': { type: 'boolean', default: false },
    'pool-sizes': { type: 'string' },
    // `--mail-drill`: SMTP outage, Redis restart and crash mid-send at production timings (bench/mail-drill.mjs reads its own options).
    'mail-drill': { type: 'boolean', default: false },
    scenarios: { type: 'string' },
    'outage-seconds': { type: 'string' },
    'redispatch-ms': { type: 'string' },
    runs: { type: 'string', default: '3' },
    'old-space-mb': { type: 'string' },
    // `--profile /tmp/prof`: the API processes write a V8 CPU profile there (node --cpu-prof; stopped with
    // SIGTERM so the profile is written), to open in Chrome DevTools. The figures of such a run are slower.
    profile: { type: 'string' },
    // `--slowest 20`: after each scenario, its 20 slowest requests with their times (which requests make the tail).
    slowest: { type: 'string' },
    // The API's REQUEST_RATE_LIMIT (per minute per address): a number, or off.
    'rate-limit': { type: 'string', default: '1000000000' },
    // The API's REDIS_URL (default none: counts in memory, mail in process).
    redis: { type: 'string', default: '' },
    // `--pages`: distinct server-rendered pages, closed and open loop, cache on and off (bench/pages.mjs reads its own options).
    pages: { type: 'boolean', default: false },
    rate: { type: 'string' },
    warmup: { type: 'string' },
    cache: { type: 'string' },
    shapes: { type: 'string' },
    'show-errors': { type: 'string' },
  },
});
if (values['member-csv'] !== undefined) {
  // member-csv.mjs reads its own options (--members, --old-space-mb) from the command line.
  process.argv.push('--members', values['member-csv']);
  await import('./member-csv.mjs');
  process.exit(0);
}
if (values.pages) {
  // pages.mjs exits by itself.
  await import('./pages.mjs');
}
if (values['db-pool']) {
  await import('./db-pool.mjs');
  process.exit(0);
}
if (values['mail-drill']) {
  // mail-drill.mjs exits by itself, non-zero when a mail was lost or sent twice under different Message-IDs.
  await import('./mail-drill.mjs');
}
if (values.fuzz !== undefined) {
  const { runFuzz } = await import('./fuzz.mjs');
  process.exit(await runFuzz({ runs: Number(values.fuzz), seed: values.seed === undefined ? undefined : Number(values.seed) }));
}
const items = Number(values.items);
const listSize = Number(values.requests);
const duration = Number(values.duration);
const connections = Number(values.connections);
const timeoutMs = Number(values.timeout);
const shuffleSeed = Number(values.seed ?? 1);
const only = values.only ? values.only.split(',') : ['mix', 'newest', 'detail'];
const databaseUrl = benchDatabaseUrl;

if (values.lighthouse) {
  // The site as deployed on the seeded MariaDB, response replay on (as production runs).
  const { runLighthouse } = await import('./lighthouse.mjs');
  await ensureSeeded(databaseUrl, items);
  const api = await startApi({ PUBLIC_CACHE_SECONDS: '10', CATALOG_CACHE: 'true' });
  try {
    await runLighthouse(api.base, { runs: Number(values.runs), only: values.only?.split(',') });
  } finally {
    await api.stop();
  }
  process.exit(0);
}



async function waitHealthy(base, child) {
  // The API listens once its catalog search index is built: about 50 s at 1,000,000 listings.
  const until = Date.now() + Math.max(60_000, items / 5);
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error('API exited at start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not start');
}

async function startApi(extraEnv = {}) {
  const port = await freePort();
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : [];
  const child = spawn(process.execPath, [...profile, 'api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ALLOW_HTTP_APP_URL: 'true', JWT_SECRET: randomBytes(48).toString('base64url'), PORT: String(port), DATABASE_URL: databaseUrl, SEED_ON_START: 'false', LOG_LEVEL: 'warn', REDIS_URL: values.redis, QUEUE_PREFIX: `er-bench-${port}`, SMTP_URL: '', REQUEST_RATE_LIMIT: values['rate-limit'], ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(base, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  // Killed, not drained: requests abandoned by a timed-out client would otherwise keep the pool busy. With
  // --profile, SIGTERM (the graceful shutdown writes the profile), SIGKILL after 20 s.
  const stop = () =>
    new Promise((r) => {
      if (child.exitCode !== null) return r();
      child.once('exit', r);
      if (!values.profile) return child.kill('SIGKILL');
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
    });
  return { base, stop, cpuMs: () => processCpuMs(child.pid) };
}

// ---------------------------------------------------------------------------------------------------
// The request lists: distinct URLs built from the seeded data, shuffled with a fixed seed.

const SORTS = ['new', 'rate'];

async function requestLists() {
  const conn = await mysql.createConnection({ uri: databaseUrl });
  try {
    const [tags] = await conn.query('SELECT id, term FROM tags WHERE deleted_at IS NULL ORDER BY id');
    const [prefs] = await conn.query('SELECT name FROM prefectures ORDER BY id');
    const [prefAreas] = await conn.query('SELECT id FROM areas WHERE prefecture_id IS NOT NULL ORDER BY id');
    const [[{ open }]] = await conn.query(`SELECT COUNT(*) AS open FROM items i WHERE ${OPEN('i')} AND i.published_at <= NOW()`);
    const [ids] = await conn.query('SELECT id FROM items WHERE deleted_at IS NULL ORDER BY id');
    const search = (keyword, sort, page) =>
      `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent(keyword)}${sort === 'new' ? '' : `&sort=${sort}`}${page === 1 ? '' : `&page=${page}`}`;
    const keywords = searchKeywords(tags, prefs);
    const keywordUrls = [];
    for (const keyword of keywords) for (const sort of SORTS) for (const page of [1, 2, 3]) keywordUrls.push(search(keyword, sort, page));
    const tagUrls = [];
    for (const { id } of tags) {
      for (const sort of SORTS) {
        for (const page of [1, 2, 3, 4, 5]) {
          tagUrls.push(`/api/front/item/get-search-by-tag-list?tag_id=${id}${sort === 'new' ? '' : `&sort=${sort}`}${page === 1 ? '' : `&page=${page}`}`);
        }
      }
    }
    const detailUrls = ids.map(({ id }) => `/api/front/item/get-item-detail/${id}`);
    // The mix a real visitor population asks (issue 14): keyword only, keyword + filters, tag pages + filters,
    // by rate, pages 1–3; drawn at random (fixed seed) from the same words, tags and prefectures, each URL once.
    const random = seededRandom(shuffleSeed + 3);
    const pick = (list) => list[Math.floor(random() * list.length)];
    const keywordList = [...keywords];
    const filters = () => randomFilters(random, prefAreas);
    const mixUrls = new Set();
    for (let attempts = 0; mixUrls.size < listSize + 5 && attempts < listSize * 20; attempts++) {
      const kind = random();
      const q = kind < 0.35 ? [`keyword=${encodeURIComponent(pick(keywordList))}`] : kind < 0.7 ? [`keyword=${encodeURIComponent(pick(keywordList))}`, ...filters()] : [`tag_id=${pick(tags).id}`, ...filters()];
      if (random() < 0.3) q.push('sort=rate');
      const page = pick([1, 1, 1, 2, 3]);
      if (page > 1) q.push(`page=${page}`);
      mixUrls.add(`/api/front/item/${q[0].startsWith('tag_id') ? 'get-search-by-tag-list' : 'get-search-by-keyword-list'}?${q.join('&')}`);
    }
    // Newest first without a keyword (the search page as it opens), every page and page size once.
    const newestUrls = [];
    for (const perPage of [10, 20, 50]) {
      for (let page = 1; page <= Math.min(1000, Math.ceil(Number(open) / perPage)); page++) newestUrls.push(`/api/front/item/get-search-by-keyword-list?per_page=${perPage}&page=${page}`);
    }
    // The measured list, and a few requests outside it that each server answers first so the API's and the
    // baseline's answers can be compared (same totals and the same listings: the same queries).
    // baseline: whether the bare server runs the scenario (it has no filters); compare: whether its answers
    // must equal the API's (keywords: the API matches ASCII words whole and tags by name since issue 14,
    // the baseline keeps the LIKE it replaced).
    const list = (name, urls, seed, { baseline = true, compare = true } = {}) => {
      const all = shuffled(urls, seed);
      // Five spare URLs (answer checks, the first and warm requests) even when the list has no more than asked.
      const measured = Math.min(listSize, all.length - 5);
      return { name, urls: all.slice(0, measured), check: all.slice(measured, measured + 5), from: urls.length, baseline, compare };
    };
    const lists = {
      mix: list('検索ミックス keyword/tag + filters', [...mixUrls], shuffleSeed + 4, { baseline: false }),
      newest: list('新着順一覧 (no keyword, every page)', newestUrls, shuffleSeed + 5),
      keyword: list('キーワード検索 get-search-by-keyword-list', keywordUrls, shuffleSeed, { compare: false }),
      tag: list('タグページ get-search-by-tag-list', tagUrls, shuffleSeed + 1),
      detail: list('案件詳細 get-item-detail', detailUrls, shuffleSeed + 2),
    };
    return Object.fromEntries(only.map((key) => [key, lists[key]]));
  } finally {
    await conn.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// The baseline: node:http + mysql2, no framework, no cache, the API's SQL (api/src/modules/items:
// item-search.repository.ts, items.repository.ts, item-detail.repository.ts, tags.repository.ts).

const lower = (column) => `LOWER(${column}) COLLATE utf8mb4_bin`;
const likeContains = (word) => `%${word.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
const PER_PAGE = 20;
const NEW_DAYS = 7;
const CARD_TAGS = 5;

/** The API's keyword parsing (search-keyword.ts): half-width kana → full-width, full-width ASCII → half-width, lower case, words. */
function parseKeyword(keyword) {
  if (!keyword) return [];
  const folded = keyword
    .replace(/[\uFF61-\uFF9F]+/g, (run) => run.normalize('NFKC'))
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .toLowerCase();
  return [...new Set(folded.split(/\s+/u).filter(Boolean))].slice(0, 10);
}

/** WHERE of the filtered open listings, as the API's ItemSearchRepository.filtered builds it. */
function filtered(words, wordTagIds, wordAreaIds, tagIds) {
  const parts = [OPEN('i')];
  const args = [];
  words.forEach((word, n) => {
    const conditions = ['i.name', 'i.detail', 'i.must_have_requirements', 'i.nice_to_have_requirements', 'i.area_detail'].map((c) => `${lower(c)} LIKE ? ESCAPE '!'`);
    for (let k = 0; k < 5; k++) args.push(likeContains(word));
    if (wordTagIds[n].length) {
      conditions.push(`EXISTS (SELECT 1 FROM item_tags kit${n} WHERE kit${n}.item_id = i.id AND kit${n}.tag_id IN (?))`);
      args.push(wordTagIds[n]);
    }
    if (wordAreaIds[n].length) {
      conditions.push(`EXISTS (SELECT 1 FROM item_areas kia${n} WHERE kia${n}.item_id = i.id AND kia${n}.area_id IN (?))`);
      args.push(wordAreaIds[n]);
    }
    parts.push(`(${conditions.join(' OR ')})`);
  });
  tagIds.forEach((tagId, n) => {
    parts.push(`EXISTS (SELECT 1 FROM item_tags ft${n} WHERE ft${n}.item_id = i.id AND ft${n}.tag_id = ?)`);
    args.push(tagId);
  });
  return { where: parts.join(' AND '), args };
}

const CARD_SELECT =
  'SELECT i.id, i.name, i.rate_detail, i.area_detail, i.must_have_requirements, SUBSTR(i.detail, 1, 121) AS detail, i.published_at, i.status, b.name AS biz_category_name,' +
  " (SELECT JSON_ARRAYAGG(JSON_OBJECT('id', a.id, 'name', a.name, 's', a.sort_order)) FROM item_areas ia INNER JOIN areas a ON a.id = ia.area_id WHERE ia.item_id = i.id) AS areas," +
  " (SELECT JSON_ARRAYAGG(JSON_OBJECT('id', t.id, 'term', t.term, 's', it.sort_order)) FROM item_tags it INNER JOIN tags t ON t.id = it.tag_id AND t.deleted_at IS NULL WHERE it.item_id = i.id) AS tags" +
  ' FROM items i LEFT JOIN biz_categories b ON b.id = i.biz_category_id';

async function cards(pool, ids) {
  if (ids.length === 0) return [];
  const [rows] = await pool.query(`${CARD_SELECT} WHERE i.id IN (?) AND i.deleted_at IS NULL`, [ids]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const links = (json) => (json ? (typeof json === 'string' ? JSON.parse(json) : json) : []).sort((a, b) => (a.s ?? 0) - (b.s ?? 0) || a.id - b.id);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{ id, name: r.name, rate_detail: r.rate_detail, area_detail: r.area_detail, must_have_requirements: r.must_have_requirements, detail: r.detail, published_at: r.published_at, areas: links(r.areas).map(({ id: i, name }) => ({ id: i, name })), biz_category_name: r.biz_category_name, tags: links(r.tags).slice(0, CARD_TAGS).map(({ id: i, term }) => ({ id: i, term })) }];
  });
}

async function searchResult(pool, words, tagIds, sort, page, perPage = PER_PAGE) {
  const idsContaining = async (table, column, word, extra = '') => {
    const [rows] = await pool.query(`SELECT t.id FROM ${table} t WHERE ${lower(column)} LIKE ? ESCAPE '!'${extra} ORDER BY t.id ASC`, [likeContains(word)]);
    return rows.map((r) => Number(r.id));
  };
  const [wordTagIds, wordAreaIds] = await Promise.all([
    Promise.all(words.map((w) => idsContaining('tags', 't.term', w, ' AND t.deleted_at IS NULL'))),
    Promise.all(words.map((w) => idsContaining('areas', 't.name', w))),
  ]);
  const { where, args } = filtered(words, wordTagIds, wordAreaIds, tagIds);
  const order = sort === 'rate' ? 'i.rate_max DESC, i.published_at DESC, i.id DESC' : 'i.published_at DESC, i.id DESC';
  const newSince = new Date(Date.now() - NEW_DAYS * 86_400_000);
  const [[pageRows], [stats], [tagRows], [areaRows]] = await Promise.all([
    pool.query(`SELECT i.id FROM items i WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, [...args, perPage, (page - 1) * perPage]),
    pool.query(
      `SELECT i.remote_level, i.weekly_days_min, i.contract_type_id, ct.name, COUNT(*) AS count, SUM(CASE WHEN i.published_at >= ? THEN 1 ELSE 0 END) AS new_count FROM items i LEFT JOIN contract_types ct ON ct.id = i.contract_type_id WHERE ${where} GROUP BY i.remote_level, i.weekly_days_min, i.contract_type_id, ct.name`,
      [newSince, ...args],
    ),
    pool.query(
      `SELECT t.id, t.term AS name, COUNT(*) AS count FROM items i INNER JOIN item_tags it ON it.item_id = i.id INNER JOIN tags t ON t.id = it.tag_id AND t.deleted_at IS NULL WHERE ${where} GROUP BY t.id, t.term ORDER BY count DESC, t.id ASC LIMIT 1000`,
      args,
    ),
    pool.query(
      `SELECT a.id, a.name, COUNT(*) AS count FROM items i INNER JOIN item_areas ia ON ia.item_id = i.id INNER JOIN areas a ON a.id = ia.area_id WHERE ${where} GROUP BY a.id, a.name, a.sort_order ORDER BY a.sort_order ASC, a.id ASC`,
      args,
    ),
  ]);
  const total = stats.reduce((n, r) => n + Number(r.count), 0);
  return {
    items: await cards(pool, pageRows.map((r) => Number(r.id))),
    total,
    page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    facets: { stats, tags: tagRows, areas: areaRows },
  };
}

async function startBaseline() {
  // The API's TypeORM pool: mysql2's default of 10 connections.
  const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 10 });
  const server = createHttpServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://baseline');
      const sort = url.searchParams.get('sort') === 'rate' ? 'rate' : 'new';
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? PER_PAGE);
      let body;
      let status = 200;
      if (url.pathname === '/api/health') {
        await pool.query('SELECT 1');
        body = { status: 'ok' };
      } else if (url.pathname === '/api/front/item/get-search-by-keyword-list') {
        body = await searchResult(pool, parseKeyword(url.searchParams.get('keyword')), [], sort, page, perPage);
      } else if (url.pathname === '/api/front/item/get-search-by-tag-list') {
        const tagId = Number(url.searchParams.get('tag_id'));
        const [[tag]] = await pool.query('SELECT id, term FROM tags WHERE id = ? AND deleted_at IS NULL', [tagId]);
        if (!tag) {
          status = 404;
          body = { statusCode: 404 };
        } else {
          body = { ...(await searchResult(pool, [], [tagId], sort, page)), tag };
          if (body.total === 0) {
            const [open] = await pool.query(`SELECT 1 FROM item_tags it INNER JOIN items i ON i.id = it.item_id AND ${OPEN('i')} WHERE it.tag_id = ? LIMIT 1`, [tagId]);
            if (open.length === 0) {
              const ended = async (byTag) => {
                const [rows] = await pool.query(
                  `SELECT i.id FROM items i WHERE i.status = 2 AND i.deleted_at IS NULL${byTag ? ' AND EXISTS (SELECT 1 FROM item_tags et WHERE et.item_id = i.id AND et.tag_id = ?)' : ''} ORDER BY i.ended_at DESC, i.id DESC LIMIT 10`,
                  byTag ? [tagId] : [],
                );
                return cards(pool, rows.map((r) => Number(r.id)));
              };
              const own = await ended(true);
              body.message = 'error--nothing-item';
              body.ended_items = own.length ? own : await ended(false);
            }
          }
        }
      } else if (url.pathname.startsWith('/api/front/item/get-item-detail/')) {
        const id = Number(url.pathname.split('/').pop());
        const [[rows], [tags]] = await Promise.all([
          pool.query(
            'SELECT i.*, a.id AS area_id, a.name AS area_name, b.id AS biz_id, b.name AS biz_name, ct.id AS ct_id, ct.name AS ct_name FROM items i LEFT JOIN item_areas ia ON ia.item_id = i.id LEFT JOIN areas a ON a.id = ia.area_id LEFT JOIN biz_categories b ON b.id = i.biz_category_id LEFT JOIN contract_types ct ON ct.id = i.contract_type_id WHERE i.id = ? AND i.deleted_at IS NULL ORDER BY a.sort_order ASC',
            [id],
          ),
          pool.query('SELECT t.id, t.term FROM item_tags it INNER JOIN tags t ON t.id = it.tag_id AND t.deleted_at IS NULL WHERE it.item_id = ? ORDER BY it.sort_order ASC, it.tag_id ASC', [id]),
        ]);
        if (rows.length === 0) {
          status = 404;
          body = { statusCode: 404 };
        } else {
          const { area_id: _a, area_name: _n, biz_id, biz_name, ct_id, ct_name, ...item } = rows[0];
          body = {
            ...item,
            areas: rows.filter((r) => r.area_id !== null).map((r) => ({ id: r.area_id, name: r.area_name })),
            biz_category: biz_id === null ? null : { id: biz_id, name: biz_name },
            contract_type: ct_id === null ? null : { id: ct_id, name: ct_name },
            tags,
          };
        }
      } else {
        status = 404;
        body = { statusCode: 404 };
      }
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    } catch {
      if (!res.headersSent) res.writeHead(503);
      res.end(); // a query cut short while the run shuts down
    }
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      for (const conn of pool.pool._allConnections.toArray()) conn.destroy(); // like the API's SIGKILL
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The load: `connections` keep-alive clients take the next URL of the list until it is used up or the
// time is over; every URL is asked at most once.

function get(agent, base, path) {
  return new Promise((resolvePromise) => {
    const started = process.hrtime.bigint();
    const done = (status) => resolvePromise({ status, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const req = httpRequest(`${base}${path}`, { agent, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode));
      res.on('error', () => done(0));
    });
    req.on('timeout', () => {
      req.destroy();
      done('timeout');
    });
    req.on('error', () => done(0));
    req.end();
  });
}

async function measure(base, urls) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  const timed = [];
  let next = 0;
  let ok = 0;
  let errors = 0;
  let timeouts = 0;
  const started = Date.now();
  const deadline = started + duration * 1000;
  const client = async () => {
    while (next < urls.length && Date.now() < deadline) {
      const url = urls[next++];
      const { status, ms } = await get(agent, base, url);
      if (status === 'timeout') {
        timeouts++;
        continue;
      }
      times.push(ms);
      if (values.slowest) timed.push({ url, ms });
      if (status >= 200 && status < 300) ok++;
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  if (values.slowest) for (const { url, ms } of timed.sort((a, b) => b.ms - a.ms).slice(0, Number(values.slowest))) console.log(`  ${ms.toFixed(1)} ms ${url}`);
  return { asked: next, ok, errors, timeouts, seconds, times };
}

function row(server, scenario, m) {
  const sorted = Float64Array.from(m.times).sort();
  const ms = (v) => (Number.isNaN(v) ? '–' : Math.round(v * 10) / 10);
  return {
    server,
    scenario,
    asked: m.asked,
    'req/s': Math.round((m.ok / m.seconds) * 10) / 10,
    'p50 ms': ms(percentile(sorted, 50)),
    'p95 ms': ms(percentile(sorted, 95)),
    'p99 ms': ms(percentile(sorted, 99)),
    errors: m.errors,
    timeouts: m.timeouts,
    'CPU ms/req': m.cpuPerRequest ?? '–',
    'DB CPU ms/req': m.dbCpuPerRequest ?? '–',
  };
}

/** What must agree between the API and the baseline: the total and the listing ids of a page, or a detail's id and tag ids. */
async function answers(base, lists) {
  const out = [];
  for (const list of Object.values(lists).filter((l) => l.baseline && l.compare)) {
    for (const url of list.check) {
      const res = await fetch(`${base}${url}`, { signal: AbortSignal.timeout(120_000) });
      const body = await res.json();
      const tagIds = (tags) => (tags ?? []).map((t) => t.id);
      out.push(JSON.stringify({ url, status: res.status, total: body.total, ids: body.items?.map((i) => i.id), ended: body.ended_items?.map((i) => i.id), id: body.id, tags: body.items ? undefined : tagIds(body.tags) }));
    }
  }
  return out;
}

const checked = {};

/**
 * Each scenario on a fresh server process: a scenario whose clients gave up (timeouts) leaves work queued in
 * the server's connection pool, which would otherwise be charged to the next scenario.
 */
async function runAll(server, start, lists) {
  const rows = [];
  let s = await start();
  try {
    checked[server] = await answers(s.base, lists);
  } finally {
    await s.stop();
  }
  await quietDatabase(databaseUrl);
  for (const list of Object.values(lists)) {
    s = await start();
    let m;
    const alone = async (url) => {
      const agent = new Agent({ keepAlive: false });
      const { ms } = await get(agent, s.base, url);
      agent.destroy();
      return Math.round(ms * 10) / 10;
    };
    let cold;
    let warm;
    try {
      // The first request after start-up, alone, and a like one (another URL of the list's spare ones) after the load.
      cold = await alone(list.check[0]);
      const cpuBefore = s.cpuMs?.();
      const dbBefore = databaseCpuMs(databaseUrl);
      m = await measure(s.base, list.urls);
      const cpuAfter = s.cpuMs?.();
      const dbAfter = databaseCpuMs(databaseUrl);
      // The API process's own CPU per answered request: what the engine costs, apart from queueing and the
      // machine's other load (the baseline runs inside the load generator, so it has none). And the database
      // server's, when it runs on this machine: what the requests' queries cost it.
      const perRequest = (before, after) => (before !== undefined && after !== undefined && m.ok ? Math.round(((after - before) / m.ok) * 100) / 100 : undefined);
      m.cpuPerRequest = perRequest(cpuBefore, cpuAfter);
      m.dbCpuPerRequest = perRequest(dbBefore, dbAfter);
      warm = await alone(list.check[1]);
    } finally {
      await s.stop();
    }
    const killed = await quietDatabase(databaseUrl);
    rows.push({ ...row(server, list.name, m), 'first ms': cold, 'warm ms': warm });
    console.log(JSON.stringify({ ...rows.at(-1), killedQueriesAfter: killed }));
  }
  return rows;
}

await ensureSeeded(databaseUrl, items);
const lists = await requestLists();
const report = [];
const describe = `${items} listings; REQUEST_RATE_LIMIT=${values['rate-limit']}, ${values.redis ? `Redis ${values.redis}` : 'no Redis'}; ${connections} connections; each scenario: up to ${listSize} distinct requests (shuffled, seed ${shuffleSeed}) or ${duration} s, request timeout ${timeoutMs / 1000} s`;
console.log(describe);
for (const list of Object.values(lists)) console.log(`- ${list.name}: ${list.urls.length} of ${list.from} distinct requests`);

report.push(...(await runAll('API, cache on', () => startApi(), lists)));
report.push(...(await runAll('API, cache off', () => startApi({ CATALOG_CACHE: 'false' }), lists)));
report.push(...(await runAll('baseline node:http + mysql2', startBaseline, Object.fromEntries(Object.entries(lists).filter(([, l]) => l.baseline)))));

console.log(`\n${describe}`);
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; API, MariaDB, the baseline and the load generator share it`);
console.table(report);
const differ = checked['API, cache off'].filter((a, i) => a !== checked['baseline node:http + mysql2'][i] || a !== checked['API, cache on'][i]);
console.log(
  differ.length
    ? `answers differ between the API and the baseline:\n${differ.join('\n')}`
    : `same answers from the API (cache on and off) and the baseline for ${checked['API, cache off'].length} requests outside the measured lists`,
);
const find = (server, scenario) => report.find((r) => r.server === server && r.scenario === scenario);
for (const list of Object.values(lists).filter((l) => l.baseline)) {
  const base = find('baseline node:http + mysql2', list.name)['req/s'];
  const on = find('API, cache on', list.name)['req/s'];
  const off = find('API, cache off', list.name)['req/s'];
  console.log(`${list.name}: API/baseline throughput ${(on / base).toFixed(2)} (cache on), ${(off / base).toFixed(2)} (cache off)`);
}
// The report is out: a handle left over from the load (a baseline query the client gave up on, a pooled connection's
// timer) must not keep the run alive — it did, for minutes, after the 100,000-listing run of 2026-12-03.
process.exit(0);
