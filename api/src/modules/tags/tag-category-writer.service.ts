import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type AdminRecordStore,
  type AdminResource,
  createRecord,
  lockMergePair,
  restoreRecords,
  softDeleteRecords,
  StaleVersionError,
  updateRecord,
} from '../../common/admin-resource';
import { CatalogChanges } from '../../common/catalog-changes/catalog-changes';
import { ValidationFailedException } from '../../common/errors/all-exceptions.filter';
import { runTransaction } from '../../database/transaction';
import { type AuditActor, AuditLogService } from '../audit-log/audit-log.service';
import type { TagCategoryEntity } from './entities/tag-category.entity';
import { TagRecordsRepository } from './tag-records.repository';
import { TagCategoryInUseError, TagCategoryNameTakenError, TagCategoryNotFoundError, TagMergeDeletedError } from './tags.errors';

/** The audit log's name of the resource (SPEC §7 path under /api/admin/). */
export const TAG_CATEGORY_RESOURCE = 'item/tag/category';

export interface TagCategoryFields {
  name: string;
  /** Position among the categories (ascending); none on create: after the last. */
  sortOrder: number | null;
}

export interface TagCategoryMergeResult {
  from: TagCategoryEntity;
  into: TagCategoryEntity;
  /** The tags that moved (deleted ones too). */
  tagIds: number[];
}

const snapshotOf = (category: TagCategoryEntity) => ({ name: category.name, sortOrder: category.sortOrder, deletedAt: category.deletedAt });

/**
 * The one writer of tag categories (item/tag/category/*): each write in one transaction with its audit rows,
 * then announced on CatalogChanges so the cached public pages (refine-tag groups by category) are dropped.
 * A category with live tags is not deleted: staff move or delete its tags first, or merge it into another
 * (its tags move there), so no tag silently loses its category.
 */
@Injectable()
export class TagCategoryWriter {
  private readonly resource: AdminResource<TagCategoryEntity>;

  constructor(
    private readonly records: TagRecordsRepository,
    private readonly changes: CatalogChanges,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {
    this.resource = {
      name: TAG_CATEGORY_RESOURCE,
      dataSource,
      store: this.checked(records.categories),
      audit,
      notFound: () => new TagCategoryNotFoundError(),
      snapshot: snapshotOf,
    };
  }

  async create(actor: AuditActor, fields: TagCategoryFields): Promise<TagCategoryEntity> {
    const values = { name: fields.name, sortOrder: fields.sortOrder ?? ((await this.records.lastCategorySortOrder()) ?? 0) + 1 };
    const category = await createRecord(this.resource, actor, values, { alsoWrite: (manager, row) => this.checkName(manager, row) });
    await this.changes.announce({});
    return category;
  }

  /** Saves an edit made at `version`; fields left out keep their value. */
  async update(actor: AuditActor, id: number, version: number, fields: Partial<TagCategoryFields>): Promise<TagCategoryEntity> {
    const values: Partial<Pick<TagCategoryEntity, 'name' | 'sortOrder'>> = {};
    if (fields.name !== undefined) values.name = fields.name;
    if (fields.sortOrder !== undefined && fields.sortOrder !== null) values.sortOrder = fields.sortOrder;
    const category = await updateRecord(this.resource, actor, id, version, values, {
      alsoWrite: (manager, row) => (values.name !== undefined ? this.checkName(manager, row) : Promise.resolve()),
    });
    await this.changes.announce({});
    return category;
  }

  /** Soft-deletes categories; refused as a whole (409) while any of them holds live tags. */
  async delete(actor: AuditActor, ids: number[]): Promise<number[]> {
    const deleted = await softDeleteRecords(this.resource, actor, ids);
    if (deleted.length) await this.changes.announce({});
    return deleted;
  }

  /** Restores a deleted category (revival); refused (409) when a live category has its name now. */
  async restore(actor: AuditActor, id: number): Promise<number[]> {
    const restored = await restoreRecords(this.resource, actor, [id]);
    if (restored.length) await this.changes.announce({});
    return restored;
  }

  /**
   * Merges category `fromId` into `intoId` (tag-integration), in one transaction: every tag of the source
   * (deleted ones too) moves to the target, the source is soft-deleted, both get a `merge` row (with the tag
   * ids before and after).
   */
  async merge(actor: AuditActor, fromId: number, intoId: number): Promise<TagCategoryMergeResult> {
    if (fromId === intoId) throw new ValidationFailedException({ into_id: ['統合元と同じカテゴリは指定できません'] });
    const result = await runTransaction(this.dataSource, async (manager) => {
      const { from, into } = await lockMergePair(this.records.categories, manager, { fromId, intoId }, this.resource.notFound);
      for (const category of [from, into]) if (category.deletedAt) throw new TagMergeDeletedError({ id: category.id, term: category.name });
      const fromTags = await this.records.tagIdsInCategory(manager, fromId);
      const intoTags = await this.records.tagIdsInCategory(manager, intoId);
      await this.records.moveTagsToCategory(manager, fromId, intoId);
      await this.records.categories.softDelete(manager, [fromId]);
      // The target's fields stay, but its version moves: an edit form opened before the merge is stale now.
      if (!(await this.records.categories.updateAtVersion(manager, intoId, into.version, { sortOrder: into.sortOrder }))) throw new StaleVersionError();
      const { from: fromAfter, into: intoAfter } = await lockMergePair(this.records.categories, manager, { fromId, intoId }, this.resource.notFound);
      const movedAll = [...intoTags, ...fromTags].sort((a, b) => a - b);
      await this.audit.record(manager, actor, {
        action: 'merge',
        resource: TAG_CATEGORY_RESOURCE,
        recordId: fromId,
        before: { ...snapshotOf(from), tagIds: fromTags, mergedIntoCategoryId: null },
        after: { ...snapshotOf(fromAfter), tagIds: [], mergedIntoCategoryId: intoId },
      });
      await this.audit.record(manager, actor, {
        action: 'merge',
        resource: TAG_CATEGORY_RESOURCE,
        recordId: intoId,
        before: { ...snapshotOf(into), tagIds: intoTags },
        after: { ...snapshotOf(intoAfter), tagIds: movedAll },
      });
      return { from: fromAfter, into: intoAfter, tagIds: fromTags };
    });
    await this.changes.announce({ tagIds: result.tagIds });
    return result;
  }

  private async checkName(manager: EntityManager, row: TagCategoryEntity): Promise<void> {
    const holder = await this.records.liveCategoryNamed(manager, row.name, row.id);
    if (holder) throw new ValidationFailedException({ name: [`このカテゴリ名はすでに使われています（「${holder.name}」ID ${holder.id}）`] });
  }

  /** The categories' record store: a delete refuses categories with live tags, a restore a name a live category has. */
  private checked(store: AdminRecordStore<TagCategoryEntity>): AdminRecordStore<TagCategoryEntity> {
    return {
      ...store,
      softDelete: async (manager, ids) => {
        const counts = await this.records.liveTagCounts(manager, ids);
        if (counts.size) {
          const rows = await store.lock(manager, [...counts.keys()]);
          throw new TagCategoryInUseError(rows.map((row) => ({ name: row.name, tags: counts.get(row.id) ?? 0 })));
        }
        await store.softDelete(manager, ids);
      },
      restore: async (manager, ids) => {
        for (const category of await store.lock(manager, ids)) {
          const holder = await this.records.liveCategoryNamed(manager, category.name, category.id);
          if (holder) throw new TagCategoryNameTakenError(holder);
        }
        await store.restore(manager, ids);
      },
    };
  }
}
