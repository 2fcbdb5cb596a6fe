import { Injectable } from '@nestjs/common';
import { parseKeyword } from '../../common/text/search-keyword';
import type { PopularSearchGroupDto, RefineTagGroupDto, TagDto, TagNameDto } from './dto/tag.dto';
import { POPULAR_GROUP_LABELS, POPULAR_GROUP_ORDER, type PopularGroup, type TagEntity } from './entities/tag.entity';
import { sanitizeTagHtml } from './html-sanitizer';
import { splitAliases } from './tag-names';
import { TagNotFoundError } from './tags.errors';
import { type CategorisedTagRow, TagsRepository } from './tags.repository';

export const REFINE_TAGS_PER_GROUP = 12;
export const SUGGESTED_TAG_LIMIT = 10;
/** "Language/skill" tags of the rankings and charts: the popular-search language groups (SPEC §2). */
export const LANGUAGE_GROUPS: readonly PopularGroup[] = ['language', 'high_rate_language'];
export type { PopularGroup };

/** What /item/tag/{id} shows: a live tag, a merged tag's forwarding address, or nothing (404). */
export type TagPage = { kind: 'tag'; tag: TagDto } | { kind: 'merged'; into: TagDto };

@Injectable()
export class TagsService {
  constructor(private readonly repository: TagsRepository) {}

  /** The tag, or TagNotFoundError (404) when unknown or soft-deleted. */
  async getTag(id: number): Promise<TagEntity> {
    const tag = await this.repository.findTag(id);
    if (!tag) throw new TagNotFoundError();
    return tag;
  }

  /** The tag, or null when unknown or soft-deleted. */
  async findTag(id: number): Promise<TagDto | null> {
    const tag = await this.repository.findTag(id);
    return tag ? { id: tag.id, term: tag.term } : null;
  }

  /** Tags (not soft-deleted) in the order of `ids`; unknown ones left out. */
  tagsByIds(ids: number[]): Promise<TagDto[]> {
    return this.repository.findByIds(ids);
  }

  /**
   * The names a search keyword may use for each live tag: its term and its aliases (TagEntity.aliases,
   * comma- or 、-separated), as typed by staff; the catalog search index folds them.
   */
  async searchNames(): Promise<{ id: number; names: string[] }[]> {
    const tags = await this.repository.searchNames();
    return tags.map((t) => ({ id: t.id, names: [t.term.trim(), ...splitAliases(t.aliases)].filter((name) => name.length > 0) }));
  }

  /** A value that changes whenever any tag is written (the catalog search index's tag poll). */
  namesVersion(): Promise<string> {
    return this.repository.version();
  }

  /**
   * The popular-search tags (optionally of some groups only), whether they have open listings or not:
   * by group in SPEC §2 order, then their position in the group.
   */
  async popularTags(groups?: readonly PopularGroup[]): Promise<(TagDto & { group: PopularGroup })[]> {
    const tags = await this.repository.findPopularTags(groups);
    return tags.sort((a, b) => POPULAR_GROUP_ORDER.indexOf(a.group) - POPULAR_GROUP_ORDER.indexOf(b.group));
  }

  /**
   * The tag's name; for a tag merged into another (item/tag/tag-integration), its name and `merged_into`, the
   * live tag whose page replaced it, so the items remote can move there (the server answers the page itself with
   * 301). Unknown or deleted otherwise: 404.
   */
  async tagName(id: number): Promise<TagNameDto> {
    const page = await this.tagPage(id);
    if (!page) throw new TagNotFoundError();
    if (page.kind === 'tag') return { ...page.tag, merged_into: null };
    const merged = await this.repository.findTagWithDeleted(id);
    return { id, term: merged!.term, merged_into: page.into.id };
  }

  /**
   * What /item/tag/{id} shows: the live tag; for a tag merged into a tag that is live, that tag (its page
   * answers 301 there); null for an unknown or deleted tag.
   */
  async tagPage(id: number): Promise<TagPage | null> {
    const tag = await this.repository.findTagWithDeleted(id);
    if (!tag) return null;
    if (!tag.deletedAt) return { kind: 'tag', tag: { id: tag.id, term: tag.term } };
    if (tag.mergedIntoTagId === null) return null;
    const into = await this.repository.findTag(tag.mergedIntoTagId);
    return into ? { kind: 'merged', into: { id: into.id, term: into.term } } : null;
  }

