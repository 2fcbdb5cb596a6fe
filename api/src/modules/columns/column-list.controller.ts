import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ColumnsService } from './columns.service';
import { ColumnListQueryDto, ColumnListResponseDto } from './dto/column-list.dto';

/** /column/: the column connects of listings and tags; outside links only to the column site (COLUMN_SITE_URL). */
@ApiTags('columns')
@Controller('api/front')
export class ColumnListController {
  constructor(private readonly columns: ColumnsService) {}

  @Get('get-column-list')
  @ApiOperation({ operationId: 'getColumnList', summary: 'コラム一覧（案件・タグのコラム連携から、URLで重複排除・新しい順）' })
  @ApiOkResponse({ type: ColumnListResponseDto })
  async getColumnList(@Query() query: ColumnListQueryDto): Promise<ColumnListResponseDto> {
    const columns = await this.columns.list(query.limit ?? 20);
    return { columns: columns.map((c) => ({ title: c.title, url: c.url, item_id: c.itemId, tag_id: c.tagId })) };
  }
}
