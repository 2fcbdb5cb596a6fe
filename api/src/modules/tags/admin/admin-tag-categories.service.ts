import { Injectable } from '@nestjs/common';
import { type CountInfoResponseDto, type Paged, type TermSearchResponseDto } from '../../../common/admin-resource';
import { ValidationFailedException } from '../../../common/errors/all-exceptions.filter';
import { parseKeyword } from '../../../common/text/search-keyword';
import type { AuditActor } from '../../audit-log/audit-log.service';
import type { TagCategoryEntity } from '../entities/tag-category.entity';
import { type TagCategoryFields, TagCategoryWriter } from '../tag-category-writer.service';
import { nameKey, nameMatchRank } from '../tag-names';
import { TagCategoryNotFoundError } from '../tags.errors';
import { AdminTagsRepository } from './admin-tags.repository';
import {
  type AdminTagCategoryDetailDto,
  type AdminTagCategoryEditInfoBodyDto,
  type AdminTagCategoryFilterQueryDto,
  type AdminTagCategoryIntegrationResponseDto,
  type AdminTagCategoryRegisterBodyDto,
  type AdminTagCategoryRowDto,
  type AdminTagCategorySearchQueryDto,
  type AdminTagCategorySort,
} from './dto/admin-tag-categories.dto';
import { ADMIN_TAG_STATUS_LABELS, type AdminTagStatus } from './dto/admin-tags.dto';
import { sortAndPage, tabCounts, tabOf, tabPage } from './list-page';
import { isoOrNull } from '../../../common/time/iso';

interface ListedCategory {
  category: TagCategoryEntity;
  id: number;
  status: AdminTagStatus;
  tagCount: number;
}

const SORT_VALUES: Record<AdminTagCategorySort, (row: ListedCategory) => string | number> = {
  sort_order: (row) => row.category.sortOrder,
  name: (row) => row.category.name,
  tag_count: (row) => row.tagCount,
  id: (row) => row.id,
  updated_at: (row) => row.category.updatedAt.getTime(),
};

/** Tag categories in the back office (SPEC §7 item/tag/category/*); writes go through TagCategoryWriter. */
@Injectable()
export class AdminTagCategoriesService {
  constructor(
    private readonly repository: AdminTagsRepository,
    private readonly writer: TagCategoryWriter,
  ) {}

  async search(query: AdminTagCategorySearchQueryDto): Promise<Paged<AdminTagCategoryRowDto>> {
    const page = tabPage(await this.listed(query), query, SORT_VALUES);
    return { ...page, items: page.items.map(toRow) };
  }

  async countInfo(filter: AdminTagCategoryFilterQueryDto): Promise<CountInfoResponseDto> {
    return tabCounts(await this.listed(filter));
  }

  async detail(id: number): Promise<AdminTagCategoryDetailDto> {
    const category = await this.repository.category(id);
    if (!category) throw new TagCategoryNotFoundError();
    return this.toDetail(category);
  }

  async register(actor: AuditActor, body: AdminTagCategoryRegisterBodyDto): Promise<AdminTagCategoryDetailDto> {
    return this.toDetail(await this.writer.create(actor, { name: body.name, sortOrder: body.sort_order ?? null }));
  }

  async editInfo(actor: AuditActor, body: AdminTagCategoryEditInfoBodyDto): Promise<AdminTagCategoryDetailDto> {
    if (body.name === null) throw new ValidationFailedException({ name: ['必須項目です'] });
    const fields: Partial<TagCategoryFields> = {};
    if (body.name !== undefined) fields.name = body.name;
    if (body.sort_order !== undefined) fields.sortOrder = body.sort_order;
    return this.toDetail(await this.writer.update(actor, body.id, body.version, fields));
  }

  delete(actor: AuditActor, ids: number[]): Promise<number[]> {
    return this.writer.delete(actor, ids);
  }

  revival(actor: AuditActor, id: number): Promise<number[]> {
    return this.writer.restore(actor, id);
  }

  /** Typeahead of category pickers: live categories whose name starts with / contains what was typed. */
  async termSearch(term: string, limit: number): Promise<TermSearchResponseDto> {
    const typed = nameKey(term);
    const ranked = (await this.repository.categories())
      .filter((category) => category.deletedAt === null)
      .map((category) => ({ category, rank: nameMatchRank({ term: category.name, aliases: null }, typed) }))
      .filter((row): row is { category: TagCategoryEntity; rank: number } => row.rank !== null)
      .sort((a, b) => a.rank - b.rank || a.category.sortOrder - b.category.sortOrder || a.category.id - b.category.id);
    return { items: ranked.slice(0, limit).map(({ category }) => ({ id: category.id, label: category.name })) };
  }

  /** Merge targets for a category: the other live categories in their order. */
  async integrationCandidates(id: number): Promise<{ items: AdminTagCategoryRowDto[] }> {
    if (!(await this.repository.category(id))) throw new TagCategoryNotFoundError();
    const rows = (await this.listed({})).filter((row) => row.id !== id && row.status === 'published');
    return { items: sortAndPage(rows, { page: 1, per_page: rows.length || 1, sort: 'sort_order', order: 'asc' }, SORT_VALUES).items.map(toRow) };
  }

  async integrate(actor: AuditActor, fromId: number, intoId: number): Promise<AdminTagCategoryIntegrationResponseDto> {
    const result = await this.writer.merge(actor, fromId, intoId);
    const [from, into] = await Promise.all([this.toDetail(result.from), this.toDetail(result.into)]);
    return { from, into, moved_tag_ids: result.tagIds };
  }

  /** The categories of both tabs matching the filter, each with its live tags counted. */
  private async listed(filter: AdminTagCategoryFilterQueryDto): Promise<ListedCategory[]> {
    const [categories, counts] = await Promise.all([this.repository.categories(), this.repository.liveTagCountsByCategory()]);
    const words = parseKeyword(filter.keyword);
    return categories
      .filter((category) => words.every((word) => nameKey(category.name).includes(word)))
      .map((category) => listedCategory(category, counts));
  }

  private async toDetail(category: TagCategoryEntity): Promise<AdminTagCategoryDetailDto> {
    return {
      ...toRow(listedCategory(category, await this.repository.liveTagCountsByCategory())),
      version: category.version,
      created_at: category.createdAt.toISOString(),
    };
  }
}

const listedCategory = (category: TagCategoryEntity, tagCounts: ReadonlyMap<number, number>): ListedCategory => ({
  category,
  id: category.id,
  status: tabOf(category),
  tagCount: tagCounts.get(category.id) ?? 0,
});

function toRow({ category, status, tagCount }: ListedCategory): AdminTagCategoryRowDto {
  return {
    id: category.id,
    name: category.name,
    sort_order: category.sortOrder,
    tag_count: tagCount,
    status,
    status_label: ADMIN_TAG_STATUS_LABELS[status],
    updated_at: category.updatedAt.toISOString(),
    deleted_at: isoOrNull(category.deletedAt),
  };
}