  async htmlContent(id: number): Promise<string | null> {
    const tag = await this.getTag(id);
    return sanitizeTagHtml(tag.htmlContent);
  }

  /**
   * Refine-tag groups (tag page, search page) from open-listing counts per tag id, which the items module
   * owns: by category (sort order, id), each category's top tags by count then id; tags that are
   * soft-deleted, in a soft-deleted category or without listings are left out.
   */
  async refineTagGroups(counts: ReadonlyMap<number, number>): Promise<RefineTagGroupDto[]> {
    const rows = (await this.repository.findCategorised())
      .map((tag) => ({ ...tag, count: counts.get(tag.id) ?? 0 }))
      .filter((row) => row.count > 0)
      .sort((a, b) => a.categorySortOrder - b.categorySortOrder || a.categoryId - b.categoryId || b.count - a.count || a.id - b.id);
    return groupByCategory(rows);
  }

  /** Ids of the tags whose term contains the (folded, lower-cased) word: search's keyword matching. */
  idsWithTermContaining(word: string): Promise<number[]> {
    return this.repository.idsWithTermContaining(word);
  }

  /**
   * The listing form's tag typeahead (admin item/tag-list-for-item-input): live tags whose term or an alias
   * contains every word typed, folded like a search keyword (`ｊｓ` finds JavaScript by its alias JS).
   */
  async forItemInput(term: string, limit: number): Promise<TagDto[]> {
    const words = parseKeyword(term);
    if (words.length === 0) return [];
    return this.repository.suggest(words, limit, { aliases: true });
  }

  /** The live pickup tags (shown on the top page and offered first in the listing form), flagged on the tag by staff (item/tag/*). */
  pickupTags(): Promise<TagDto[]> {
    return this.repository.findFlagged('isPickup');
  }

  /** The live special tags (campaign and feature tags shown apart from skills), flagged on the tag by staff. */
  specialTags(): Promise<TagDto[]> {
    return this.repository.findFlagged('isSpecial');
  }

  async suggest(keyword: string | undefined): Promise<TagDto[]> {
    const words = parseKeyword(keyword);
    if (words.length === 0) return [];
    return this.repository.suggest(words, SUGGESTED_TAG_LIMIT);
  }

  /**
   * SPEC §2 よく検索されるワード, groups in the SPEC's order; `withListings` (the items module) says which
   * of the tags have an open listing now, the others are left out so the block and the mega-menu never lead
   * to an empty page; empty groups left out.
   */
  async popularGroups(withListings: (tagIds: number[]) => Promise<ReadonlySet<number>>): Promise<PopularSearchGroupDto[]> {
    const all = await this.popularTags();
    const open = await withListings(all.map((t) => t.id));
    const tags = all.filter((t) => open.has(t.id));
    return POPULAR_GROUP_ORDER.map((key) => ({
      key,
      label: POPULAR_GROUP_LABELS[key],
      tags: tags.filter((t) => t.group === key).map((t) => ({ id: t.id, term: t.term })),
    })).filter((group) => group.tags.length > 0);
  }
}

/** Rows arrive ordered by category, then count; keep the top tags of each category. */
function groupByCategory(rows: (CategorisedTagRow & { count: number })[]): RefineTagGroupDto[] {
  const groups = new Map<number, RefineTagGroupDto>();
  for (const row of rows) {
    if (row.count <= 0) continue;
    let group = groups.get(row.categoryId);
    if (!group) {
      group = { category: { id: row.categoryId, name: row.categoryName }, tags: [] };
      groups.set(row.categoryId, group);
    }
    if (group.tags.length < REFINE_TAGS_PER_GROUP) group.tags.push({ id: row.id, term: row.term, count: row.count });
  }
  return [...groups.values()];
}
