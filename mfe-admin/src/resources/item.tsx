// Listings (SPEC §7 item/*, issue 15): the list (count-info's 公開中/公開予定/下書き/募集終了/削除済み tabs,
// keyword, tag, area, industry, rate range and publish-day filters, sorts), the form of every field register
// takes (edit-info reads it back with its version), the state changes 公開する / 募集終了にする / 募集を再開する
// and 削除 behind confirm dialogs, and 「メールから下書き作成」 (a partner's mail → a draft whose guessed fields
// are marked 要確認). A save shows on the public pages at once: the API's ListingWriter keeps search current.
import { api, type Schemas } from '@er/api-client';
import { manYen } from '@er/ui';
import { formatJapanDateTime, toJapanDateTimeLocal } from '../format/japan-time';
import { ItemMailDraftPage, MailDraftReadings } from '../pages/ItemMailDraftPage';
import { dataOrThrow } from './calls';
import { LIVE_TAGS, tagById } from './pickers';
import { defineResource, type Choice, type ChoiceSource, type FormActionDeclaration, type TermOption } from './types';

type ItemRow = Schemas['AdminItemRowDto'];
type ItemForm = Schemas['AdminItemEditInfoDto'];
type GuessedField = Schemas['ItemGuessedField'];

/** 円 per 万円: staff type rates in 万円/月, the API keeps 円/月. */
const MAN = 10_000;

