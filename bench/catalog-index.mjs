// `node bench/catalog-index.mjs [--queries 500] [--sql 40] [--seed 7]` after `npm run build -w api`.
//
// The catalog search index (issue 14) against the SQL search it replaced (ItemSearchRepository, kept as the reference).
// Builds the index from BENCH_DATABASE_URL (default mysql://root@127.0.0.1:3306/er_bench; seed it with
// `npm run bench -- --items 100000` or the seed CLI) and prints the build time and resident memory. Then
// draws DISTINCT filter sets (keyword words, tag, area, rate, remote, weekly days, sort, page) from the
// seeded tags and areas and a list of common search words, each asked once, and answers each the way the
// search page needs it: the page, the stats of the filters and of each alternative group left out (remote,
// contract type, weekly days), the tag counts and the area counts. The index answers every set; the SQL
// repository the first --sql sets (it takes about a second each at 100,000 listings). Nothing is cached:
// both are called directly, the API's memo and response replay are not involved. Figures are printed only.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { values } = parseArgs({ options: { queries: { type: 'string', default: '500' }, sql: { type: 'string', default: '40' }, seed: { type: 'string', default: '7' } } });

process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/er_bench';
process.env.NODE_ENV ??= 'development';
process.env.LOG_LEVEL ??= 'warn';
process.env.SAVED_SEARCH_DIGEST_HOUR ??= 'off';
const dist = (p) => require(resolve(root, 'api/dist', p));
const { createApp } = dist('create-app');
const { loadConfig } = dist('config/app-config');
const { CatalogIndexService } = dist('modules/items/search-index/catalog-index.service');
const { ItemSearchRepository } = dist('modules/items/search/item-search.repository');
const { parseKeyword } = dist('common/text/search-keyword');

const WORDS = ['Java', 'PHP', 'Python', 'Go', 'AWS', 'React', 'TypeScript', '東京', 'リモート', 'インフラ', '設計', '開発', '運用', 'フロントエンド', 'バックエンド', '金融', 'EC', '保守', '大阪', 'SE'];

function prng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const app = await createApp(loadConfig(process.env), { quiet: true });
await app.init();
const repository = app.get(ItemSearchRepository);
const rss = () => process.memoryUsage().rss;
const rssBefore = rss();
let t = performance.now();
const index = await app.get(CatalogIndexService).ready();
const buildSeconds = ((performance.now() - t) / 1000).toFixed(1);
const peakMb = Math.round((rss() - rssBefore) / 1048576);
// What the index keeps, apart from the build's garbage: resident memory after a full collection (node --expose-gc).
global.gc?.();
const heldMb = Math.round((rss() - rssBefore) / 1048576);
const mu = process.memoryUsage();
console.log(`memory after build: heap used ${Math.round(mu.heapUsed / 1048576)} MB, external ${Math.round(mu.external / 1048576)} MB (array buffers ${Math.round(mu.arrayBuffers / 1048576)} MB)`);
console.log(`index build: ${index.size.toLocaleString()} open listings in ${buildSeconds} s, +${peakMb} MB resident right after, +${global.gc ? `${heldMb} MB` : '? MB (run node with --expose-gc)'} after a full GC`);

// The tags and areas open listings carry (not every row: at 1,000,000 listings that alone took minutes).
const { DataSource } = require(resolve(root, 'node_modules/typeorm'));
const ids = async (sql) => (await app.get(DataSource).query(sql)).map((r) => Number(r.id));
const tagIds = await ids('SELECT DISTINCT tag_id AS id FROM item_tags');
const areaIds = await ids('SELECT DISTINCT area_id AS id FROM item_areas');
const random = prng(Number(values.seed));
const pick = (list) => list[Math.floor(random() * list.length)];
const seen = new Set();
const sets = [];
while (sets.length < Number(values.queries)) {
  const words = random() < 0.7 ? parseKeyword(Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(WORDS)).join(' ')) : [];
  const f = { words, wordTagIds: [], wordAreaIds: [], tagIds: random() < 0.4 ? [pick(tagIds)] : [], areaIds: random() < 0.3 ? [pick(areaIds)] : [], includeNoRate: false, remoteLevels: random() < 0.3 ? [2] : [], contractTypeIds: [] };
  if (random() < 0.3) f.rateMinYen = pick([500_000, 600_000, 700_000, 800_000]);
  if (random() < 0.2) f.weeklyDays = pick([3, 4]);
  const sort = random() < 0.3 ? 'rate' : 'new';
  const page = 1 + Math.floor(random() * 3);
  const key = JSON.stringify([f, sort, page]);
  if (seen.has(key)) continue;
  seen.add(key);
  sets.push({ f, sort, page });
}

const newSince = new Date(Date.now() - 7 * 86_400_000);
async function answer(engine, { f, sort, page }) {
  const started = performance.now();
  await Promise.all([
    engine.pageIds(f, sort, (page - 1) * 20, 20),
    engine.stats(f, newSince),
    engine.stats({ ...f, remoteLevels: [] }, newSince),
    engine.stats({ ...f, contractTypeIds: [] }, newSince),
    engine.stats({ ...f, weeklyDays: undefined }, newSince),
    engine.tagCounts(f, 1000),
    engine.areaCounts({ ...f, areaIds: [] }),
  ]);
  return performance.now() - started;
}
function report(name, times) {
  if (times.length === 0) return;
  const s = [...times].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)].toFixed(1);
  console.log(`${name}: ${s.length} distinct searches, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${s[s.length - 1].toFixed(1)} ms`);
}
const indexTimes = [];
for (const set of sets) indexTimes.push(await answer(index, set));
report('index', indexTimes);
const sqlTimes = [];
for (const set of sets.slice(0, Number(values.sql))) sqlTimes.push(await answer(repository, set));
report('SQL (MariaDB)', sqlTimes);
await app.close();
process.exit(0);
