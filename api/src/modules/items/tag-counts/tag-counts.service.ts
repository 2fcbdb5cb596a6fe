import { Injectable } from '@nestjs/common';
import { TtlCache } from '../../../common/http-cache/ttl-cache';
import { CatalogCaches } from '../../../common/http-cache/catalog-caches';
import type { PopularSearchGroupDto, RefineTagGroupDto } from '../../tags/dto/tag.dto';
import { TagsService } from '../../tags/tags.service';
import { TagCountsRepository } from './tag-counts.repository';

/**
 * Tag blocks that count open listings: the items module counts (its tables), TagsService names and
 * groups the tags (its tables).
 */
@Injectable()
export class TagCountsService {
  /** Refine-tag counts group every open listing's tags (heavy at 100,000 listings): memoised for 60 s. */
  readonly counts: TtlCache;

  constructor(
    private readonly repository: TagCountsRepository,
    private readonly tags: TagsService,
    caches: CatalogCaches,
  ) {
    this.counts = caches.add(new TtlCache());
  }

  /** Tag page: tags co-occurring with the tag among open listings, grouped by category (404 for an unknown tag). */
  async tagPageRefineTags(id: number): Promise<RefineTagGroupDto[]> {
    await this.tags.getTag(id);
    return this.counts.get(`tag:${id}`, async () => this.tags.refineTagGroups(await this.repository.countPerTag(id)));
  }

  /** Search page: every tag with open listings, grouped by category. */
  searchPageRefineTags(): Promise<RefineTagGroupDto[]> {
    return this.counts.get('all', async () => this.tags.refineTagGroups(await this.repository.countPerTag()));
  }

  /** SPEC §2 よく検索されるワード: the popular-search tags that have open listings now. */
  popularGroups(): Promise<PopularSearchGroupDto[]> {
    return this.tags.popularGroups((tagIds) => this.repository.withOpenListings(tagIds));
  }
}
