import type { DataSource, EntityTarget } from 'typeorm';
import {
  type AdminRecord,
  type AdminRecordStore,
  type AdminResource,
  createRecord,
  orderAndPage,
  type Paged,
  pageOf,
  type RecordValues,
  restoreRecords,
  softDeleteRecords,
  updateRecord,
  whereKeyword,
} from '../../../common/admin-resource';
import { ValidationFailedException } from '../../../common/errors/all-exceptions.filter';
import type { AuditActor } from '../../audit-log/audit-log.service';
import type { ColumnLinkSort } from './dto/admin-column-links.dto';
import { isoOrNull } from '../../../common/time/iso';

/**
 * Column links as staff keep them (SPEC §7 column-connect/* and column-tag-connect/*): a column article
 * (title + URL) linked to a listing (column_connects) or to a tag (column_tag_connects). The public side
 * (ColumnsRepository: wordpress/get-related-column, get-column-list) reads only links that are not deleted,
 * so deleting one here takes it off the listing pages at once and comeback puts it back.
 */
export interface ColumnLinkRecord extends AdminRecord {
  title: string;
  columnUrl: string;
  createdAt: Date;
  updatedAt: Date;
}

export const ColumnLinkStatus = { Active: 'active', Deleted: 'deleted' } as const;
export type ColumnLinkStatus = (typeof ColumnLinkStatus)[keyof typeof ColumnLinkStatus];
export const COLUMN_LINK_STATUSES: readonly ColumnLinkStatus[] = Object.values(ColumnLinkStatus);
export const COLUMN_LINK_STATUS_LABELS: Record<ColumnLinkStatus, string> = { active: '有効', deleted: '削除済み' };

/** An absolute http(s) URL with a host: what a column link may point to (never javascript:, data:, a path…). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export interface ColumnLinkQuery {
  page: number;
  per_page: number;
  sort: ColumnLinkSort;
  order: 'asc' | 'desc';
  keyword?: string;
  status?: ColumnLinkStatus;
}

const SORT_COLUMNS: Record<ColumnLinkSort, string> = { id: 'link.id', created_at: 'link.createdAt', updated_at: 'link.updatedAt', title: 'link.title' };

/**
 * A page of a column-link table as the staff list asks for it: keyword in title or URL, the status tab, the
 * links of one listing or tag (`target`: the entity's id property and the id asked for), sort and page.
 */
export function searchColumnLinks<R extends ColumnLinkRecord>(
  dataSource: DataSource,
  entity: EntityTarget<R>,
  query: ColumnLinkQuery,
  target: { property: string; id: number | undefined },
): Promise<[R[], number]> {
  const qb = dataSource.getRepository(entity).createQueryBuilder('link').withDeleted();
  qb.andWhere(query.status === ColumnLinkStatus.Deleted ? 'link.deletedAt IS NOT NULL' : 'link.deletedAt IS NULL');
  if (target.id !== undefined) qb.andWhere(`link.${target.property} = :targetId`, { targetId: target.id });
  whereKeyword(qb, ['link.title', 'link.columnUrl'], query.keyword);
  return orderAndPage(qb, query, SORT_COLUMNS, 'link.id').getManyAndCount();
}

/** What a column-link table's repository gives its staff editor. */
export interface ColumnLinkRepository<R extends ColumnLinkRecord> {
  readonly records: AdminRecordStore<R>;
  /** One link, deleted or not. */
  findById(id: number): Promise<R | null>;
}

/** What a link points at (a listing, a tag), as its editor needs to know it. */
export interface ColumnLinkTarget<R extends ColumnLinkRecord> {
  /** The request's and the audit log's field (`item_id`, `tag_id`). */
  field: string;
  idOf(row: R): number;
  /** The stored columns of a link to `id`. */
  values(id: number, title: string, columnUrl: string): RecordValues<R>;
  /** Names of the live targets among `ids` (unknown or soft-deleted ones left out), from the owning module's service. */
  labels(ids: number[]): Promise<Map<number, string>>;
  /** The field error when the target does not exist or is deleted. */
  missing: string;
}

