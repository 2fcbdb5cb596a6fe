// The declaration of a column link (issue 15): a column article (title, URL) shown as a related column on a
// listing's page (column-connect/*) or a tag's page (column-tag-connect/*). The API serves both from one
// editor (ColumnLinkEditor) with the same fields, filters, tabs and sorts but the target, so one builder
// declares both screens; each names its path, title, SDK and target (the listing or the tag).
import type { Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { defineResource, type Operation, type ResourceOperations, type TermOption } from './types';

/** The fields both rows share (AdminColumnConnectRowDto, AdminColumnTagConnectRowDto). */
interface ColumnLinkRow {
  id: number;
  title: string;
  column_url: string;
  status: Schemas['ColumnLinkStatus'];
  status_label: string;
  updated_at: string;
  deleted_at: string | null;
}

/** The form's values: the title, the URL and, under the target's id field, the target picked (none or one). */
export interface ColumnLinkFormValues extends Record<string, unknown> {
  title: string;
  column_url: string;
}

/** What the link points from: a listing (item_id, item_name) or a tag (tag_id, tag_term). */
export interface ColumnLinkTarget<Row> {
  /** The API's field of the target's id: 'item_id' | 'tag_id' (filter, body, form field, its errors). */
  idField: string;
  /** 「案件」「タグ」 */
  noun: string;
  id(row: Row): number;
  /** The target's name, null once it is deleted. */
  name(row: Row): string | null;
  /** Candidates by name as staff type (the form's field and the list's filter pick the target with it). */
  termSearch: Operation<{ items: TermOption[] }>;
  /** The target of an id, named again (a filter opened from a shared link), or null when there is none. */
  resolve(id: string, signal?: AbortSignal): Promise<TermOption | null>;
}

/** 「Java（ID 12）」, or 「削除されたタグ（ID 12）」 once the target is gone (a link may keep it). */
function targetLabel<Row>(target: ColumnLinkTarget<Row>, row: Row): string {
  const name = target.name(row);
  return `${name ?? `削除された${target.noun}`}（ID ${target.id(row)}）`;
}

export function columnLinkResource<Row extends ColumnLinkRow, Detail extends Row & { version: number }>({
  path,
  title,
  target,
  operations,
}: {
  path: string;
  title: string;
  target: ColumnLinkTarget<Row>;
  operations: Required<Pick<ResourceOperations<Row, Detail>, 'search' | 'detail' | 'create' | 'save' | 'delete' | 'restore'>>;
}) {
  return defineResource<Row, Detail, ColumnLinkFormValues>({
    path,
    title,
    rowId: (r) => r.id,
    rowLabel: (r) => r.title,
    isDeleted: (r) => r.deleted_at !== null,
    operations,
    tabs: {
      param: 'status',
      choices: [
        { value: 'active', label: '有効' },
        { value: 'deleted', label: '削除済み' },
      ] satisfies { value: Schemas['ColumnLinkStatus']; label: string }[],
    },
    filters: [
      { name: 'keyword', label: 'キーワード（タイトル・URL）', kind: 'text' },
      { name: target.idField, label: target.noun, kind: 'lookup', termSearch: target.termSearch, resolve: target.resolve },
    ],
    defaultSort: { sort: 'id', order: 'desc' },
    columns: [
      { key: 'id', header: 'ID', sortable: true, numeric: true },
      { key: 'title', header: 'コラムのタイトル', sortable: true, link: true },
      {
        key: 'column_url',
        header: 'URL',
        cell: (r) => (
          <a className="er-cell-url" href={r.column_url} title={r.column_url} target="_blank" rel="noopener noreferrer">
            {r.column_url}
          </a>
        ),
      },
      // Listing names run long: wrapped in a narrow cell, so the row's actions stay on screen.
      { key: target.idField, header: target.noun, cell: (r) => <span className="er-cell-wrap">{targetLabel(target, r)}</span> },
      { key: 'status_label', header: '状態' },
      { key: 'updated_at', header: '更新日時', sortable: true, cell: (r) => <time dateTime={r.updated_at}>{formatJapanDateTime(r.updated_at)}</time> },
    ],
    form: {
      fields: [
        {
          name: target.idField,
          label: target.noun,
          kind: 'tags',
          max: 1,
          termSearch: target.termSearch,
          required: true,
          hint: `このコラムを関連コラムとして表示する${target.noun}です。名前を入力して候補から選びます（削除された${target.noun}は選べません）。`,
        },
        { name: 'title', label: 'コラムのタイトル', kind: 'text', required: true, maxLength: 255 },
        { name: 'column_url', label: 'コラムのURL', kind: 'text', required: true, maxLength: 500, hint: 'http:// または https:// で始まるURLを入力してください。' },
      ],
      defaults: { [target.idField]: [], title: '', column_url: '' },
      toForm: (d) => ({ [target.idField]: [{ id: target.id(d), label: targetLabel(target, d) }], title: d.title, column_url: d.column_url }),
      toBody: (v) => ({ [target.idField]: (v[target.idField] as TermOption[])[0]?.id ?? null, title: v.title, column_url: v.column_url }),
    },
  });
}
