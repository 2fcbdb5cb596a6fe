import { Injectable } from '@nestjs/common';
import { parseKeyword } from '../../common/text/search-keyword';
import type { PopularSearchGroupDto, RefineTagGroupDto, TagDto } from './dto/tag.dto';
import { POPULAR_GROUP_LABELS, POPULAR_GROUP_ORDER, type PopularGroup, type TagEntity } from './entities/tag.entity';
import { sanitizeTagHtml } from './html-sanitizer';
import { TagNotFoundError } from './tags.errors';
import { type CategorisedTagCountRow, TagsRepository } from './tags.repository';
import { TtlCache } from '../../common/http-cache/ttl-cache';
import { CatalogCaches } from '../../common/http-cache/catalog-caches';

export const REFINE_TAGS_PER_GROUP = 12;
export const SUGGESTED_TAG_LIMIT = 10;
/** "Language/skill" tags of the rankings and charts: the popular-search language groups (SPEC §2). */
export const LANGUAGE_GROUPS: readonly PopularGroup[] = ['language', 'high_rate_language'];
export type { PopularGroup };

@Injectable()
export class TagsService {
  /** Refine-tag counts group every open listing's tags (heavy at 100,000 listings): memoised for 60 s. */
  private readonly counts: TtlCache;

  constructor(
    private readonly repository: TagsRepository,
    caches: CatalogCaches,
  ) {
    this.counts = caches.add(new TtlCache());
  }

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
   * The popular-search tags (optionally of some groups only), whether they have open listings or not:
   * by group in SPEC §2 order, then their position in the group.
   */
  async popularTags(groups?: readonly PopularGroup[]): Promise<(TagDto & { group: PopularGroup })[]> {
    const tags = await this.repository.findPopularTags(groups);
    return tags.sort((a, b) => POPULAR_GROUP_ORDER.indexOf(a.group) - POPULAR_GROUP_ORDER.indexOf(b.group));
  }

  async tagName(id: number): Promise<TagDto> {
    const tag = await this.getTag(id);
    return { id: tag.id, term: tag.term };
  }

  async htmlContent(id: number): Promise<string | null> {
    const tag = await this.getTag(id);
    return sanitizeTagHtml(tag.htmlContent);
  }

  /** Tag page: tags co-occurring with the tag among open listings, grouped by category. */
  async tagPageRefineTags(id: number): Promise<RefineTagGroupDto[]> {
    await this.getTag(id);
    return groupByCategory(await this.counts.get(`tag:${id}`, () => this.repository.countByCategory(id)));
  }

  /** Search page: every tag with open listings, grouped by category. */
  async searchPageRefineTags(): Promise<RefineTagGroupDto[]> {
    return groupByCategory(await this.counts.get('all', () => this.repository.countByCategory()));
  }

  async suggest(keyword: string | undefined): Promise<TagDto[]> {
    const words = parseKeyword(keyword);
    if (words.length === 0) return [];
    return this.repository.suggest(words, SUGGESTED_TAG_LIMIT);
  }

  /** SPEC §2 よく検索されるワード, groups in the SPEC's order; empty groups left out. */
  async popularGroups(): Promise<PopularSearchGroupDto[]> {
    const tags = await this.repository.findPopular();
    return POPULAR_GROUP_ORDER.map((key) => ({
      key,
      label: POPULAR_GROUP_LABELS[key],
      tags: tags.filter((t) => t.popularGroup === key).map((t) => ({ id: t.id, term: t.term })),
    })).filter((group) => group.tags.length > 0);
  }
}

/** Rows arrive ordered by category, then count; keep the top tags of each category. */
function groupByCategory(rows: CategorisedTagCountRow[]): RefineTagGroupDto[] {
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
