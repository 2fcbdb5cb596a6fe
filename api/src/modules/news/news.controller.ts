import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/errors/api-error-responses';
import { GetNewsDetailQueryDto, GetNewsQueryDto, NewsDetailResponseDto, NewsListResponseDto } from './dto/news.dto';
import { NewsErrorCode } from './news.errors';
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
  @ApiErrors(NewsErrorCode.NEWS_NOT_FOUND)
  getNewsDetail(@Query() query: GetNewsDetailQueryDto): Promise<NewsDetailResponseDto> {
    return this.news.detail(query.id);
  }
}
