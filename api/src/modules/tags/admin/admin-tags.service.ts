import { Injectable } from '@nestjs/common';
import { type CountInfoResponseDto, type Paged, type TermSearchResponseDto } from '../../../common/admin-resource';
import { ValidationFailedException } from '../../../common/errors/all-exceptions.filter';
import { parseKeyword } from '../../../common/text/search-keyword';
import type { AuditActor } from '../../audit-log/audit-log.service';
import type { TagCategoryEntity } from '../entities/tag-category.entity';
import { POPULAR_GROUP_LABELS, type TagEntity } from '../entities/tag.entity';
import { TagLinks } from '../tag-links';
import { nameKey, nameMatchRank, namesContainEvery } from '../tag-names';
import { type TagFields, TagWriter } from '../tag-writer.service';
import { TagNotFoundError } from '../tags.errors';
import { AdminTagsRepository } from './admin-tags.repository';
import {
  ADMIN_TAG_STATUS_LABELS,
  type AdminTagDetailDto,
  type AdminTagEditInfoBodyDto,
  type AdminTagFilterQueryDto,
  type AdminTagIntegrationCandidatesQueryDto,
  type AdminTagIntegrationCandidatesResponseDto,
  type AdminTagIntegrationResponseDto,
  type AdminTagRegisterBodyDto,
  type AdminTagRowDto,
  type AdminTagSearchQueryDto,
  type AdminTagSort,
  type AdminTagStatus,
} from './dto/admin-tags.dto';
import { tabCounts, tabOf, tabPage } from './list-page';
import { isoOrNull } from '../../../common/time/iso';

/** A tag with what the list shows next to it. */
interface ListedTag {
  tag: TagEntity;
  id: number;
  status: AdminTagStatus;
  openCount: number;
}

const SORT_VALUES: Record<AdminTagSort, (row: ListedTag) => string | number> = {
  id: (row) => row.id,
  term: (row) => row.tag.term,
  open_listing_count: (row) => row.openCount,
  updated_at: (row) => row.tag.updatedAt.getTime(),
};

/**
 * Tags in the back office (SPEC §7 item/tag/*): the lists and typeaheads read here; every write goes through
 * TagWriter (one transaction with its audit rows, then the catalog announcement).
 */
@Injectable()
export class AdminTagsService {
  constructor(
    private readonly repository: AdminTagsRepository,
    private readonly writer: TagWriter,
    private readonly links: TagLinks,
  ) {}

  async search(query: AdminTagSearchQueryDto): Promise<Paged<AdminTagRowDto>> {
    const [rows, categories] = await Promise.all([this.listed(query), this.categoryNames()]);
    const page = tabPage(rows, query, SORT_VALUES);
    const tags = page.items.map((row) => row.tag);
    const [linked, mergedTerms] = await Promise.all([
      this.links.linkedCounts(tags.map((tag) => tag.id)),
      this.repository.terms(tags.flatMap((tag) => (tag.mergedIntoTagId === null ? [] : [tag.mergedIntoTagId]))),
    ]);
    return {
      ...page,
      items: page.items.map((row) => toRow(row.tag, { categories, openCount: row.openCount, linkedCount: linked.get(row.id) ?? 0, mergedTerms })),
    };
  }

  /** The tabs' totals (公開, 削除済み) under the list's other filters. */
  async countInfo(filter: AdminTagFilterQueryDto): Promise<CountInfoResponseDto> {
    return tabCounts(await this.listed(filter));
  }

  async detail(id: number): Promise<AdminTagDetailDto> {
    const tag = await this.repository.tag(id);
    if (!tag) throw new TagNotFoundError();
    return this.toDetail(tag);
  }

  async register(actor: AuditActor, body: AdminTagRegisterBodyDto): Promise<AdminTagDetailDto> {
    return this.toDetail(await this.writer.create(actor, { term: body.term, ...fieldsOf(body) }));
  }

  async editInfo(actor: AuditActor, body: AdminTagEditInfoBodyDto): Promise<AdminTagDetailDto> {
    return this.toDetail(await this.writer.update(actor, body.id, body.version, fieldsOf(body)));
  }

  delete(actor: AuditActor, ids: number[]): Promise<number[]> {
    return this.writer.delete(actor, ids);
  }

  revival(actor: AuditActor, id: number): Promise<number[]> {
    return this.writer.restore(actor, id);
  }

  /** Typeahead of tag pickers: live tags whose term or an alias starts with / contains what was typed. */
  async termSearch(term: string, limit: number): Promise<TermSearchResponseDto> {
    const typed = nameKey(term);
    const ranked = (await this.repository.tags({ deleted: false }))
      .map((tag) => ({ tag, rank: nameMatchRank(tag, typed) }))
      .filter((row): row is { tag: TagEntity; rank: number } => row.rank !== null)
      .sort((a, b) => a.rank - b.rank || a.tag.term.length - b.tag.term.length || nameKey(a.tag.term).localeCompare(nameKey(b.tag.term)) || a.tag.id - b.tag.id);
    return { items: ranked.slice(0, limit).map(({ tag }) => ({ id: tag.id, label: tag.term })) };
  }

