import { Injectable, UnauthorizedException } from '@nestjs/common';
import { DAY_MS } from '../../common/time/japan-day';
import { splitIds } from '../members/comma-ids';
import { MembersService, type MemberProfile } from '../members/members.service';
import { ItemSearchService } from '../items/search/item-search.service';
import { MarketPriceService, MIN_ESTIMATE_LISTINGS } from '../items/market-price/market-price.service';
import { NEW_ITEM_DAYS } from '../items/items.service';
import { matchReasons, RECENT_DAYS, skillWeight, type MatchRanking } from '../items/search/match-ranking';
import type { ItemCardDto } from '../items/dto/item-card.dto';
import type { SearchFacetsDto } from '../items/search/dto/search-result.dto';
import { TagsService } from '../tags/tags.service';
import { MasterService } from '../master/master.service';
import type {
  MarketRateEstimateResponseDto,
  MatchedItemCardDto,
  MemberSkillTagDto,
  SkillMatchingListResponseDto,
  SkillMatchingSearchQueryDto,
  SkillMatchingSearchResultDto,
} from './dto/skill-matching.dto';

const NO_FACETS: SearchFacetsDto = { tags: [], areas: [], remote: [], contract_types: [], weekly_days: [], new_count: 0 };

/** The member's side of a match: the ranking and the skills as the pages name them. */
interface MemberMatch {
  ranking: MatchRanking;
  skills: MemberSkillTagDto[];
}

/**
 * Listings matched to the logged-in member's skills and the rate they can expect (issue 13,
 * /user-skill-matching-item and my page). The member's profile is MembersService's; the listings, their
 * order and the rates come through the items module's search and market-price services, so matching runs
 * the same queries (and filters, facets and caches) as /item/search and /item/marketprice.
 */
@Injectable()
export class SkillMatchingService {
  constructor(
    private readonly members: MembersService,
    private readonly search: ItemSearchService,
    private readonly marketPrice: MarketPriceService,
    private readonly tags: TagsService,
    private readonly master: MasterService,
  ) {}

  /** get-user-skill-matching-item-list: the best matches (my page). */
  async list(memberId: number, limit: number, now = new Date()): Promise<SkillMatchingListResponseDto> {
    const match = await this.memberMatch(memberId, now);
    if (match.ranking.skills.length === 0) return { has_skills: false, skills: [], items: [], total: 0 };
    const result = await this.search.searchMatching(match.ranking, { page: 1, per_page: limit }, true, now);
    return { has_skills: true, skills: match.skills, items: await this.withReasons(result.items, match), total: result.total };
  }

  /** item/get-search-user-skill-matching-item-list: the matches with /item/search's filters, facets and paging. */
  async searchPage(memberId: number, query: SkillMatchingSearchQueryDto, now = new Date()): Promise<SkillMatchingSearchResultDto> {
    const match = await this.memberMatch(memberId, now);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    if (match.ranking.skills.length === 0) {
      return { has_skills: false, skills: [], items: [], total: 0, page, per_page: perPage, last_page: 1, facets: NO_FACETS };
    }
    const { sort, user_id: _ownId, ...filters } = query;
    const byMatch = sort === undefined || sort === 'match';
    const result = await this.search.searchMatching(match.ranking, { ...filters, sort: byMatch ? undefined : sort }, byMatch, now);
    return { ...result, has_skills: true, skills: match.skills, items: await this.withReasons(result.items, match) };
  }

  /** The member's market rate (median and quartiles), or only the count when it rests on too few listings. */
  async estimate(memberId: number, now = new Date()): Promise<MarketRateEstimateResponseDto> {
    const match = await this.memberMatch(memberId, now);
    const base = { has_skills: match.ranking.skills.length > 0, skills: match.skills, min_listings: MIN_ESTIMATE_LISTINGS };
    if (!base.has_skills) return { ...base, count: 0, reliable: false, median: null, lower_quartile: null, upper_quartile: null };
    const e = await this.marketPrice.memberEstimate(match.ranking.skills);
    return { ...base, count: e.count, reliable: e.reliable, median: e.median, lower_quartile: e.lowerQuartile, upper_quartile: e.upperQuartile };
  }

  private async memberMatch(memberId: number, now: Date): Promise<MemberMatch> {
    const profile = await this.members.findProfile(memberId);
    // The guard found the member a moment ago; withdrawn in between is a stale session.
    if (!profile) throw new UnauthorizedException();
    // Skills whose tag was deleted since drop out (tagsByIds returns live tags only).
    const terms = new Map((await this.tags.tagsByIds(profile.skills.map((s) => s.tagId))).map((t) => [t.id, t.term]));
    const skills = profile.skills
      .filter((s) => terms.has(s.tagId))
      .map((s) => ({ id: s.tagId, term: terms.get(s.tagId)!, experience_years: s.experienceYears, weight: skillWeight(s.experienceYears) }))
      .sort((a, b) => b.weight - a.weight || a.id - b.id);
    const ranking: MatchRanking = {
      skills: skills.map((s) => ({ tagId: s.id, weight: s.weight })),
      desiredRateYen: profile.desiredRate,
      desiredRemoteLevel: profile.desiredRemoteLevel,
      areaIds: await this.wantedAreaIds(profile),
      newSince: new Date(now.getTime() - NEW_ITEM_DAYS * DAY_MS),
      recentSince: new Date(now.getTime() - RECENT_DAYS * DAY_MS),
    };
    return { ranking, skills: skills.map(({ id, term, experience_years }) => ({ id, term, experience_years })) };
  }

  /** The desired work areas; none chosen (こだわらない) → the areas of the member's prefecture, if any. */
  private async wantedAreaIds(profile: MemberProfile): Promise<number[]> {
    const desired = splitIds(profile.desiredAreaIds).filter((id) => Number.isSafeInteger(id) && id > 0);
    if (desired.length) return desired;
    if (profile.prefectureId === null) return [];
    return (await this.master.areas()).filter((a) => a.prefectureId === profile.prefectureId).map((a) => a.id);
  }

  private async withReasons(items: ItemCardDto[], { ranking, skills }: MemberMatch): Promise<MatchedItemCardDto[]> {
    if (items.length === 0) return [];
    const [facts, areas] = await Promise.all([this.search.matchFacts(items.map((i) => i.id), ranking), this.master.areas()]);
    const termOf = new Map(skills.map((s) => [s.id, s.term]));
    const areaName = new Map(areas.map((a) => [a.id, a.name]));
    const names = { tagTerm: (id: number) => termOf.get(id), areaName: (id: number) => areaName.get(id) };
    return items.map((item) => {
      const f = facts.get(item.id) ?? { matchedTagIds: [], rateYen: null, remoteLevel: 0, matchedAreaIds: [] };
      const matched = new Set(f.matchedTagIds);
      return {
        ...item,
        match: {
          matched_skills: skills.filter((s) => matched.has(s.id)).map(({ id, term }) => ({ id, term })),
          reasons: matchReasons(ranking, f, names),
        },
      };
    });
  }
}
