import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { GetNewsDetailQueryDto, GetNewsQueryDto, NewsDetailResponseDto, NewsListResponseDto } from './dto/news.dto';
import { NewsService } from './news.service';

/** Public announcements (front_news) for the top page and /front-news/detail/{id}. */
@ApiTags('news')
@Controller('api/front')
export class NewsController {
  constructor(private readonly news: NewsService) {}

  @Get('get-news')
  @ApiOperation({ operationId: 'getNews', summary: 'お知らせ一覧（公開中を新しい順に）' })
  @ApiOkResponse({ type: NewsListResponseDto })
  async getNews(@Query() query: GetNewsQueryDto): Promise<NewsListResponseDto> {
    return { news: await this.news.list(query.limit ?? 5) };
  }

  @Get('get-news-detail')
  @ApiOperation({ operationId: 'getNewsDetail', summary: 'お知らせ詳細' })
  @ApiOkResponse({ type: NewsDetailResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: '指定されたお知らせが見つかりませんでした' })
  getNewsDetail(@Query() query: GetNewsDetailQueryDto): Promise<NewsDetailResponseDto> {
    return this.news.detail(query.id);
  }
}
