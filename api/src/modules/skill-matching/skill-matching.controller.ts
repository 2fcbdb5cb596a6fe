import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/errors/api-error-responses';
import type { MemberPrincipal } from '../auth/auth.constants';
import { CurrentMember, Member } from '../auth/auth.decorators';
import { NoStoreInterceptor } from '../auth/auth-cookies';
import { AuthErrorCode } from '../auth/auth.errors';
import { assertOwnMemberId } from '../auth/own-member-id';
import {
  MarketRateEstimateResponseDto,
  MarketRateQueryDto,
  SkillMatchingListQueryDto,
  SkillMatchingListResponseDto,
  SkillMatchingSearchQueryDto,
  SkillMatchingSearchResultDto,
} from './dto/skill-matching.dto';
import { SkillMatchingService } from './skill-matching.service';

/**
 * Listings matched to the logged-in member's skills (SPEC §2 /user-skill-matching-item, §7
 * get-user-skill-matching-item-list and item/get-search-user-skill-matching-item-list) and the member's
 * market rate (issue 13, not in SPEC). Private to the member: no-store; another member's user_id is a 403.
 */
@ApiTags('skill-matching')
@Controller('api/front')
@UseInterceptors(NoStoreInterceptor)
export class SkillMatchingController {
  constructor(private readonly matching: SkillMatchingService) {}

  @Get('get-user-skill-matching-item-list')
  @Member()
  @ApiOperation({ operationId: 'getUserSkillMatchingItemList', summary: 'スキルにマッチした公開中の案件（マッチ度の高い順、理由つき）' })
  @ApiOkResponse({ type: SkillMatchingListResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  list(@CurrentMember() member: MemberPrincipal, @Query() query: SkillMatchingListQueryDto): Promise<SkillMatchingListResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return this.matching.list(member.id, query.limit ?? 10);
  }

  @Get('item/get-search-user-skill-matching-item-list')
  @Member()
  @ApiOperation({
    operationId: 'getSearchUserSkillMatchingItemList',
    summary: 'スキルにマッチした案件を /item/search と同じ条件で絞り込み（マッチ度順・新着順・単価順、ページ送り、件数つき）',
  })
  @ApiOkResponse({ type: SkillMatchingSearchResultDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  search(@CurrentMember() member: MemberPrincipal, @Query() query: SkillMatchingSearchQueryDto): Promise<SkillMatchingSearchResultDto> {
    assertOwnMemberId(member, query.user_id);
    return this.matching.searchPage(member.id, query);
  }

  @Get('get-user-market-rate-estimate')
  @Member()
  @ApiOperation({
    operationId: 'getUserMarketRateEstimate',
    summary: '会員のスキルで見込める月額単価（中央値と四分位範囲）。根拠の案件が20件未満なら金額を出さない',
  })
  @ApiOkResponse({ type: MarketRateEstimateResponseDto })
  @ApiErrors(AuthErrorCode.MEMBER_ID_MISMATCH)
  estimate(@CurrentMember() member: MemberPrincipal, @Query() query: MarketRateQueryDto): Promise<MarketRateEstimateResponseDto> {
    assertOwnMemberId(member, query.user_id);
    return this.matching.estimate(member.id);
  }
}
