import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type AdminResource,
  createRecord,
  type Paged,
  pageOf,
  restoreRecords,
  softDeleteRecords,
  updateRecord,
} from '../../../common/admin-resource';
import { ValidationFailedException } from '../../../common/errors/all-exceptions.filter';
import { parseJapanDateTime } from '../../../common/time/japan-time';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import type { NewsEntity } from '../entities/news.entity';
import { newsBodyToStore } from '../news-html';
import { NewsNotFoundError } from '../news.errors';
import { PUBLICATION_STATUS_LABELS, publicationStatusOf } from '../publication-status';
import { AdminNewsRepository } from './admin-news.repository';
import type { AdminNewsDetailDto, AdminNewsEditBodyDto, AdminNewsRowDto, AdminNewsSearchQueryDto } from './dto/admin-news.dto';

/** A TEXT column holds 65,535 bytes (a Japanese character takes 3, an emoji 4). */
const BODY_MAX_BYTES = 65_535;

/** Staff notices in the back office (SPEC §7 `admin-news/*`): the only writer of the news table. */
@Injectable()
export class AdminNewsService {
  private readonly resource: AdminResource<NewsEntity>;

  constructor(
    private readonly repository: AdminNewsRepository,
    dataSource: DataSource,
    audit: AuditLogService,
  ) {
    this.resource = {
      name: 'admin-news',
      dataSource,
      store: repository.records,
      audit,
      notFound: () => new NewsNotFoundError(),
      snapshot: (news) => ({ title: news.title, body: news.body, publishedAt: news.publishedAt, deletedAt: news.deletedAt }),
    };
  }

  async search(query: AdminNewsSearchQueryDto): Promise<Paged<AdminNewsRowDto>> {
    const now = new Date();
    const [rows, total] = await this.repository.search(query, now);
    return pageOf(
      rows.map((row) => toRow(row, now)),
      total,
      query,
    );
  }

  async detail(id: number): Promise<AdminNewsDetailDto> {
    const news = await this.repository.findById(id);
    if (!news) throw new NewsNotFoundError();
    return toDetail(news);
  }

  async edit(actor: AuditActor, body: AdminNewsEditBodyDto): Promise<AdminNewsDetailDto> {
    const values = valuesOf(body);
    const news =
      body.id === undefined || body.id === null
        ? await createRecord(this.resource, actor, values)
        : await updateRecord(this.resource, actor, body.id, body.version ?? -1, values);
    return toDetail(news);
  }

  delete(actor: AuditActor, id: number): Promise<number[]> {
    return softDeleteRecords(this.resource, actor, [id]);
  }

  comeback(actor: AuditActor, id: number): Promise<number[]> {
    return restoreRecords(this.resource, actor, [id]);
  }
}

/** The columns an edit stores, or 400 with the field's message (what the DTO's rules cannot see). */
function valuesOf(body: AdminNewsEditBodyDto): Pick<NewsEntity, 'title' | 'body' | 'publishedAt'> {
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

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toRow(news: NewsEntity, now = new Date()): AdminNewsRowDto {
  const status = publicationStatusOf(news, now);
  return {
    id: news.id,
    title: news.title,
    status,
    status_label: PUBLICATION_STATUS_LABELS[status],
    published_at: iso(news.publishedAt),
    updated_at: news.updatedAt.toISOString(),
    deleted_at: iso(news.deletedAt),
  };
}

function toDetail(news: NewsEntity): AdminNewsDetailDto {
  return { ...toRow(news), body: news.body, version: news.version, created_at: news.createdAt.toISOString() };
}
