import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { ChartDataResponseDto, RateRangeResponseDto } from './dto/market-price.dto';
import { TagIdQueryDto, TagIdsQueryDto } from '../rankings/dto/rankings.dto';
import { ItemErrorCode } from '../item-detail.errors';
import { MarketPriceService } from './market-price.service';
import { PublicCache } from '../../../common/http-cache/public-cache.decorator';

@ApiTags('market-price')
@Controller('api/front/item')
export class MarketPriceController {
  constructor(private readonly marketPrice: MarketPriceService) {}

  @Get('get-item-rate-range-per-industry')
  @PublicCache()
  @ApiOperation({ operationId: 'getItemRateRangePerIndustry', summary: '業界別の単価相場（最低・中央値・平均・最高, 円/月, 60秒キャッシュ）' })
  @ApiOkResponse({ type: RateRangeResponseDto })
  async perIndustry(): Promise<RateRangeResponseDto> {
    return { rows: await this.marketPrice.perIndustry() };
  }

  @Get('get-item-rate-range-per-prefectures')
  @PublicCache()
  @ApiOperation({ operationId: 'getItemRateRangePerPrefectures', summary: '都道府県別の単価相場（円/月, 60秒キャッシュ）' })
  @ApiOkResponse({ type: RateRangeResponseDto })
  async perPrefecture(): Promise<RateRangeResponseDto> {
    return { rows: await this.marketPrice.perPrefecture() };
  }

  @Get('get-value-of-chart')
  @PublicCache()
  @ApiOperation({ operationId: 'getValueOfChart', summary: 'スキル（タグ）別の単価相場（既定: 人気の言語タグ, 60秒キャッシュ）' })
  @ApiOkResponse({ type: RateRangeResponseDto })
  async valueOfChart(@Query() query: TagIdsQueryDto): Promise<RateRangeResponseDto> {
    return { rows: await this.marketPrice.perTag(query.tag_ids) };
  }

  @Get('get-data-of-chart')
  @PublicCache()
  @ApiOperation({ operationId: 'getDataOfChart', summary: 'タグの単価分布（40万〜150万円, 10万円刻み）' })
  @ApiOkResponse({ type: ChartDataResponseDto })
  @ApiErrors(ItemErrorCode.TAG_NOT_FOUND)
  async dataOfChart(@Query() query: TagIdQueryDto): Promise<ChartDataResponseDto> {
    return this.marketPrice.chart(query.tag_id);
  }
}
