import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RelatedColumnQueryDto, RelatedColumnResponseDto } from './dto/related-column.dto';
import { ColumnsService } from './columns.service';

@ApiTags('columns')
@Controller('api/front/wordpress')
export class ColumnsController {
  constructor(private readonly columns: ColumnsService) {}

  @Get('get-related-column')
  @ApiOperation({ operationId: 'getRelatedColumn', summary: '案件に関連するコラム（案件・タグに紐づくもの, URLで重複排除, 最大5件）' })
  @ApiOkResponse({ type: RelatedColumnResponseDto })
  async getRelatedColumn(@Query() query: RelatedColumnQueryDto): Promise<RelatedColumnResponseDto> {
    return { columns: await this.columns.relatedToItem(query.item_id) };
  }
}
