import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/errors/api-error-responses';
import { TagHtmlContentDto, TagListResponseDto, TagNameDto } from './dto/tag.dto';
import { SuggestedTagQueryDto, TagIdQueryDto } from './dto/tag.query.dto';
import { TagErrorCode } from './tags.errors';
import { TagsService } from './tags.service';
import { PublicCache } from '../../common/http-cache/public-cache.decorator';

@ApiTags('tags')
@Controller('api/front')
// The refine-tag and popular-search endpoints count open listings: they live in the items module
// (items/tag-counts/), which owns the listing tables and already depends on this one.
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get('item/tag/get-tag-name')
  @PublicCache()
  @ApiOperation({ operationId: 'getTagName', summary: 'タグ名（統合されたタグは merged_into に統合先）' })
  @ApiOkResponse({ type: TagNameDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND)
  getTagName(@Query() query: TagIdQueryDto): Promise<TagNameDto> {
    return this.tags.tagName(query.tag_id);
  }

  @Get('item/tag/get-html-content')
  @PublicCache()
  @ApiOperation({ operationId: 'getHtmlContent', summary: 'タグページの説明HTML（許可したタグのみ残す）' })
  @ApiOkResponse({ type: TagHtmlContentDto })
  @ApiErrors(TagErrorCode.TAG_NOT_FOUND)
  async getTagHtmlContent(@Query() query: TagIdQueryDto): Promise<TagHtmlContentDto> {
    return { html: await this.tags.htmlContent(query.tag_id) };
  }

  // SPEC §7 lists the path with a trailing slash; Express's non-strict routing serves both forms.
  @Get('get-suggested-tag-list')
  @PublicCache()
  @ApiOperation({ operationId: 'getSuggestedTagList', summary: 'タグ候補（入力中の語を含むタグ、前方一致を優先、最大10件）' })
  @ApiOkResponse({ type: TagListResponseDto })
  async getSuggestedTagList(@Query() query: SuggestedTagQueryDto): Promise<TagListResponseDto> {
    return { tags: await this.tags.suggest(query.keyword) };
  }
}