const AREA_CHOICES: ChoiceSource = {
  key: 'item/area-all',
  load: async (signal) => ((await dataOrThrow(api.adminItem.adminItemAreaAll(undefined, { signal })))?.areas ?? []).map((a) => ({ value: String(a.id), label: a.name })),
};
const BIZ_CATEGORY_CHOICES: ChoiceSource = {
  key: 'item/biz-category-all',
  load: async (signal) =>
    ((await dataOrThrow(api.adminItem.adminItemBizCategoryAll(undefined, { signal })))?.biz_categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
};
const CONTRACT_TYPE_CHOICES: ChoiceSource = {
  key: 'get-contract-type-list',
  load: async (signal) =>
    ((await dataOrThrow(api.master.getContractTypeList(undefined, { signal })))?.contract_types ?? []).map((c) => ({ value: String(c.id), label: c.name })),
};
/** Whether the listing names its client: 非公開 is a choice of its own, never a blank left by mistake. */
const CLIENT_CHOICES: readonly Choice[] = [
  { value: 'undisclosed', label: '非公開（運営会社の名前で掲載）' },
  { value: 'named', label: '企業名を載せる' },
];

const REMOTE_CHOICES: readonly Choice[] = [
  { value: '0', label: '常駐' },
  { value: '1', label: '一部リモート' },
  { value: '2', label: 'フルリモート' },
];

/** Live tags for the listing form and the tag filter. */
const TAG_INPUT = LIVE_TAGS;

/** 「60〜70万円」 from the row's yen figures (the rate detail says the rest). */
function rateRange(min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  if (min !== null && max !== null) return min === max ? manYen(min) : `${manYen(min).replace('万円', '')}〜${manYen(max)}`;
  return min !== null ? `${manYen(min)}〜` : `〜${manYen(max!)}`;
}

const dateTimeCell = (iso: string | null) => (iso ? <time dateTime={iso}>{formatJapanDateTime(iso)}</time> : '—');

/** The form: the fields register takes, under their API names (so the server's field errors land on them). */
export interface ItemFormValues extends Record<string, unknown> {
  name: string;
  /** 万円/月 in the form; null when empty. */
  rate_min: number | null;
  rate_max: number | null;
  rate_detail: string;
  /** Area ids as the checkboxes hold them. */
  area_ids: string[];
  area_detail: string;
  biz_category_id: string;
  system_type: string;
  job_type: string;
  contract_type_id: string;
  remote_level: string;
  weekly_days_min: number | null;
  weekly_days_max: number | null;
  must_have_requirements: string;
  nice_to_have_requirements: string;
  detail: string;
  working_hours: string;
  settlement_range: string;
  interview_count: number | null;
  start_date: string;
  /** 'undisclosed' (非公開) or 'named': client_name is sent only when named. */
  client_disclosure: string;
  client_name: string;
  client_url: string;
  closes_on: string;
  /** In display order. */
  tag_ids: TermOption[];
  is_featured: boolean;
  /** The state saved with 保存する; the actions below change it. */
  status: ItemForm['status'];
  /** datetime-local, Japan time; '' for none. */
  published_at: string;
  /** Fields read from a mail that staff have not checked yet (要確認). */
  guessed_fields: GuessedField[];
  internal_note: string;
}

const text = (v: string) => (v.trim() === '' ? null : v);
const idOrNull = (v: string) => (v === '' ? null : Number(v));
const yen = (man: number | null) => (man === null ? null : Math.round(man * MAN));

/** The state changes of the form, each a save with a new status after a confirm dialog. */
const STATUS_ACTIONS: readonly FormActionDeclaration<ItemForm, ItemFormValues>[] = [
  {
    name: 'publish',
    label: '公開する',
    when: (record, values) => record === null || values.status === 'draft',
    values: (v) => ({ ...v, status: 'published' }),
    confirm: 'この案件を公開しますか？',
    explain: '入力した内容で保存して、公開日時（空欄なら今すぐ）から案件一覧・検索・案件ページに表示します。要確認の項目が残っていると公開できません。',
    confirmLabel: '公開する',
    done: '公開しました。',
  },
  {
    name: 'end',
    label: '募集終了にする',
    when: (record, values) => record !== null && values.status === 'published' && record.listing_status === 'published',
    values: (v) => ({ ...v, status: 'ended' }),
    confirm: 'この案件の募集を終了しますか？',
    explain: '入力した内容で保存して、案件ページに「募集終了」と表示します。案件一覧・検索・タグページからはすぐに外れます。',
    confirmLabel: '募集終了にする',
    done: '募集を終了しました。',
    danger: true,
  },
  {
    name: 'reopen',
    label: '募集を再開する',
    when: (record, values) => record !== null && values.status === 'ended',
    values: (v) => ({ ...v, status: 'published' }),
    confirm: 'この案件の募集を再開しますか？',
    explain: '入力した内容で保存して、案件一覧・検索・タグページに再び表示します。',
    confirmLabel: '募集を再開する',
    done: '募集を再開しました。',
  },
];

export const itemResource = defineResource<ItemRow, ItemForm, ItemFormValues>({
  path: 'item',
  title: '案件',
  rowId: (r) => r.id,
  rowLabel: (r) => r.name,
  isDeleted: (r) => r.deleted_at !== null,
  operations: {
    search: api.adminItem.adminItemSearch,
    countInfo: api.adminItem.adminItemCountInfo,
    // The form reads edit-info/{id}: exactly what register takes, with the version.
    detail: api.adminItem.adminItemEditInfo,
    save: api.adminItem.adminItemRegister,
    delete: api.adminItem.adminItemDelete,
  },
  tabs: { param: 'status' },
  filters: [
    { name: 'keyword', label: 'キーワード', kind: 'text' },
    { name: 'tag_id', label: 'タグ', kind: 'lookup', termSearch: TAG_INPUT, resolve: tagById },
    { name: 'area_id', label: 'エリア', kind: 'select', options: AREA_CHOICES },
    { name: 'biz_category_id', label: '業界', kind: 'select', options: BIZ_CATEGORY_CHOICES },
    { name: 'rate_from', label: '単価（から）', kind: 'number', unit: '万円', scale: MAN },
    { name: 'rate_to', label: '単価（まで）', kind: 'number', unit: '万円', scale: MAN },
    { name: 'published_from', label: '公開日（から）', kind: 'date' },
    { name: 'published_to', label: '公開日（まで）', kind: 'date' },
  ],
  defaultSort: { sort: 'updated_at', order: 'desc' },
  columns: [
    { key: 'id', header: 'ID', sortable: true, numeric: true },
    {
      key: 'name',
      header: '案件名',
      link: true,
      cell: (r) => (
        <>
          {r.needs_review && <span className="er-review-mark">要確認</span>}
          {r.needs_review && ' '}
          {r.name}
        </>
      ),
    },
    { key: 'status_label', header: '状態' },
    { key: 'rate', header: '単価', sortable: true, numeric: true, cell: (r) => rateRange(r.rate_min, r.rate_max) || r.rate_detail },
    { key: 'areas', header: 'エリア', cell: (r) => r.areas.map((a) => a.name).join('、') },
    { key: 'biz_category', header: '業界', cell: (r) => r.biz_category?.name ?? '' },
    { key: 'tags', header: 'タグ', cell: (r) => <span className="er-cell-clip" title={r.tags.map((t) => t.term).join('、')}>{r.tags.map((t) => t.term).join('、')}</span> },
    { key: 'published_at', header: '公開日時', sortable: true, cell: (r) => dateTimeCell(r.published_at) },
    { key: 'updated_at', header: '更新日時', sortable: true, cell: (r) => dateTimeCell(r.updated_at) },
  ],
  tools: [{ path: 'register-email-temporary', title: 'メールから下書き作成', page: ItemMailDraftPage }],
  // The audit log holds the stored values: 円, ids, the status code.
  auditLabels: {
    rate_min: '単価の下限（円/月）',
    rate_max: '単価の上限（円/月）',
    area_ids: 'エリア（ID）',
    tag_ids: 'タグ（ID・表示順）',
    biz_category_id: '業界（ID）',
    contract_type_id: '契約形態（ID）',
    remote_level: 'リモートワーク（0: 常駐・1: 一部リモート・2: フルリモート）',
    status: '状態（0: 下書き・1: 公開・2: 募集終了）',
    ended_at: '募集終了日時',
    guessed_fields: '要確認の項目',
  },
  form: {
    fields: [
      { name: 'name', label: '案件名', kind: 'text', required: true, maxLength: 255 },
      { name: 'rate_min', label: '単価の下限（万円/月）', kind: 'number', min: 0, max: 1000, step: 0.1, short: true },
      { name: 'rate_max', label: '単価の上限（万円/月）', kind: 'number', min: 0, max: 1000, step: 0.1, hint: '検索の単価の絞り込みに使います。', short: true },
      { name: 'rate_detail', label: '単価の表示', kind: 'text', required: true, maxLength: 100, hint: '案件ページにこのまま表示します（例: 60〜70万円/月、スキル見合い）。' },
      { name: 'area_ids', label: 'エリア', kind: 'checkboxes', options: AREA_CHOICES },
      { name: 'area_detail', label: 'エリアの補足', kind: 'text', maxLength: 255, hint: '例: 渋谷駅 徒歩5分', short: true },
      { name: 'remote_level', label: 'リモートワーク', kind: 'select', options: REMOTE_CHOICES, short: true },
      { name: 'biz_category_id', label: '業界', kind: 'select', options: BIZ_CATEGORY_CHOICES, short: true },
      { name: 'contract_type_id', label: '契約形態', kind: 'select', options: CONTRACT_TYPE_CHOICES, short: true },
      { name: 'system_type', label: 'システム種別', kind: 'text', maxLength: 100, hint: '例: Webシステム', short: true },
      { name: 'job_type', label: '職種・ポジション', kind: 'text', maxLength: 100, hint: '例: バックエンドエンジニア', short: true },
      { name: 'weekly_days_min', label: '週の稼働日数（下限）', kind: 'number', min: 1, max: 5, short: true },
      { name: 'weekly_days_max', label: '週の稼働日数（上限）', kind: 'number', min: 1, max: 5, short: true },
      { name: 'working_hours', label: '勤務時間', kind: 'text', maxLength: 100, hint: '例: 10:00〜19:00', short: true },
      { name: 'settlement_range', label: '精算幅', kind: 'text', maxLength: 100, hint: '例: 140〜180h', short: true },
      { name: 'interview_count', label: '面談回数', kind: 'number', min: 0, max: 10, short: true },
      { name: 'start_date', label: '開始日', kind: 'date', hint: '空欄は即日・相談です。', short: true },
      {
        name: 'client_disclosure',
        label: 'クライアント企業',
        kind: 'select',
        options: CLIENT_CHOICES,
        hint: '求人の構造化データ（Google しごと検索）の募集企業です。非公開なら運営会社の名前を載せます。',
        short: true,
      },
      { name: 'client_name', label: 'クライアント企業名', kind: 'text', maxLength: 255, hint: '「企業名を載せる」のときだけ使います。', short: true },
      { name: 'client_url', label: 'クライアント企業のサイト', kind: 'text', maxLength: 500, hint: '任意（https://…）。企業名を載せるときだけ使います。', short: true },
      { name: 'closes_on', label: '募集終了予定日', kind: 'date', hint: 'この日までエントリーを受け付けます（構造化データの掲載期限）。空欄は期限なしです。', short: true },
      { name: 'must_have_requirements', label: '必須要件', kind: 'textarea', maxLength: 10_000 },
      { name: 'nice_to_have_requirements', label: '尚可要件', kind: 'textarea', maxLength: 10_000 },
      { name: 'detail', label: '案件の詳細', kind: 'textarea', maxLength: 10_000 },
      {
        name: 'tag_ids',
        label: 'タグ',
        kind: 'tags',
        termSearch: TAG_INPUT,
        ordered: true,
        hint: 'タグ名か別名を入力して候補から選びます。この順に表示します（← → で並べ替え）。案件カードには先頭の5件が出ます。',
      },
      { name: 'is_featured', label: '注目の案件（トップページの特集）に出す', kind: 'checkbox' },
      { name: 'published_at', label: '公開日時', kind: 'datetime', hint: '未来の日時にすると、その時まで公開予定です。空欄で公開すると今すぐ公開します（日本時間）。' },
      { name: 'internal_note', label: '社内メモ（公開されません）', kind: 'textarea', maxLength: 15_000 },
    ],
    defaults: {
      name: '',
      rate_min: null,
      rate_max: null,
      rate_detail: '',
      area_ids: [],
      area_detail: '',
      biz_category_id: '',
      system_type: '',
      job_type: '',
      contract_type_id: '',
      remote_level: '0',
      weekly_days_min: null,
      weekly_days_max: null,
      must_have_requirements: '',
      nice_to_have_requirements: '',
      detail: '',
      working_hours: '',
      settlement_range: '',
      interview_count: null,
      start_date: '',
      client_disclosure: 'undisclosed',
      client_name: '',
      client_url: '',
      closes_on: '',
      tag_ids: [],
      is_featured: false,
      status: 'draft',
      published_at: '',
      guessed_fields: [],
      internal_note: '',
    },
    toForm: (d) => ({
      name: d.name,
      rate_min: d.rate_min === null ? null : d.rate_min / MAN,
      rate_max: d.rate_max === null ? null : d.rate_max / MAN,
      rate_detail: d.rate_detail,
      area_ids: d.area_ids.map(String),
      area_detail: d.area_detail ?? '',
      biz_category_id: d.biz_category_id === null ? '' : String(d.biz_category_id),
      system_type: d.system_type ?? '',
      job_type: d.job_type ?? '',
      contract_type_id: d.contract_type_id === null ? '' : String(d.contract_type_id),
      remote_level: String(d.remote_level),
      weekly_days_min: d.weekly_days_min,
      weekly_days_max: d.weekly_days_max,
      must_have_requirements: d.must_have_requirements ?? '',
      nice_to_have_requirements: d.nice_to_have_requirements ?? '',
      detail: d.detail ?? '',
      working_hours: d.working_hours ?? '',
      settlement_range: d.settlement_range ?? '',
      interview_count: d.interview_count,
      start_date: d.start_date ?? '',
      client_disclosure: d.client_name === null ? 'undisclosed' : 'named',
      client_name: d.client_name ?? '',
      client_url: d.client_url ?? '',
      closes_on: d.closes_on ?? '',
      tag_ids: d.tags.map((t) => ({ id: t.id, label: t.term })),
      is_featured: d.is_featured,
      status: d.status,
      published_at: toJapanDateTimeLocal(d.published_at),
      guessed_fields: d.guessed_fields,
      internal_note: d.internal_note ?? '',
    }),
    toBody: (v) => ({
      name: v.name,
      rate_min: yen(v.rate_min),
      rate_max: yen(v.rate_max),
      rate_detail: v.rate_detail,
      area_ids: v.area_ids.map(Number),
      area_detail: text(v.area_detail),
      biz_category_id: idOrNull(v.biz_category_id),
      system_type: text(v.system_type),
      job_type: text(v.job_type),
      contract_type_id: idOrNull(v.contract_type_id),
      remote_level: Number(v.remote_level) as 0 | 1 | 2,
      weekly_days_min: v.weekly_days_min,
      weekly_days_max: v.weekly_days_max,
      must_have_requirements: text(v.must_have_requirements),
      nice_to_have_requirements: text(v.nice_to_have_requirements),
      detail: text(v.detail),
      working_hours: text(v.working_hours),
      settlement_range: text(v.settlement_range),
      interview_count: v.interview_count,
      start_date: v.start_date || null,
      // Named with no name typed is sent as is, so the server asks for the name rather than hiding the client.
      client_name: v.client_disclosure === 'named' ? v.client_name.trim() : null,
      client_url: v.client_disclosure === 'named' ? text(v.client_url) : null,
      closes_on: v.closes_on || null,
      tag_ids: v.tag_ids.map((t) => Number(t.id)),
      is_featured: v.is_featured,
      status: v.status,
      published_at: v.published_at || null,
      guessed_fields: v.guessed_fields,
      internal_note: text(v.internal_note),
    }),
    record: { label: (d) => d.name, deleted: (d) => d.deleted_at !== null },
    locked: (d) => (d.deleted_at !== null ? '削除済みの案件は編集できません。' : null),
    summary: (d) => <ItemSummary item={d} />,
    actions: STATUS_ACTIONS,
    review: { field: 'guessed_fields', hint: 'メールから読み取った値です。元のメールは社内メモにあります。' },
  },
});

/** Above a listing's form: its state, its dates and its public page (shown while it is public or ended). */
function ItemSummary({ item }: { item: ItemForm }) {
  const publicPage = item.listing_status === 'published' || item.listing_status === 'ended' ? `/item/detail/${item.id}` : null;
  return (
    <>
      <dl className="er-record-summary">
        <div>
          <dt>状態</dt>
          <dd>{item.listing_status_label}</dd>
        </div>
        {item.published_at && (
          <div>
            <dt>公開日時</dt>
            <dd>{formatJapanDateTime(item.published_at)}</dd>
          </div>
        )}
        {item.ended_at && (
          <div>
            <dt>募集終了</dt>
            <dd>{formatJapanDateTime(item.ended_at)}</dd>
          </div>
        )}
        <div>
          <dt>案件ページ</dt>
          <dd>
            {publicPage ? (
              <a href={publicPage} target="_blank" rel="noopener noreferrer">
                {publicPage}（別のタブで開く）
              </a>
            ) : (
              '非公開'
            )}
          </dd>
        </div>
      </dl>
      <MailDraftReadings labels={Object.fromEntries(itemResource.form!.fields.map((f) => [f.name, f.label]))} />
    </>
  );
}

