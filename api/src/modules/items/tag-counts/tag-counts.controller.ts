import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/errors/api-error-responses';
import { PublicCache } from '../../../common/http-cache/public-cache.decorator';
import { PopularSearchGroupsResponseDto, RefineTagsResponseDto } from '../../tags/dto/tag.dto';
import { TagIdQueryDto } from '../../tags/dto/tag.query.dto';
import { TagErrorCode } from '../../tags/tags.errors';
import { TagCountsService } from './tag-counts.service';

/**
 * The tag endpoints that count open listings (SPEC §7 paths, under the `tags` OpenAPI tag like the rest of
 * tags.controller.ts). They live here because the items module owns the listing tables and already imports
 * the tags module, so the tags module cannot call back into it.
 */
@ApiTags('tags')
@Controller('api/front')
export class TagCountsController {
  constructor(private readonly tagCounts: TagCountsService) {}

  @Get('item/tag/get-tagpage-refine-tags')
  @PublicCache()
  @ApiOperation({ operationId: 'getTagpageRefineTags', summary: 'タグページの絞り込みタグ（そのタグと一緒に付いているタグ、カテゴリ別）' })
  @ApiOkResponse({ type: RefineTagsResponseDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND)
  async getTagpageRefineTags(@Query() query: TagIdQueryDto): Promise<RefineTagsResponseDto> {
    return { groups: await this.tagCounts.tagPageRefineTags(query.tag_id) };
  }

  @Get('item/tag/get-searchpage-refine-tags')
  @PublicCache()
  @ApiOperation({ operationId: 'getSearchpageRefineTags', summary: '検索ページの絞り込みタグ（公開中の案件があるタグ、カテゴリ別）' })
  @ApiOkResponse({ type: RefineTagsResponseDto })
  async getSearchpageRefineTags(): Promise<RefineTagsResponseDto> {
    return { groups: await this.tagCounts.searchPageRefineTags() };
  }

  @Get('get-popular-search-groups')
  @PublicCache()
  @ApiOperation({ operationId: 'getPopularSearchGroups', summary: 'よく検索されるワード（SPEC §2 の順のグループ）' })
  @ApiOkResponse({ type: PopularSearchGroupsResponseDto })
  async getPopularSearchGroups(): Promise<PopularSearchGroupsResponseDto> {
    return { groups: await this.tagCounts.popularGroups() };
  }
}