  /** Merge targets for a tag: the other live tags, best name match first (when filtered), then most open listings. */
  async integrationCandidates(query: AdminTagIntegrationCandidatesQueryDto): Promise<AdminTagIntegrationCandidatesResponseDto> {
    if (!(await this.repository.tag(query.id))) throw new TagNotFoundError();
    const typed = query.term ? nameKey(query.term) : '';
    const [tags, openCounts, categories] = await Promise.all([this.repository.tags({ deleted: false }), this.links.openCounts(), this.categoryNames()]);
    const ranked = tags
      .filter((tag) => tag.id !== query.id)
      .map((tag) => ({ tag, rank: typed ? nameMatchRank(tag, typed) : 0, open: openCounts.get(tag.id) ?? 0 }))
      .filter((row): row is { tag: TagEntity; rank: number; open: number } => row.rank !== null)
      .sort((a, b) => a.rank - b.rank || b.open - a.open || nameKey(a.tag.term).localeCompare(nameKey(b.tag.term)) || a.tag.id - b.tag.id)
      .slice(0, query.limit);
    const linked = await this.links.linkedCounts(ranked.map((row) => row.tag.id));
    return {
      items: ranked.map(({ tag, open }) => ({
        id: tag.id,
        term: tag.term,
        aliases: tag.aliases,
        tag_category_name: tag.tagCategoryId === null ? null : (categories.get(tag.tagCategoryId)?.name ?? null),
        open_listing_count: open,
        linked_listing_count: linked.get(tag.id) ?? 0,
      })),
    };
  }

  async integrate(actor: AuditActor, fromId: number, intoId: number): Promise<AdminTagIntegrationResponseDto> {
    const result = await this.writer.merge(actor, fromId, intoId);
    const [from, into] = await Promise.all([this.toDetail(result.from), this.toDetail(result.into)]);
    return { from, into, moved_listing_count: result.itemIds.length };
  }

  /**
   * The tags of both tabs matching the filters, each with its open-listing count. Read whole and filtered here:
   * the counts come from the catalog search index, which SQL cannot join (a few thousand tags are a few ms).
   */
  private async listed(filter: AdminTagFilterQueryDto): Promise<ListedTag[]> {
    const [tags, openCounts] = await Promise.all([this.repository.tags({ categoryId: filter.tag_category_id }), this.links.openCounts()]);
    const words = parseKeyword(filter.keyword);
    return tags
      .filter((tag) => namesContainEvery(tag, words))
      .map((tag) => {
        const status = tabOf(tag);
        return { tag, id: tag.id, status, openCount: status === 'deleted' ? 0 : (openCounts.get(tag.id) ?? 0) };
      })
      .filter((row) => filter.has_listings === undefined || row.openCount > 0 === filter.has_listings);
  }

  private async categoryNames(): Promise<Map<number, TagCategoryEntity>> {
    return new Map((await this.repository.categories()).map((category) => [category.id, category]));
  }

  private async toDetail(tag: TagEntity): Promise<AdminTagDetailDto> {
    const [categories, openCounts, linked, mergedTerms] = await Promise.all([
      this.categoryNames(),
      this.links.openCounts(),
      this.links.linkedCounts([tag.id]),
      this.repository.terms(tag.mergedIntoTagId === null ? [] : [tag.mergedIntoTagId]),
    ]);
    const openCount = tag.deletedAt ? 0 : (openCounts.get(tag.id) ?? 0);
    return {
      ...toRow(tag, { categories, openCount, linkedCount: linked.get(tag.id) ?? 0, mergedTerms }),
      html_content: tag.htmlContent,
      version: tag.version,
      created_at: tag.createdAt.toISOString(),
    };
  }
}

/** The writer's fields of a register or edit body: only those sent (undefined: left as they are). */
function fieldsOf(body: Partial<AdminTagRegisterBodyDto>): Partial<TagFields> {
  const fields: Partial<TagFields> = {};
  // An edit may leave the name out (kept), but not clear it.
  if (body.term === null) throw new ValidationFailedException({ term: ['必須項目です'] });
  if (body.term !== undefined) fields.term = body.term;
  if (body.aliases !== undefined) fields.aliases = body.aliases;
  if (body.tag_category_id !== undefined) fields.tagCategoryId = body.tag_category_id;
  if (body.popular_group !== undefined) fields.popularGroup = body.popular_group;
  if (body.popular_order !== undefined) fields.popularOrder = body.popular_order;
  if (body.is_pickup !== undefined) fields.isPickup = body.is_pickup;
  if (body.is_special !== undefined) fields.isSpecial = body.is_special;
  if (body.html_content !== undefined) fields.htmlContent = body.html_content;
  return fields;
}

function toRow(
  tag: TagEntity,
  context: { categories: Map<number, TagCategoryEntity>; openCount: number; linkedCount: number; mergedTerms: Map<number, string> },
): AdminTagRowDto {
  const status = tabOf(tag);
  return {
    id: tag.id,
    term: tag.term,
    aliases: tag.aliases,
    tag_category_id: tag.tagCategoryId,
    tag_category_name: tag.tagCategoryId === null ? null : (context.categories.get(tag.tagCategoryId)?.name ?? null),
    popular_group: tag.popularGroup,
    popular_group_label: tag.popularGroup ? POPULAR_GROUP_LABELS[tag.popularGroup] : null,
    popular_order: tag.popularOrder,
    is_pickup: tag.isPickup,
    is_special: tag.isSpecial,
    open_listing_count: context.openCount,
    linked_listing_count: context.linkedCount,
    status,
    status_label: ADMIN_TAG_STATUS_LABELS[status],
    merged_into_tag_id: tag.mergedIntoTagId,
    merged_into_term: tag.mergedIntoTagId === null ? null : (context.mergedTerms.get(tag.mergedIntoTagId) ?? null),
    updated_at: tag.updatedAt.toISOString(),
    deleted_at: isoOrNull(tag.deletedAt),
  };
}
