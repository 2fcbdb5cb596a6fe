import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { viewerOf } from '../../items/detail/item-viewer-marks';
import { RecordColumnViewBodyDto } from '../dto/column-view.dto';
import { ColumnViewsService } from './column-views.service';

@ApiTags('columns')
@Controller('api/front/column')
export class ColumnViewController {
  constructor(private readonly views: ColumnViewsService) {}

  /** Always 204: whether the visit counted (first today, a URL the site links to) is not the page's business. */
  @Post('record-column-view')
  @HttpCode(204)
  @ApiOperation({ operationId: 'recordColumnView', summary: 'コラムのリンクを開いたことの記録（同じ訪問者・同じコラムは1日1回、表示しているリンクのみ数えます）' })
  @ApiNoContentResponse()
  async recordColumnView(@Body() body: RecordColumnViewBodyDto, @Req() req: Request): Promise<void> {
    await this.views.recordVisit(body.url, viewerOf(req));
  }
}
