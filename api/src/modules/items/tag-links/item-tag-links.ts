import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TagLinks, type TagLinkMover, type TagListingCounts } from '../../tags/tag-links';
import { CatalogSearch } from '../search-index/catalog-search';
import { emptyFilters } from '../search/item-search.repository';
import { ItemTagLinksRepository } from './item-tag-links.repository';

/**
 * The listings' side of tag administration (TagLinks, tags module): counts of listings per tag for the staff
 * tag lists, and moving a merged tag's listing links. Registered with the tags module at start, which cannot
 * import this module (it is imported by it).
 */
@Injectable()
export class ItemTagLinks implements TagLinkMover, TagListingCounts, OnModuleInit {
  constructor(
    private readonly links: TagLinks,
    private readonly repository: ItemTagLinksRepository,
    private readonly catalog: CatalogSearch,
  ) {}

  onModuleInit(): void {
    this.links.addMover(this);
    this.links.provideCounts(this);
  }

  /** From the catalog search index: the same open-listing counts as the public tag blocks. */
  async openCounts(): Promise<ReadonlyMap<number, number>> {
    const rows = await this.catalog.tagCounts(emptyFilters(), Number.POSITIVE_INFINITY);
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  linkedCounts(tagIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    return this.repository.linkedCounts(tagIds);
  }

  async moveTagLinks(manager: EntityManager, fromTagId: number, intoTagId: number): Promise<{ itemIds: number[] }> {
    return { itemIds: await this.repository.moveTagLinks(manager, fromTagId, intoTagId) };
  }
}
