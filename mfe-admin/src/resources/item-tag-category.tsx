// Tag categories (SPEC §7 item/tag/category/*, issue 15): the groups tags are shown in (the refine-tag groups
// of the search and tag pages). The list (公開 / 削除済み with count-info's totals, keyword, bulk delete,
// revival), the form (name, display order) and 統合: category A's tags move to B and A is deleted. A category
// that still has live tags is not deleted (the API answers 409 and the toast says why).
import { api, type CallOptions, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { editPath } from './paths';
import { defineResource, type CallResult, type Operation, type TermOption } from './types';

type CategoryRow = Schemas['AdminTagCategoryRowDto'];
type CategoryDetail = Schemas['AdminTagCategoryDetailDto'];

/**
 * The categories category `id` may be merged into: the API answers all of them (categories are few), the
 * typeahead shows those whose name holds what is typed.
 */
function mergeTargets(id: number): Operation<{ items: TermOption[] }> {
  const search = async ({ term, limit }: { term: string; limit: number }, options?: CallOptions): CallResult<{ items: TermOption[] }> => {
    const { data, error } = await api.adminItemTagCategory.adminItemTagCategoryTagListForIntegrationInput({ id }, options);
    if (error) return { error };
    const words = term.toLowerCase();
    return {
      data: {
        items: data.items
          .filter((c) => c.name.toLowerCase().includes(words))
          .slice(0, limit)
          .map((c) => ({ id: c.id, label: c.name, note: `タグ ${c.tag_count.toLocaleString('ja-JP')} 件` })),
      },
    };
  };
  return search as unknown as Operation<{ items: TermOption[] }>;
}

/** The category screens live at /admin/item/tag/category (the audit log's resource name). */
const CATEGORIES = { path: 'item/tag/category' };

export interface TagCategoryFormValues extends Record<string, unknown> {
  name: string;
  sort_order: number | null;
}

export const itemTagCategoryResource = defineResource<CategoryRow, CategoryDetail, TagCategoryFormValues>({
  path: CATEGORIES.path,
  title: 'タグカテゴリ',
  rowId: (r) => r.id,
  rowLabel: (r) => r.name,
  isDeleted: (r) => r.deleted_at !== null,
  operations: {
    search: api.adminItemTagCategory.adminItemTagCategorySearch,
    countInfo: api.adminItemTagCategory.adminItemTagCategoryCountInfo,
    detail: api.adminItemTagCategory.adminItemTagCategoryDetail,
    create: api.adminItemTagCategory.adminItemTagCategoryRegister,
    save: api.adminItemTagCategory.adminItemTagCategoryEditInfo,
    delete: api.adminItemTagCategory.adminItemTagCategoryDelete,
    restore: api.adminItemTagCategory.adminItemTagCategoryRevival,
    deleteMultiple: api.adminItemTagCategory.adminItemTagCategoryDeleteMultiple,
  },
  // The API lists the live categories without a status: no 「すべて」.
  tabs: { param: 'status', all: false, initial: 'published' },
  filters: [{ name: 'keyword', label: 'キーワード（カテゴリ名）', kind: 'text' }],
  defaultSort: { sort: 'sort_order', order: 'asc' },
  columns: [
    { key: 'id', header: 'ID', sortable: true, numeric: true },
    { key: 'name', header: 'カテゴリ名', sortable: true, link: true },
    { key: 'sort_order', header: '表示順', sortable: true, numeric: true },
    { key: 'tag_count', header: '公開中のタグ', sortable: true, numeric: true, cell: (r) => r.tag_count.toLocaleString('ja-JP') },
    { key: 'status_label', header: '状態' },
    { key: 'updated_at', header: '更新日時', sortable: true, cell: (r) => <time dateTime={r.updated_at}>{formatJapanDateTime(r.updated_at)}</time> },
  ],
  actions: [
    {
      name: 'merge',
      label: '統合',
      when: (r) => r.deleted_at === null,
      pick: { label: '統合先のカテゴリ', hint: 'カテゴリ名の一部を入力して、候補から選んでください。', candidates: (r) => mergeTargets(r.id) },
      operation: api.adminItemTagCategory.adminItemTagCategoryTagIntegration,
      variables: (r, into) => ({ from_id: r.id, into_id: Number(into!.id) }),
      confirm: (r, into) => `「${r.name}」を「${into!.label}」に統合しますか？`,
      explain: (r, into) =>
        `カテゴリ「${r.name}」のタグ ${r.tag_count.toLocaleString('ja-JP')} 件を「${into!.label}」に移し、${r.name} を削除します。統合は取り消せません。`,
      confirmLabel: '統合する',
      done: (r, into) => `「${r.name}」を「${into!.label}」に統合しました。`,
      then: (_r, into) => editPath(CATEGORIES, Number(into!.id)),
      danger: true,
    },
  ],
  form: {
    fields: [
      { name: 'name', label: 'カテゴリ名', kind: 'text', required: true, maxLength: 100, hint: '公開中のカテゴリと同じ名前は使えません。' },
      { name: 'sort_order', label: '表示順', kind: 'number', min: 0, max: 9999, hint: '小さいほど前。空欄は最後です。' },
    ],
    defaults: { name: '', sort_order: null },
    toForm: (d) => ({ name: d.name, sort_order: d.sort_order }),
    toBody: (v) => ({ name: v.name, sort_order: v.sort_order }),
    record: { label: (d) => d.name, deleted: (d) => d.deleted_at !== null },
    locked: (d) => (d.deleted_at !== null ? '削除済みのカテゴリは編集できません。一覧の「削除済み」から復元してください。' : null),
  },
});
