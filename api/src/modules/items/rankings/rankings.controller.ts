import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ItemCardsResponseDto } from '../detail/dto/item-detail.dto';
import {
  AverageWorkingPeriodDto,
  HighFeeRankingResponseDto,
  LangRankingResponseDto,
  LimitQueryDto,
  TagCountsResponseDto,
  TagIdsQueryDto,
} from './dto/rankings.dto';
import { RankingsService } from './rankings.service';
import { PublicCache } from '../../../common/http-cache/public-cache.decorator';

@ApiTags('items')
@Controller('api/front')
export class RankingsController {
  constructor(private readonly rankings: RankingsService) {}

  @Get('get-item-featured-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getItemFeaturedList', summary: '注目案件（公開中・注目フラグ, 新しい順）' })
  @ApiOkResponse({ type: ItemCardsResponseDto })
  async getFeatured(@Query() query: LimitQueryDto): Promise<ItemCardsResponseDto> {
    return { items: await this.rankings.featured(query.limit ?? 10) };
  }

  @Get('get-recent-post-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getRecentPostList', summary: '最近30日に掲載された案件のうち閲覧数の多い順' })
  @ApiOkResponse({ type: ItemCardsResponseDto })
  async getRecentPosts(@Query() query: LimitQueryDto): Promise<ItemCardsResponseDto> {
    return { items: await this.rankings.recentPopular(query.limit ?? 10) };
  }

  @Get('get-popular-lang-ranking-by-eroute-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getPopularLangRankingByErouteList', summary: '言語・スキル別の公開中案件数ランキング' })
  @ApiOkResponse({ type: LangRankingResponseDto })
  async getLangRanking(@Query() query: LimitQueryDto): Promise<LangRankingResponseDto> {
    return { ranking: await this.rankings.languageRanking(query.limit ?? 10) };
  }

  @Get('get-ranking-with-high-items-fee')
  @PublicCache()
  @ApiOperation({ operationId: 'getRankingWithHighItemsFee', summary: '高単価案件と平均単価の高いスキル' })
  @ApiOkResponse({ type: HighFeeRankingResponseDto })
  async getHighFee(@Query() query: LimitQueryDto): Promise<HighFeeRankingResponseDto> {
    return this.rankings.highFee(query.limit ?? 10);
  }

  @Get('get-average-working-period')
  @PublicCache()
  @ApiOperation({ operationId: 'getAverageWorkingPeriod', summary: '平均稼働期間（ヶ月）' })
  @ApiOkResponse({ type: AverageWorkingPeriodDto })
  async getAverageWorkingPeriod(): Promise<AverageWorkingPeriodDto> {
    return { months: await this.rankings.averageWorkingPeriod() };
  }

  @Get('item/get-item-count-per-tag')
  @PublicCache()
  @ApiOperation({ operationId: 'getItemCountPerTag', summary: 'タグごとの公開中案件数（既定: よく検索されるワードのタグ）' })
  @ApiOkResponse({ type: TagCountsResponseDto })
  async getItemCountPerTag(@Query() query: TagIdsQueryDto): Promise<TagCountsResponseDto> {
    return { tags: await this.rankings.countPerTag(query.tag_ids) };
  }
}
