// `node bench/search-answers.mjs [repository root]` after `npm run build -w api`.
//
// The keyword search's answers in process (issue 14): ItemSearchService.searchByKeyword and the answer written as the
// public reads' interceptor writes it (answerJson), for 3,000 distinct queries (words, tag, area, rate, sort, page from a fixed
// seed), three rounds, on BENCH_DATABASE_URL (default mysql://root@127.0.0.1:3306/er_bench; seed it with
// `npm run bench -- --items 100000`). No HTTP, no load generator: less noisy than the HTTP bench on a shared 2-core
// machine, for comparing two builds (pass another checkout's root, built, as the argument). Response replay and
// memos off (CATALOG_CACHE=false). Prints ms and CPU ms per search and the characters written (equal for equal
// answers); CATALOG_COUNT_WORKERS=0 keeps every count on this thread.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
const root = resolve(process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..'));
const require = createRequire(resolve(root, 'api/package.json'));
process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/er_bench';
process.env.NODE_ENV = 'production'; process.env.ALLOW_HTTP_APP_URL = 'true'; process.env.JWT_SECRET = 'x'.repeat(64); process.env.LOG_LEVEL = 'warn'; process.env.SEED_ON_START='false'; process.env.SAVED_SEARCH_DIGEST_HOUR='off'; process.env.REDIS_URL=''; process.env.CATALOG_CACHE='false';
const dist = (p) => require(resolve(root, 'api/dist', p));
const { createApp } = dist('create-app');
const { loadConfig } = dist('config/app-config');
const { CatalogIndexService } = dist('modules/items/search-index/catalog-index.service');
const { ItemSearchService } = dist('modules/items/search/item-search.service');
// A build from before answerJson writes its answers with JSON.stringify, as it did then.
let answerJson = JSON.stringify;
try {
  answerJson = dist('common/http/raw-json').answerJson;
} catch {
  // older build
}
const app = await createApp(loadConfig(process.env), { quiet: true });
await app.init();
await app.get(CatalogIndexService).ready();
const svc = app.get(ItemSearchService);
const WORDS = ['Java', 'PHP', 'Python', 'Go', 'AWS', 'React', 'TypeScript', '東京', 'リモート', 'インフラ', '設計', '開発', '運用', 'フロントエンド', 'バックエンド', '金融', 'EC', '保守', '大阪', 'SE'];
let s = 7; const rnd = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
const qs = [];
for (let i = 0; i < 3000; i++) {
  const q = {};
  if (rnd() < 0.7) q.keyword = WORDS[Math.floor(rnd() * WORDS.length)] + (rnd() < 0.5 ? ' ' + WORDS[Math.floor(rnd() * WORDS.length)] : '');
  if (rnd() < 0.4) q.tags = [1 + Math.floor(rnd() * 150)];
  if (rnd() < 0.3) q.areas = [1 + Math.floor(rnd() * 47)];
  if (rnd() < 0.3) q.rate_min = 50 + 10 * Math.floor(rnd() * 5);
  if (rnd() < 0.3) q.sort = 'rate';
  q.page = 1 + Math.floor(rnd() * 3);
  qs.push(q);
}
// CPU time of the process (every thread) besides the wall time: on a shared VM the CPU figure moves less between runs.
for (let round = 0; round < 5; round++) {
  const t0 = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  let chars = 0;
  for (const q of qs) chars += answerJson(await svc.searchByKeyword(q)).length;
  const cpu = process.cpuUsage(cpu0);
  const perSearch = (ms) => (ms / qs.length).toFixed(3);
  console.log(`round ${round}: ${perSearch(Number(process.hrtime.bigint() - t0) / 1e6)} ms/search, CPU ${perSearch((cpu.user + cpu.system) / 1000)} ms/search, ${chars} chars`);
}
await app.close(); process.exit(0);
