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
import { CatalogChanges, type CatalogChange } from '../../common/catalog-changes/catalog-changes';
import { ValidationFailedException } from '../../common/errors/all-exceptions.filter';
import { runTransaction } from '../../database/transaction';
import { type AuditActor, AuditLogService } from '../audit-log/audit-log.service';
import { type PopularGroup, TAG_ALIASES_MAX, TagEntity } from './entities/tag.entity';
import { tagHtmlToStore } from './html-sanitizer';
import { TagLinks } from './tag-links';
import { aliasesToStore, mergedAliases, splitAliases } from './tag-names';
import { TagRecordsRepository } from './tag-records.repository';
import {
  TagMergeAliasesTooLongError,
  TagMergedNotRestorableError,
  TagMergeDeletedError,
  TagNotFoundError,
  TagTermTakenError,
} from './tags.errors';

/** The audit log's name of the resource (SPEC §7 path under /api/admin/). */
export const TAG_RESOURCE = 'item/tag';
/** An alias is a name a visitor types: no longer than a term. */
export const TAG_ALIAS_MAX = 100;
/** A TEXT column holds 65,535 bytes (a Japanese character takes 3). */
const HTML_MAX_BYTES = 65_535;

/** A tag's fields as staff set them (item/tag/register, edit-info). */
export interface TagFields {
  term: string;
  /** Comma-separated, as typed (、 and ， separate too). */
  aliases: string | null;
  tagCategoryId: number | null;
  popularGroup: PopularGroup | null;
  /** Position in the popular group; none: after the group's last. */
  popularOrder: number | null;
  isPickup: boolean;
  isSpecial: boolean;
  /** The tag page's HTML copy, cleaned with sanitizeTagHtml before it is stored. */
  htmlContent: string | null;
}

type TagColumns = Pick<TagEntity, 'term' | 'aliases' | 'tagCategoryId' | 'popularGroup' | 'popularOrder' | 'isPickup' | 'isSpecial' | 'htmlContent'>;

export interface TagMergeResult {
  from: TagEntity;
  into: TagEntity;
  /** Listings whose tags changed. */
  itemIds: number[];
}

/** What the audit log compares before and after a write of a tag. */
function snapshotOf(tag: TagEntity): object {
  return {
    term: tag.term,
    aliases: tag.aliases,
    tagCategoryId: tag.tagCategoryId,
    popularGroup: tag.popularGroup,
    popularOrder: tag.popularOrder,
    isPickup: tag.isPickup,
    isSpecial: tag.isSpecial,
    htmlContent: tag.htmlContent,
    mergedIntoTagId: tag.mergedIntoTagId,
    deletedAt: tag.deletedAt,
  };
}

/**
 * The one writer of tags (issue 14, 15): every change of a tag — register, edit, delete, restore, merge — is
 * written here in one transaction with its audit rows (the admin-resource toolkit), then announced on
 * CatalogChanges, so the catalog search index (a tag's term and aliases are its listings' keywords and facets)
 * and the cached public pages follow before the call returns, and other API instances within milliseconds.
 */
@Injectable()
export class TagWriter {
  private readonly resource: AdminResource<TagEntity>;

