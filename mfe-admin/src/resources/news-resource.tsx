// The declaration of a news-like table (issue 15): staff notices (admin-news/*, the news table) and the public
// announcements (front-news/*, front_news) are the same record to staff — title, body with HTML allowed,
// publish date — with the same tabs, filters and sorts, because the API serves both from one editor
// (NewsTableEditor). One builder keeps the two screens alike; each declaration names its path, title and SDK.
import type { Schemas } from '@er/api-client';
import { formatJapanDateTime, toJapanDateTimeLocal } from '../format/japan-time';
import { defineResource, type ResourceOperations } from './types';

/** A row of either list (AdminNewsRowDto and AdminFrontNewsRowDto have the same fields). */
type NewsRow = Schemas['AdminNewsRowDto'];
/** The record of either edit page, with its version. */
type NewsDetail = Schemas['AdminNewsDetailDto'];

export interface NewsFormValues extends Record<string, unknown> {
  title: string;
  body: string;
  /** datetime-local, Japan time; '' for none (a draft). */
  published_at: string;
}

const dateTimeCell = (iso: string | null) => (iso ? <time dateTime={iso}>{formatJapanDateTime(iso)}</time> : '—');

export function newsResource<Row extends NewsRow, Detail extends NewsDetail>({
  path,
  title,
  operations,
}: {
  path: string;
  title: string;
  operations: Required<Pick<ResourceOperations<Row, Detail>, 'search' | 'detail' | 'save' | 'delete' | 'restore'>>;
}) {
  return defineResource<Row, Detail, NewsFormValues>({
    path,
    title,
    rowId: (r) => r.id,
    rowLabel: (r) => r.title,
    isDeleted: (r) => r.deleted_at !== null,
    operations,
    tabs: {
      param: 'status',
      choices: [
        { value: 'published', label: '公開中' },
        { value: 'scheduled', label: '公開予定' },
        { value: 'draft', label: '下書き' },
        { value: 'deleted', label: '削除済み' },
      ] satisfies { value: Schemas['PublicationStatus']; label: string }[],
    },
    filters: [
      { name: 'keyword', label: 'キーワード', kind: 'text' },
      { name: 'published_from', label: '公開日（から）', kind: 'date' },
      { name: 'published_to', label: '公開日（まで）', kind: 'date' },
    ],
    defaultSort: { sort: 'published_at', order: 'desc' },
    columns: [
      { key: 'id', header: 'ID', sortable: true, numeric: true },
      { key: 'title', header: 'タイトル', sortable: true, link: true },
      { key: 'status_label', header: '状態' },
      { key: 'published_at', header: '公開日時', sortable: true, cell: (r) => dateTimeCell(r.published_at) },
      { key: 'updated_at', header: '更新日時', sortable: true, cell: (r) => dateTimeCell(r.updated_at) },
    ],
    form: {
      fields: [
        { name: 'title', label: 'タイトル', kind: 'text', required: true, maxLength: 200 },
        { name: 'body', label: '本文', kind: 'html', required: true },
        { name: 'published_at', label: '公開日時', kind: 'datetime', hint: '未来の日時は公開予定、空欄は下書きになります（日本時間）。' },
      ],
      defaults: { title: '', body: '', published_at: '' },
      toForm: (d) => ({ title: d.title, body: d.body, published_at: toJapanDateTimeLocal(d.published_at) }),
      toBody: (v) => ({ title: v.title, body: v.body, published_at: v.published_at || null }),
    },
  });
}
