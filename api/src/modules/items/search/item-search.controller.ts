import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { ItemCardListResponseDto } from '../dto/item-card.dto';
import {
  EndedItemListQueryDto,
  RelatedTagsByKeywordQueryDto,
  RelatedTagsByTagIdQueryDto,
  SearchItemsQueryDto,
  TagSearchQueryDto,
} from './dto/search-items.query.dto';
import { SearchResultDto, TagCountListResponseDto, TagSearchResultDto } from './dto/search-result.dto';
import { ItemErrorCode } from '../item-detail.errors';
import { ItemSearchService } from './item-search.service';
import { PublicCache } from '../../../common/http-cache/public-cache.decorator';

@ApiTags('item-search')
@Controller('api/front/item')
export class ItemSearchController {
  constructor(private readonly search: ItemSearchService) {}

  @Get('get-search-by-keyword-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getSearchByKeywordList', summary: 'キーワード・条件で案件を検索（公開中のみ）' })
  @ApiOkResponse({ type: SearchResultDto })
  getSearchByKeywordList(@Query() query: SearchItemsQueryDto): Promise<SearchResultDto> {
    return this.search.searchByKeyword(query);
  }

  @Get('get-search-by-tag-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getSearchByTagList', summary: 'タグの案件一覧（条件で絞り込み可）。公開中の案件がないタグは message と終了案件' })
  @ApiOkResponse({ type: TagSearchResultDto })
  @ApiErrors(ItemErrorCode.TAG_NOT_FOUND)
  getSearchByTagList(@Query() query: TagSearchQueryDto): Promise<TagSearchResultDto> {
    const { tag_id: tagId, ...filters } = query;
    return this.search.searchByTag(tagId, filters);
  }

  @Get('get-ended-item-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getEndedItemList', summary: '過去の終了案件（タグ指定時はそのタグ）、終了の新しい順' })
  @ApiOkResponse({ type: ItemCardListResponseDto })
  async getEndedItemList(@Query() query: EndedItemListQueryDto): Promise<ItemCardListResponseDto> {
    return { items: await this.search.endedItems(query.limit ?? 10, query.tag_id) };
  }

  @Get('get-related-tags-by-keyword')
  @PublicCache()
  @ApiOperation({ operationId: 'getRelatedTagsByKeyword', summary: 'キーワードの検索結果に多いタグ（最大15件）' })
  @ApiOkResponse({ type: TagCountListResponseDto })
  async getRelatedTagsByKeyword(@Query() query: RelatedTagsByKeywordQueryDto): Promise<TagCountListResponseDto> {
    return { tags: await this.search.relatedTagsByKeyword(query.keyword) };
  }

  @Get('get-related-tags-by-tag-id')
  @PublicCache()
  @ApiOperation({ operationId: 'getRelatedTagsByTagId', summary: 'タグと一緒に付いているタグ（公開中の案件、最大15件）' })
  @ApiOkResponse({ type: TagCountListResponseDto })
  @ApiErrors(ItemErrorCode.TAG_NOT_FOUND)
  async getRelatedTagsByTagId(@Query() query: RelatedTagsByTagIdQueryDto): Promise<TagCountListResponseDto> {
    return { tags: await this.search.relatedTagsByTagId(query.tag_id) };
  }
}
