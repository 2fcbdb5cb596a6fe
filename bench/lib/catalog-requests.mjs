// What visitors ask the catalog, built from the seeded data: the words they type, the filters they set, and a
// fixed-seed shuffle so every run asks the same distinct requests in the same order.
import { createRequire } from 'node:module';

/** Open listings, as the API defines them (its SQL), for the table alias `a`. */
export const OPEN = (a) => `${a}.status = 1 AND ${a}.published_at IS NOT NULL AND ${a}.deleted_at IS NULL`;

/** Words visitors type besides tag terms and places (they occur in the seeded titles and texts). */
export const COMMON_WORDS = ['開発', 'リモート', 'エンジニア', '設計', '運用', '保守', '構築', 'Web', 'API', 'フロントエンド', 'バックエンド', 'インフラ', '業務系', '金融', 'EC', 'PM', '新規', 'テスト'];

/**
 * The seed's PRNG (mulberry32) from the built API, which every catalog bench runs anyway (required when called,
 * so `--fuzz` runs without a build).
 */
export function seededRandom(seed) {
  return createRequire(import.meta.url)('../../api/dist/database/seed/prng.js').mulberry32(seed);
}

/** `list` in an order fixed by `seed` (Fisher–Yates). */
export function shuffled(list, seed) {
  const random = seededRandom(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Keywords visitors type: a tag term or a common word alone, or followed by a place (prefecture, without 都府県
 * after a term) or by a common word. `tags`: rows with `term`; `prefs`: rows with `name`.
 */
export function searchKeywords(tags, prefs) {
  const keywords = new Set();
  const terms = tags.map((t) => t.term);
  for (const term of terms) keywords.add(term);
  for (const word of COMMON_WORDS) keywords.add(word);
  for (const term of terms) for (const { name } of prefs) keywords.add(`${term} ${name.replace(/[都府県]$/, '')}`);
  for (const term of terms) for (const word of COMMON_WORDS) keywords.add(`${term} ${word}`);
  for (const word of COMMON_WORDS) for (const { name } of prefs) keywords.add(`${word} ${name}`);
  return keywords;
}

/**
 * Filters a visitor sets on a search or tag page, drawn from `random` (query parameters, the API's and the
 * pages' names): one or two prefectures (`prefAreas`: rows with `id`), a minimum rate, remote levels, weekly days,
 * new only — each with its own chance, so most draws set one or two.
 */
export function randomFilters(random, prefAreas) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const q = [];
  if (random() < 0.5) for (const id of new Set([pick(prefAreas).id, ...(random() < 0.3 ? [pick(prefAreas).id] : [])])) q.push(`areas=${id}`);
  if (random() < 0.4) q.push(`rate_min=${pick([50, 60, 70, 80, 90])}`);
  if (random() < 0.3) for (const level of pick([[1], [2], [1, 2]])) q.push(`remote=${level}`);
  if (random() < 0.2) q.push(`weekly_days=${pick([3, 4])}`);
  if (random() < 0.1) q.push('new=1');
  return q;
}
