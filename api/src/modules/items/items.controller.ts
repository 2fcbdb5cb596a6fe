import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ItemCardListResponseDto } from './dto/item-card.dto';
import { LimitQueryDto } from './rankings/dto/rankings.dto';
import { ItemsService } from './items.service';
import { PublicCache } from '../../common/http-cache/public-cache.decorator';

@ApiTags('items')
@Controller('api/front')
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get('get-new-item-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getNewItemList', summary: '新着案件一覧（公開中の案件を新しい順に）' })
  @ApiOkResponse({ type: ItemCardListResponseDto })
  async getNewItemList(@Query() query: LimitQueryDto): Promise<ItemCardListResponseDto> {
    return { items: await this.items.newItems(query.limit ?? 10) };
  }
}