/** A link as the staff screens show it, before the resource names its target's fields. */
export interface ColumnLinkView {
  id: number;
  targetId: number;
  /** The target's name; null when it is deleted. */
  targetLabel: string | null;
  title: string;
  column_url: string;
  status: ColumnLinkStatus;
  status_label: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * The staff editor of a column-link table: search, detail, create (the target must exist), edit at a version,
 * soft delete, comeback — each write in one transaction with its audit row. `ColumnConnectAdminService`
 * (listings) and `ColumnTagConnectAdminService` (tags) are this with their table, target and 404.
 */
export abstract class ColumnLinkEditor<R extends ColumnLinkRecord> {
  private readonly resource: AdminResource<R>;

  protected constructor(
    private readonly repository: ColumnLinkRepository<R>,
    private readonly target: ColumnLinkTarget<R>,
    resource: Pick<AdminResource<R>, 'name' | 'dataSource' | 'audit' | 'notFound'>,
  ) {
    this.resource = {
      ...resource,
      store: repository.records,
      // The audit log's fields, as the API names them (the relation objects left out).
      snapshot: (row) => ({ [target.field]: target.idOf(row), title: row.title, columnUrl: row.columnUrl, deletedAt: row.deletedAt }),
    };
  }

  protected async views(rows: R[]): Promise<ColumnLinkView[]> {
    const labels = await this.target.labels([...new Set(rows.map((row) => this.target.idOf(row)))]);
    return rows.map((row) => {
      const status = row.deletedAt ? ColumnLinkStatus.Deleted : ColumnLinkStatus.Active;
      return {
        id: row.id,
        targetId: this.target.idOf(row),
        targetLabel: labels.get(this.target.idOf(row)) ?? null,
        title: row.title,
        column_url: row.columnUrl,
        status,
        status_label: COLUMN_LINK_STATUS_LABELS[status],
        version: row.version,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        deleted_at: isoOrNull(row.deletedAt),
      };
    });
  }

  protected async page(found: [R[], number], query: Pick<ColumnLinkQuery, 'page' | 'per_page'>): Promise<Paged<ColumnLinkView>> {
    return pageOf(await this.views(found[0]), found[1], query);
  }

  protected async view(id: number): Promise<ColumnLinkView> {
    const row = await this.repository.findById(id);
    if (!row) throw this.resource.notFound();
    return (await this.views([row]))[0];
  }

  protected async create(actor: AuditActor, targetId: number, title: string, columnUrl: string): Promise<ColumnLinkView> {
    await this.assertTarget(targetId);
    const row = await createRecord(this.resource, actor, this.target.values(targetId, title, columnUrl));
    return (await this.views([row]))[0];
  }

  protected async update(actor: AuditActor, id: number, version: number, targetId: number, title: string, columnUrl: string): Promise<ColumnLinkView> {
    const current = await this.repository.findById(id);
    if (!current) throw this.resource.notFound();
    // A link may keep pointing at a target deleted since (its title or URL still editable); a new target must be live.
    if (this.target.idOf(current) !== targetId) await this.assertTarget(targetId);
    const row = await updateRecord(this.resource, actor, id, version, this.target.values(targetId, title, columnUrl));
    return (await this.views([row]))[0];
  }

  delete(actor: AuditActor, id: number): Promise<number[]> {
    return softDeleteRecords(this.resource, actor, [id]);
  }

  comeback(actor: AuditActor, id: number): Promise<number[]> {
    return restoreRecords(this.resource, actor, [id]);
  }

  private async assertTarget(id: number): Promise<void> {
    if (!(await this.target.labels([id])).has(id)) throw new ValidationFailedException({ [this.target.field]: [this.target.missing] });
  }
}
