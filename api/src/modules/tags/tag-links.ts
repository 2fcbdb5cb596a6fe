import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * A module whose records link to tags (listings: item_tags; column links: column_tag_connects) and that
 * moves those links when a tag is merged into another (item/tag/tag-integration), inside the merge's
 * transaction (`manager`), on its own tables.
 */
export interface TagLinkMover {
  /**
   * Moves every link of `fromTagId` to `intoTagId` (a record linked to both keeps one link); the listings
   * whose tags changed, for the catalog change announcement.
   */
  moveTagLinks(manager: EntityManager, fromTagId: number, intoTagId: number): Promise<{ itemIds: number[] }>;
}

/** Listing counts per tag, from the module that owns the listings (staff tag lists, merge candidates). */
export interface TagListingCounts {
  /** Open listings (what visitors see) per live tag; a tag without any is absent. */
  openCounts(): Promise<ReadonlyMap<number, number>>;
  /** Listings carrying each of `tagIds`, whatever their status (not soft-deleted ones); none: absent. */
  linkedCounts(tagIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
}

/**
 * Where the modules that link to tags plug in. They import this module (the items module already does, for tag
 * names), so this module cannot import them back without a cycle: each registers itself here when the
 * application starts (onModuleInit), and the tag writer and the staff tag lists ask through here.
 */
@Injectable()
export class TagLinks {
  private readonly movers: TagLinkMover[] = [];
  private counts: TagListingCounts | null = null;

  addMover(mover: TagLinkMover): void {
    this.movers.push(mover);
  }

  provideCounts(counts: TagListingCounts): void {
    this.counts = counts;
  }

  /** Every registered module moves its links, in registration order; the listings that changed. */
  async moveAll(manager: EntityManager, fromTagId: number, intoTagId: number): Promise<number[]> {
    const itemIds: number[] = [];
    for (const mover of this.movers) itemIds.push(...(await mover.moveTagLinks(manager, fromTagId, intoTagId)).itemIds);
    return [...new Set(itemIds)];
  }

  openCounts(): Promise<ReadonlyMap<number, number>> {
    return this.counts ? this.counts.openCounts() : Promise.resolve(new Map());
  }

  linkedCounts(tagIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    return this.counts && tagIds.length ? this.counts.linkedCounts(tagIds) : Promise.resolve(new Map());
  }
}
