// Tags (SPEC §7 item/tag/*, issue 15): the list (公開 / 削除済み with count-info's totals, keyword, category and
// open-listing filters, bulk delete, revival), the form (term, aliases, category, the popular-search group and
// order, pickup / special flags, the tag page's HTML copy) and 統合: tag A merged into tag B (A's listings and
// column links move to B, A's names become B's aliases, A is deleted and its page answers 301 to B's).
import { Link } from '@er/router';
import { api, type CallOptions, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { dataOrThrow } from './calls';
import { editPath } from './paths';
import { defineResource, type CallResult, type Choice, type ChoiceSource, type Operation, type TermOption } from './types';

type TagRow = Schemas['AdminTagRowDto'];
type TagDetail = Schemas['AdminTagDetailDto'];
type PopularGroup = NonNullable<TagRow['popular_group']>;

/** The tag records' screens live at /admin/item/tag (the audit log's resource name). */
const TAGS = { path: 'item/tag' };

/** The groups of the popular-search block 「よく検索されるワード」 (the API's labels). */
export const POPULAR_GROUPS: readonly (Choice & { value: PopularGroup })[] = [
  { value: 'feature', label: '案件の特徴' },
  { value: 'language', label: '言語・スキル' },
  { value: 'position', label: 'ポジション' },
  { value: 'system', label: 'システム種別' },
  { value: 'high_rate_language', label: '平均単価が高い言語' },
  { value: 'cloud', label: 'クラウド' },
];

/** The live tag categories in their display order (the tag form's and the list filter's choices). */
export const TAG_CATEGORY_CHOICES: ChoiceSource = {
  key: 'item/tag/category',
  load: async (signal) => {
    const page = await dataOrThrow(api.adminItemTagCategory.adminItemTagCategorySearch({ per_page: 100, sort: 'sort_order', order: 'asc' }, { signal }));
    return (page?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  },
};

/** 「公開中 12 件・言語」: what a candidate of a merge brings, beside its name. */
function candidateNote(c: Schemas['AdminTagIntegrationCandidateDto']): string {
  return [`公開中 ${c.open_listing_count.toLocaleString('ja-JP')} 件`, c.tag_category_name].filter(Boolean).join('・');
}

/** The tags tag `id` may be merged into, as the typeahead asks them (term → candidates). */
function mergeTargets(id: number): Operation<{ items: TermOption[] }> {
  const search = async ({ term, limit }: { term: string; limit: number }, options?: CallOptions): CallResult<{ items: TermOption[] }> => {
    const { data, error } = await api.adminItemTag.adminItemTagTagListForIntegrationInput({ id, term, limit }, options);
    if (error) return { error };
    return { data: { items: data.items.map((c) => ({ id: c.id, label: c.term, note: candidateNote(c) })) } };
  };
  return search as unknown as Operation<{ items: TermOption[] }>;
}

export interface TagFormValues extends Record<string, unknown> {
  term: string;
  aliases: string;
  /** A category's id as the select holds it; '' for none. */
  tag_category_id: string;
  /** '' for none (not in the popular-search block). */
  popular_group: string;
  popular_order: number | null;
  is_pickup: boolean;
  is_special: boolean;
  html_content: string;
}

const count = (n: number) => n.toLocaleString('ja-JP');

export const itemTagResource = defineResource<TagRow, TagDetail, TagFormValues>({
  path: TAGS.path,
  title: 'タグ',
  rowId: (r) => r.id,
  rowLabel: (r) => r.term,
  isDeleted: (r) => r.deleted_at !== null,
  operations: {
    search: api.adminItemTag.adminItemTagSearch,
    countInfo: api.adminItemTag.adminItemTagCountInfo,
    detail: api.adminItemTag.adminItemTagDetail,
    create: api.adminItemTag.adminItemTagRegister,
    save: api.adminItemTag.adminItemTagEditInfo,
    delete: api.adminItemTag.adminItemTagDelete,
    restore: api.adminItemTag.adminItemTagRevival,
    deleteMultiple: api.adminItemTag.adminItemTagDeleteMultiple,
  },
  // The API lists the live tags without a status: no 「すべて」.
  tabs: { param: 'status', all: false, initial: 'published' },
  filters: [
    { name: 'keyword', label: 'キーワード（タグ名・別名）', kind: 'text' },
    { name: 'tag_category_id', label: 'カテゴリ', kind: 'select', options: TAG_CATEGORY_CHOICES },
    {
      name: 'has_listings',
      label: '公開中の案件',
      kind: 'select',
      options: [
        { value: 'true', label: 'あり' },
        { value: 'false', label: 'なし' },
      ],
    },
  ],
  defaultSort: { sort: 'id', order: 'desc' },
  columns: [
    { key: 'id', header: 'ID', sortable: true, numeric: true },
    { key: 'term', header: 'タグ名', sortable: true, link: true },
    { key: 'aliases', header: '別名', cell: (r) => <span className="er-cell-clip" title={r.aliases ?? undefined}>{r.aliases ?? ''}</span> },
    { key: 'tag_category_name', header: 'カテゴリ' },
    {
      key: 'popular_group',
      header: 'よく検索されるワード',
      cell: (r) => (r.popular_group_label ? `${r.popular_group_label}${r.popular_order === null ? '' : `（${r.popular_order}）`}` : ''),
    },
    { key: 'is_pickup', header: '表示', cell: (r) => [r.is_pickup ? 'ピックアップ' : '', r.is_special ? '特集' : ''].filter(Boolean).join('・') },
    { key: 'open_listing_count', header: '公開中の案件', sortable: true, numeric: true, cell: (r) => count(r.open_listing_count) },
    { key: 'linked_listing_count', header: '紐づく案件', numeric: true, cell: (r) => count(r.linked_listing_count) },
    {
      key: 'status_label',
      header: '状態',
      cell: (r) =>
        r.merged_into_tag_id !== null ? (
          <>
            統合済み →{' '}
            <Link to={editPath(TAGS, r.merged_into_tag_id)}>{r.merged_into_term ?? `ID ${r.merged_into_tag_id}`}</Link>
          </>
        ) : (
          r.status_label
        ),
    },
    { key: 'updated_at', header: '更新日時', sortable: true, cell: (r) => <time dateTime={r.updated_at}>{formatJapanDateTime(r.updated_at)}</time> },
  ],
  actions: [
    {
      name: 'merge',
      label: '統合',
      when: (r) => r.deleted_at === null,
      pick: {
        label: '統合先のタグ',
        hint: 'タグ名か別名の一部を入力して、候補から選んでください。',
        candidates: (r) => mergeTargets(r.id),
      },
      operation: api.adminItemTag.adminItemTagTagIntegration,
      variables: (r, into) => ({ from_id: r.id, into_id: Number(into!.id) }),
      confirm: (r, into) => `「${r.term}」を「${into!.label}」に統合しますか？`,
      explain: (r, into) =>
        `タグ「${r.term}」の案件 ${count(r.linked_listing_count)} 件を「${into!.label}」に移し、${r.term} を削除します。` +
        `「${r.term}」の名前は「${into!.label}」の別名になり、タグページは「${into!.label}」のページへ転送されます。統合は取り消せません。`,
      confirmLabel: '統合する',
      done: (r, into) => `「${r.term}」を「${into!.label}」に統合しました。`,
      then: (_r, into) => editPath(TAGS, Number(into!.id)),
      danger: true,
    },
  ],
  form: {
    fields: [
      { name: 'term', label: 'タグ名', kind: 'text', required: true, maxLength: 100, hint: '公開中のタグと同じ名前は使えません。全角英数字は半角になります。' },
      {
        name: 'aliases',
        label: '別名',
        kind: 'textarea',
        maxLength: 1000,
        hint: 'カンマ（,）か読点（、）で区切ります。キーワード検索でこの名前でもタグの案件が見つかります。',
      },
      { name: 'tag_category_id', label: 'カテゴリ', kind: 'select', options: TAG_CATEGORY_CHOICES, short: true },
      { name: 'popular_group', label: 'よく検索されるワードのグループ', kind: 'select', options: POPULAR_GROUPS, hint: '選ぶとトップページ・メガメニューの「よく検索されるワード」に載ります。', short: true },
      { name: 'popular_order', label: 'グループ内の表示順', kind: 'number', min: 0, max: 9999, hint: '小さいほど前。空欄はグループの最後です。', short: true },
      { name: 'is_pickup', label: 'ピックアップタグ（トップページに表示）', kind: 'checkbox' },
      { name: 'is_special', label: '特集タグ（企画・特集として表示）', kind: 'checkbox' },
      { name: 'html_content', label: 'タグページの説明文', kind: 'html', hint: 'タグページの一覧の上に表示します。使えるタグは p・ul・li・strong・h2・h3 と、サイト内パスか https のリンク（a）です。' },
    ],
    defaults: { term: '', aliases: '', tag_category_id: '', popular_group: '', popular_order: null, is_pickup: false, is_special: false, html_content: '' },
    toForm: (d) => ({
      term: d.term,
      aliases: d.aliases ?? '',
      tag_category_id: d.tag_category_id === null ? '' : String(d.tag_category_id),
      popular_group: d.popular_group ?? '',
      popular_order: d.popular_order,
      is_pickup: d.is_pickup,
      is_special: d.is_special,
      html_content: d.html_content ?? '',
    }),
    toBody: (v) => ({
      term: v.term,
      aliases: v.aliases.trim() || null,
      tag_category_id: v.tag_category_id ? Number(v.tag_category_id) : null,
      popular_group: (v.popular_group || null) as PopularGroup | null,
      popular_order: v.popular_order,
      is_pickup: v.is_pickup,
      is_special: v.is_special,
      html_content: v.html_content.trim() || null,
    }),
    record: { label: (d) => d.term, deleted: (d) => d.deleted_at !== null },
    locked: (d) =>
      d.merged_into_tag_id !== null
        ? `このタグは「${d.merged_into_term ?? `ID ${d.merged_into_tag_id}`}」に統合されたため、編集も復元もできません。`
        : d.deleted_at !== null
          ? '削除済みのタグは編集できません。一覧の「削除済み」から復元してください。'
          : null,
    summary: (d) => <TagSummary tag={d} />,
  },
});

/** Above a tag's form: its listings and its public page (or where it went). */
function TagSummary({ tag }: { tag: TagDetail }) {
  return (
    <dl className="er-record-summary">
      <div>
        <dt>状態</dt>
        <dd>{tag.status_label}</dd>
      </div>
      <div>
        <dt>公開中の案件</dt>
        <dd>{count(tag.open_listing_count)} 件</dd>
      </div>
      <div>
        <dt>紐づく案件</dt>
        <dd>{count(tag.linked_listing_count)} 件</dd>
      </div>
      <div>
        <dt>タグページ</dt>
        <dd>
          {tag.merged_into_tag_id !== null ? (
            <Link to={editPath(TAGS, tag.merged_into_tag_id)}>統合先「{tag.merged_into_term}」</Link>
          ) : tag.deleted_at === null ? (
            <a href={`/item/tag/${tag.id}`} target="_blank" rel="noopener noreferrer">
              /item/tag/{tag.id}（別のタブで開く）
            </a>
          ) : (
            'なし（削除済み）'
          )}
        </dd>
      </div>
    </dl>
  );
}
