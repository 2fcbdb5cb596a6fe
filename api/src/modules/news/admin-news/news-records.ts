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
  whereWithinJapanDays,
} from '../../../common/admin-resource';
import { ValidationFailedException } from '../../../common/errors/all-exceptions.filter';
import { parseJapanDateTime } from '../../../common/time/japan-time';
import type { AuditActor } from '../../audit-log/audit-log.service';
import { newsBodyToStore } from '../news-html';
import { PUBLICATION_STATUS_LABELS, publicationStatusOf, wherePublicationStatus } from '../publication-status';
import type { AdminNewsDetailDto, AdminNewsEditBodyDto, AdminNewsRowDto, AdminNewsSearchQueryDto, AdminNewsSort } from './dto/admin-news.dto';
import { isoOrNull } from '../../../common/time/iso';

/**
 * What the two news tables have in common — staff notices (`news`, SPEC §7 `admin-news/*`) and public
 * announcements (`front_news`, `front-news/*`) — so both staff editors search, check and answer them one way.
 */
export interface NewsRecord extends AdminRecord {
  title: string;
  body: string;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const SORT_FIELDS: Record<AdminNewsSort, string> = { published_at: 'publishedAt', updated_at: 'updatedAt', id: 'id', title: 'title' };

/** A page of a news table as the staff list asks for it (keyword, status tab, publish-date range, sort). */
export function searchNewsRecords<R extends NewsRecord>(dataSource: DataSource, entity: EntityTarget<R>, query: AdminNewsSearchQueryDto, now: Date): Promise<[R[], number]> {
  const qb = dataSource.getRepository(entity).createQueryBuilder('news').withDeleted();
  if (query.status) wherePublicationStatus(qb, 'news', query.status, now);
  else qb.andWhere('news.deletedAt IS NULL');
  whereKeyword(qb, ['news.title', 'news.body'], query.keyword);
  whereWithinJapanDays(qb, 'news.publishedAt', { from: query.published_from, to: query.published_to }, 'published');
  const columns = Object.fromEntries(Object.entries(SORT_FIELDS).map(([sort, field]) => [sort, `news.${field}`])) as Record<AdminNewsSort, string>;
  return orderAndPage(qb, query, columns, 'news.id').getManyAndCount();
}

/** A TEXT column holds 65,535 bytes (a Japanese character takes 3, an emoji 4). */
const BODY_MAX_BYTES = 65_535;

/** The columns an edit stores, or 400 with the field's message (what the DTO's rules cannot see). */
export function newsValuesOf(body: AdminNewsEditBodyDto): Pick<NewsRecord, 'title' | 'body' | 'publishedAt'> {
  const text = newsBodyToStore(body.body);
  const errors: Record<string, string[]> = {};
  // A body of only blanks, or of markup that is all removed (<script>…</script>), is no body.
  if (text.trim() === '') errors.body = ['必須項目です'];
  else if (Buffer.byteLength(text, 'utf8') > BODY_MAX_BYTES) errors.body = ['本文が長すぎます。短くしてください'];
  if (Object.keys(errors).length) throw new ValidationFailedException(errors);
  // The DTO accepted the string, so it parses.
  const publishedAt = body.published_at ? parseJapanDateTime(body.published_at) : null;
  return { title: body.title, body: text, publishedAt };
}

/** The audited fields of a news record. */
export const newsSnapshot = (news: NewsRecord) => ({ title: news.title, body: news.body, publishedAt: news.publishedAt, deletedAt: news.deletedAt });

export function toNewsRow(news: NewsRecord, now = new Date()): AdminNewsRowDto {
  const status = publicationStatusOf(news, now);
  return {
    id: news.id,
    title: news.title,
    status,
    status_label: PUBLICATION_STATUS_LABELS[status],
    published_at: isoOrNull(news.publishedAt),
    updated_at: news.updatedAt.toISOString(),
    deleted_at: isoOrNull(news.deletedAt),
  };
}

export function toNewsDetail(news: NewsRecord): AdminNewsDetailDto {
  return { ...toNewsRow(news), body: news.body, version: news.version, created_at: news.createdAt.toISOString() };
}

/** What a news table's repository gives its staff editor. */
export interface NewsTableRepository<R extends NewsRecord> {
  readonly records: AdminRecordStore<R>;
  /** One record, deleted or not. */
  findById(id: number): Promise<R | null>;
  search(query: AdminNewsSearchQueryDto, now: Date): Promise<[R[], number]>;
}

/**
 * The staff editor of a news table (search, detail, edit that creates, soft delete, comeback, each write with
 * its audit row): `AdminNewsService` (news) and `AdminFrontNewsService` (front_news) are this with their
 * table, SPEC path and 404.
 */
export abstract class NewsTableEditor<R extends NewsRecord> {
  private readonly resource: AdminResource<R>;

  protected constructor(
    private readonly repository: NewsTableRepository<R>,
    resource: Pick<AdminResource<R>, 'name' | 'dataSource' | 'audit' | 'notFound'>,
  ) {
    this.resource = { ...resource, store: repository.records, snapshot: newsSnapshot };
  }

  async search(query: AdminNewsSearchQueryDto): Promise<Paged<AdminNewsRowDto>> {
    const now = new Date();
    const [rows, total] = await this.repository.search(query, now);
    return pageOf(
      rows.map((row) => toNewsRow(row, now)),
      total,
      query,
    );
  }

  async detail(id: number): Promise<AdminNewsDetailDto> {
    const news = await this.repository.findById(id);
    if (!news) throw this.resource.notFound();
    return toNewsDetail(news);
  }

  async edit(actor: AuditActor, body: AdminNewsEditBodyDto): Promise<AdminNewsDetailDto> {
    // Columns every NewsRecord has: TypeORM's deep-partial type of a generic R cannot see that.
    const values = newsValuesOf(body) as unknown as RecordValues<R>;
    const news =
      body.id === undefined || body.id === null
        ? await createRecord(this.resource, actor, values)
        : await updateRecord(this.resource, actor, body.id, body.version ?? -1, values);
    return toNewsDetail(news);
  }

  delete(actor: AuditActor, id: number): Promise<number[]> {
    return softDeleteRecords(this.resource, actor, [id]);
  }

  comeback(actor: AuditActor, id: number): Promise<number[]> {
    return restoreRecords(this.resource, actor, [id]);
  }
}
