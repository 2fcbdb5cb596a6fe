import { RemoteLevel } from '../entities/item.entity';

/**
 * How well an open listing fits a member (issue 13, /user-skill-matching-item): the one definition the
 * ranking (SQL, `matchScoreSql`) and the reasons each card gives (`matchReasons`) share. Points, highest
 * first; a listing must carry at least one of the member's skills to be a candidate at all.
 *
 * - each of the member's skills the listing carries: 10 + years of experience (capped at 10), so a
 *   listing needing two of the member's skills ranks above one needing one, and a 10-year skill counts
 *   double a skill without stated years;
 * - the listing's rate (its stated top, as on /item/marketprice) reaches the desired rate: 15; within
 *   10 % below it: 5;
 * - the member wants (some) remote work and the listing offers at least that much: 10;
 * - the listing is in one of the desired areas (or the member's prefecture when no area is chosen), or is
 *   fully remote so the place does not matter: 10;
 * - published within 7 days: 8, within 30 days: 4 (fresh listings are still open to applicants).
 */
export const MATCH_POINTS = { rate: 15, nearRate: 5, remote: 10, area: 10, new: 8, recent: 4 } as const;
export const NEAR_RATE_RATIO = 0.9;
export const MAX_SKILL_YEARS = 10;
export const RECENT_DAYS = 30;

export interface MatchSkill {
  tagId: number;
  /** Points when the listing carries the tag (`skillWeight`). */
  weight: number;
}

/** The member's side of the match, built from the profile by the skill-matching module. */
export interface MatchRanking {
  /** Heaviest first: the order the reasons name matched skills in. */
  skills: MatchSkill[];
  desiredRateYen: number | null;
  /** 1 一部リモート or 2 フルリモート; 0 (常駐可) and null give no remote points. */
  desiredRemoteLevel: number | null;
  /** Desired areas, else the areas of the member's prefecture; empty: no area points. */
  areaIds: number[];
  newSince: Date;
  recentSince: Date;
}

export function skillWeight(experienceYears: number | null): number {
  return 10 + Math.min(Math.max(Math.trunc(experienceYears ?? 0), 0), MAX_SKILL_YEARS);
}

/** Only integers are written into SQL (ids and weights come from our own tables; this keeps it so). */
function int(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return n;
}

/** The sum of the member's skill weights the listing aliased `alias` carries (0 when none). */
export function skillPointsSql(alias: string, skills: MatchSkill[]): string {
  if (skills.length === 0) return '0';
  const arms = skills.map((s) => `WHEN ${int(s.tagId)} THEN ${int(s.weight)}`).join(' ');
  const ids = skills.map((s) => int(s.tagId)).join(',');
  return `(SELECT COALESCE(SUM(CASE ms.tag_id ${arms} ELSE 0 END), 0) FROM item_tags ms WHERE ms.item_id = ${alias}.id AND ms.tag_id IN (${ids}))`;
}

/**
 * The listing's whole score as an SQL expression over `items` aliased `alias`, with its named parameters.
 * Integer arithmetic only, so MariaDB and SQLite order alike.
 */
export function matchScoreSql(alias: string, ranking: MatchRanking): { sql: string; params: Record<string, unknown> } {
  const parts = [skillPointsSql(alias, ranking.skills)];
  const params: Record<string, unknown> = { matchNewSince: ranking.newSince, matchRecentSince: ranking.recentSince };
  const rate = `COALESCE(${alias}.rate_max, ${alias}.rate_min)`;
  if (ranking.desiredRateYen !== null) {
    parts.push(`CASE WHEN ${rate} >= :matchRate THEN ${MATCH_POINTS.rate} WHEN ${rate} >= :matchNearRate THEN ${MATCH_POINTS.nearRate} ELSE 0 END`);
    params.matchRate = ranking.desiredRateYen;
    params.matchNearRate = Math.ceil(ranking.desiredRateYen * NEAR_RATE_RATIO);
  }
  if (wantsRemote(ranking)) {
    parts.push(`CASE WHEN ${alias}.remote_level >= ${int(ranking.desiredRemoteLevel!)} THEN ${MATCH_POINTS.remote} ELSE 0 END`);
  }
  if (ranking.areaIds.length) {
    const ids = ranking.areaIds.map(int).join(',');
    parts.push(
      `CASE WHEN ${alias}.remote_level = ${RemoteLevel.FullRemote} OR EXISTS (SELECT 1 FROM item_areas ma WHERE ma.item_id = ${alias}.id AND ma.area_id IN (${ids})) THEN ${MATCH_POINTS.area} ELSE 0 END`,
    );
  }
  parts.push(`CASE WHEN ${alias}.published_at >= :matchNewSince THEN ${MATCH_POINTS.new} WHEN ${alias}.published_at >= :matchRecentSince THEN ${MATCH_POINTS.recent} ELSE 0 END`);
  return { sql: parts.join(' + '), params };
}