  constructor(
    private readonly records: TagRecordsRepository,
    private readonly links: TagLinks,
    private readonly changes: CatalogChanges,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {
    this.resource = {
      name: TAG_RESOURCE,
      dataSource,
      store: this.restoreChecked(records.tags),
      audit,
      notFound: () => new TagNotFoundError(),
      snapshot: snapshotOf,
    };
  }

  /** A new tag (version 1); field errors (400) for a name a live tag has or a category that is gone. */
  async create(actor: AuditActor, fields: Pick<TagFields, 'term'> & Partial<TagFields>): Promise<TagEntity> {
    const values = await this.columns(fields, null);
    return this.announced(
      await createRecord(this.resource, actor, values, { alsoWrite: (manager, row) => this.checkFields(manager, row, values) }),
      (tag) => ({ tagIds: [tag.id] }),
    );
  }

  /**
   * Saves an edit of the tag as read at `version`; fields left out keep their value. 409 for a stale version or
   * a deleted tag (the toolkit), field errors as for create.
   */
  async update(actor: AuditActor, id: number, version: number, fields: Partial<TagFields>): Promise<TagEntity> {
    // Read first for what the new values depend on (the term the aliases are compared with, the popular group's
    // end). Only a row at the version the form read is written (updateRecord), so this read is that row.
    const current = await this.dataSource.getRepository(TagEntity).findOne({ where: { id }, withDeleted: true });
    if (!current) throw new TagNotFoundError();
    const values = current.version === version ? await this.columns(fields, current) : {};
    return this.announced(
      await updateRecord(this.resource, actor, id, version, values, { alsoWrite: (manager, row) => this.checkFields(manager, row, values) }),
      (tag) => ({ tagIds: [tag.id] }),
    );
  }

  /** Soft-deletes tags (delete, delete-multiple): they leave search, facets and their pages at once. */
  async delete(actor: AuditActor, ids: number[]): Promise<number[]> {
    const deleted = await softDeleteRecords(this.resource, actor, ids);
    if (deleted.length) await this.changes.announce({ tagIds: deleted });
    return deleted;
  }

  /** Restores a deleted tag (revival); refused (409) when a live tag has its name or it was merged. */
  async restore(actor: AuditActor, id: number): Promise<number[]> {
    const restored = await restoreRecords(this.resource, actor, [id]);
    if (restored.length) await this.changes.announce({ tagIds: restored });
    return restored;
  }

  /**
   * Merges tag `fromId` into `intoId` (tag-integration), in one transaction: every link to the source (listings,
   * column links: TagLinks) moves to the target, the target's aliases take the source's term and aliases (a
   * search for the old name finds the same listings), the source is soft-deleted and remembers the target (its
   * page answers 301 there; tags merged into it earlier now point at the target too), and both get a `merge`
   * row in the audit log. Then search, counts and tag pages move at once.
   */
  async merge(actor: AuditActor, fromId: number, intoId: number): Promise<TagMergeResult> {
    if (fromId === intoId) throw new ValidationFailedException({ into_id: ['統合元と同じタグは指定できません'] });
    const result = await runTransaction(this.dataSource, async (manager) => {
      const { from, into } = await lockMergePair(this.records.tags, manager, { fromId, intoId }, this.resource.notFound);
      for (const tag of [from, into]) if (tag.deletedAt) throw new TagMergeDeletedError(tag);
      const aliases = mergedAliases(into, from);
      if ((aliases?.length ?? 0) > TAG_ALIASES_MAX) throw new TagMergeAliasesTooLongError();

      const itemIds = await this.links.moveAll(manager, fromId, intoId);
      if (!(await this.records.tags.updateAtVersion(manager, intoId, into.version, { aliases }))) throw new StaleVersionError();
      await this.records.repointMerged(manager, fromId, intoId);
      if (!(await this.records.tags.updateAtVersion(manager, fromId, from.version, { mergedIntoTagId: intoId }))) throw new StaleVersionError();
      await this.records.tags.softDelete(manager, [fromId]);

      const { from: fromAfter, into: intoAfter } = await lockMergePair(this.records.tags, manager, { fromId, intoId }, this.resource.notFound);
      await this.audit.record(manager, actor, { action: 'merge', resource: TAG_RESOURCE, recordId: fromId, before: snapshotOf(from), after: snapshotOf(fromAfter) });
      await this.audit.record(manager, actor, {
        action: 'merge',
        resource: TAG_RESOURCE,
        recordId: intoId,
        before: { ...snapshotOf(into), mergedFromTagId: null, movedListingCount: 0 },
        after: { ...snapshotOf(intoAfter), mergedFromTagId: fromId, movedListingCount: itemIds.length },
      });
      return { from: fromAfter, into: intoAfter, itemIds };
    });
    await this.changes.announce({ tagIds: [fromId, intoId], itemIds: result.itemIds });
    return result;
  }

  private async announced(tag: TagEntity, change: (tag: TagEntity) => CatalogChange): Promise<TagEntity> {
    await this.changes.announce(change(tag));
    return tag;
  }

  /**
   * The columns a save writes: those given (all of them on create, defaults for the rest), normalised — aliases
   * folded and de-duplicated against the term, the HTML cleaned, a popular group without a position placed
   * after its last tag. Field errors (400) for what the DTO's rules cannot see.
   */
  private async columns(fields: Partial<TagFields>, current: TagEntity | null): Promise<Partial<TagColumns>> {
    const errors: Record<string, string[]> = {};
    const values: Partial<TagColumns> = {};
    const has = (key: keyof TagFields) => fields[key] !== undefined || current === null;
    if (fields.term !== undefined) values.term = fields.term;
    const term = values.term ?? current?.term ?? '';

    if (has('aliases') || values.term !== undefined) {
      const names = splitAliases(fields.aliases !== undefined ? fields.aliases : (current?.aliases ?? null));
      if (names.some((name) => name.length > TAG_ALIAS_MAX)) errors.aliases = [`別名はそれぞれ${TAG_ALIAS_MAX}文字以内で入力してください`];
      values.aliases = aliasesToStore(names, term);
      if ((values.aliases?.length ?? 0) > TAG_ALIASES_MAX) errors.aliases = [`別名は合わせて${TAG_ALIASES_MAX}文字以内で入力してください`];
    }
    if (has('tagCategoryId')) values.tagCategoryId = fields.tagCategoryId ?? null;
    if (has('isPickup')) values.isPickup = fields.isPickup ?? false;
    if (has('isSpecial')) values.isSpecial = fields.isSpecial ?? false;
    if (has('htmlContent')) {
      values.htmlContent = tagHtmlToStore(fields.htmlContent);
      if (Buffer.byteLength(values.htmlContent ?? '', 'utf8') > HTML_MAX_BYTES) errors.html_content = ['説明HTMLが長すぎます。短くしてください'];
    }

    if (has('popularGroup') || has('popularOrder')) {
      const group = fields.popularGroup !== undefined ? fields.popularGroup : (current?.popularGroup ?? null);
      const order = fields.popularOrder !== undefined ? fields.popularOrder : group === current?.popularGroup ? (current?.popularOrder ?? null) : null;
      values.popularGroup = group;
      // SPEC §2 block: a tag is placed by its position in the group, so a group always comes with one.
      values.popularOrder = group === null ? null : (order ?? ((await this.records.lastPopularOrder(group)) ?? 0) + 1);
    }
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);
    return values;
  }

