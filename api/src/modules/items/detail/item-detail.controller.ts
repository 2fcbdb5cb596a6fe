import { Controller, Get, Param, ParseIntPipe, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { PublicCache } from '../../../common/http-cache/public-cache.decorator';
import { PublicResponseCache } from '../../../common/http-cache/public-response-cache';
import { ItemCardsResponseDto, ItemDetailDto, RecommendedItemsQueryDto, UnderConsiderationQueryDto } from './dto/item-detail.dto';
import { ItemErrorCode, ItemNotFoundError } from '../item-detail.errors';
import { ItemDetailService } from './item-detail.service';
import { viewerOf } from './item-viewer-marks';

@ApiTags('items')
@Controller('api/front')
export class ItemDetailController {
  constructor(private readonly details: ItemDetailService) {}

  @Get('item/get-item-detail/:id')
  // Each request is a view of the listing: a shared cache may not answer for it.
  @PublicCache({ shared: false })
  @ApiOperation({ operationId: 'getItemDetail', summary: '案件詳細（閲覧数を1加算）' })
  @ApiOkResponse({ type: ItemDetailDto })
  @ApiErrors(ItemErrorCode.ITEM_NOT_FOUND)
  async getItemDetail(
    @Param('id', new ParseIntPipe({ exceptionFactory: () => new ItemNotFoundError() })) id: number,
    @Req() req: Request,
  ): Promise<ItemDetailDto> {
    const detail = await this.details.detail(id, viewerOf(req));
    // A replayed copy of this response is still a view of the listing (by whoever asked for it).
    PublicResponseCache.onHit(req, (hit) => this.details.countView(id, viewerOf(hit)));
    return detail;
  }

  @Get('item/get-recommended-items-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getRecommendedItemsList', summary: 'おすすめ案件（共通タグの多い順→同じ業界→新しい順, 公開中のみ）' })
  @ApiOkResponse({ type: ItemCardsResponseDto })
  @ApiErrors(ItemErrorCode.ITEM_NOT_FOUND)
  async getRecommended(@Query() query: RecommendedItemsQueryDto): Promise<ItemCardsResponseDto> {
    return { items: await this.details.recommended(query.item_id, query.limit ?? 6) };
  }

  @Get('get-item-under-consideration-list')
  @ApiOperation({ operationId: 'getItemUnderConsiderationList', summary: '検討中の案件（指定順, 不明IDは除外, 募集終了は is_ended=true で含む）' })
  @ApiOkResponse({ type: ItemCardsResponseDto })
  async getUnderConsideration(@Query() query: UnderConsiderationQueryDto): Promise<ItemCardsResponseDto> {
    return { items: await this.details.underConsideration(query.ids ?? []) };
  }
}