/** The facts of a listing the score reads (the catalog search index's own record fits). */
export interface ScoredListing {
  tagIds: readonly number[];
  areaIds: readonly number[];
  rateMin: number | null;
  rateMax: number | null;
  remoteLevel: number;
  /** Epoch milliseconds. */
  publishedAt: number;
}

/** The same points as `matchScoreSql`, over a listing in memory (the catalog search index ranks with it). */
export function matchScore(listing: ScoredListing, ranking: MatchRanking): number {
  let score = 0;
  const tags = new Set(listing.tagIds);
  const counted = new Set<number>();
  // A tag listed twice counts once, with its first weight (as the SQL's CASE picks its first arm).
  for (const skill of ranking.skills) {
    if (tags.has(skill.tagId) && !counted.has(skill.tagId)) score += skill.weight;
    counted.add(skill.tagId);
  }
  const rate = listing.rateMax ?? listing.rateMin;
  if (ranking.desiredRateYen !== null && rate !== null) {
    if (rate >= ranking.desiredRateYen) score += MATCH_POINTS.rate;
    else if (rate >= Math.ceil(ranking.desiredRateYen * NEAR_RATE_RATIO)) score += MATCH_POINTS.nearRate;
  }
  if (wantsRemote(ranking) && listing.remoteLevel >= ranking.desiredRemoteLevel!) score += MATCH_POINTS.remote;
  if (ranking.areaIds.length && (listing.remoteLevel === RemoteLevel.FullRemote || listing.areaIds.some((id) => ranking.areaIds.includes(id)))) {
    score += MATCH_POINTS.area;
  }
  if (listing.publishedAt >= ranking.newSince.getTime()) score += MATCH_POINTS.new;
  else if (listing.publishedAt >= ranking.recentSince.getTime()) score += MATCH_POINTS.recent;
  return score;
}

function wantsRemote(ranking: MatchRanking): boolean {
  return ranking.desiredRemoteLevel !== null && ranking.desiredRemoteLevel > RemoteLevel.OnSite;
}

/** What the card says about one listing: the facts behind its points (new-ness has its own badge). */
export interface MatchFacts {
  /** The member's skills the listing carries. */
  matchedTagIds: number[];
  /** The listing's stated top rate (or its only bound), yen. */
  rateYen: number | null;
  remoteLevel: number;
  /** The listing's areas among `ranking.areaIds`. */
  matchedAreaIds: number[];
}

export interface MatchNames {
  tagTerm: (id: number) => string | undefined;
  areaName: (id: number) => string | undefined;
}

const manYen = (yen: number) => `${Math.round(yen / 1000) / 10}万円`;

/** 「Java・Spring Boot が一致」, 「希望単価（75万円）以上」, … in the order of the points above. */
export function matchReasons(ranking: MatchRanking, facts: MatchFacts, names: MatchNames): string[] {
  const reasons: string[] = [];
  const matched = new Set(facts.matchedTagIds);
  const terms = ranking.skills.filter((s) => matched.has(s.tagId)).flatMap((s) => names.tagTerm(s.tagId) ?? []);
  if (terms.length) reasons.push(`${terms.join('・')} が一致`);
  if (ranking.desiredRateYen !== null && facts.rateYen !== null && facts.rateYen >= ranking.desiredRateYen) {
    reasons.push(`希望単価（${manYen(ranking.desiredRateYen)}）以上`);
  }
  if (wantsRemote(ranking) && facts.remoteLevel >= ranking.desiredRemoteLevel!) {
    reasons.push(facts.remoteLevel === RemoteLevel.FullRemote ? 'フルリモート' : 'リモート併用可');
  }
  if (ranking.areaIds.length) {
    const areas = facts.matchedAreaIds.flatMap((id) => names.areaName(id) ?? []);
    if (areas.length) reasons.push(`希望勤務地（${areas.join('・')}）`);
    else if (facts.remoteLevel === RemoteLevel.FullRemote && !wantsRemote(ranking)) reasons.push('フルリモートのため勤務地を問わない');
  }
  return reasons;
}