  /** Inside the save's transaction: the name is not a live tag's, the category is live. */
  private async checkFields(manager: EntityManager, row: TagEntity, values: Partial<TagColumns>): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (values.term !== undefined) {
      const holder = await this.records.liveTagNamed(manager, row.term, row.id);
      if (holder) errors.term = [`このタグ名はすでに使われています（「${holder.term}」ID ${holder.id}）`];
    }
    if (values.tagCategoryId !== undefined && values.tagCategoryId !== null) {
      const category = await this.records.lockCategory(manager, values.tagCategoryId);
      if (!category || category.deletedAt) errors.tag_category_id = ['指定されたタグカテゴリが見つかりません'];
    }
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);
  }

  /** The tags' record store, whose restore first refuses a merged tag and a name a live tag has now. */
  private restoreChecked(store: AdminRecordStore<TagEntity>): AdminRecordStore<TagEntity> {
    return {
      ...store,
      restore: async (manager, ids) => {
        for (const tag of await store.lock(manager, ids)) {
          if (tag.mergedIntoTagId !== null) {
            const [into] = await this.records.liveTags([tag.mergedIntoTagId]);
            throw new TagMergedNotRestorableError(into ?? null);
          }
          const holder = await this.records.liveTagNamed(manager, tag.term, tag.id);
          if (holder) throw new TagTermTakenError(holder);
        }
        await store.restore(manager, ids);
      },
    };
  }
}
