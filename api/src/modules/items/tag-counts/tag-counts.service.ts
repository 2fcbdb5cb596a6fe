import { Injectable } from '@nestjs/common';
import type { PopularSearchGroupDto, RefineTagGroupDto } from '../../tags/dto/tag.dto';
import { TagsService } from '../../tags/tags.service';
import { CatalogSearch } from '../search-index/catalog-search';
import { emptyFilters, type CountRow } from '../search/item-search.repository';

/** Refine groups rank every tag with a count (TagsService keeps each category's top ones), so no cut here. */
const EVERY_TAG = Number.POSITIVE_INFINITY;

/**
 * Tag blocks that count open listings: the counts are the catalog search index's (current on every write, so
 * no memo), TagsService names and groups the tags (its tables).
 */
@Injectable()
export class TagCountsService {
  constructor(
    private readonly catalog: CatalogSearch,
    private readonly tags: TagsService,
  ) {}

  /** Tag page: tags co-occurring with the tag among open listings, grouped by category (404 for an unknown tag). */
  async tagPageRefineTags(id: number): Promise<RefineTagGroupDto[]> {
    await this.tags.getTag(id);
    return this.tags.refineTagGroups(byId(await this.catalog.tagCounts({ ...emptyFilters(), tagIds: [id] }, EVERY_TAG, [id])));
  }

  /** Search page: every tag with open listings, grouped by category. */
  async searchPageRefineTags(): Promise<RefineTagGroupDto[]> {
    return this.tags.refineTagGroups(byId(await this.catalog.tagCounts(emptyFilters(), EVERY_TAG)));
  }

  /** SPEC §2 よく検索されるワード: the popular-search tags that have open listings now. */
  popularGroups(): Promise<PopularSearchGroupDto[]> {
    return this.tags.popularGroups(async (tagIds) => new Set((await this.catalog.countsOfTags(emptyFilters(), tagIds)).map((r) => r.id)));
  }
}

function byId(rows: CountRow[]): Map<number, number> {
  return new Map(rows.map((r) => [r.id, r.count]));
}
