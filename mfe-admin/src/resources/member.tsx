// Members (SPEC §7 member/*, issue 16): the CRM list — tabs per progress (SPEC §4) with their counts, filters
// (keyword over name, kana, e-mail and phone; impression; registration state; prefecture; registration days),
// the six SPEC §3 orders (登録日, フリガナ, メールアドレス, each both ways) — and a member's page with the tabs
// 基本情報 / 進捗 / 評価 / メモ (MemberPage). Every role reads; editors and owners change progress, impression
// and memo (the API refuses viewers with 403 whatever the screen shows).
import { api, type CallOptions, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { PREFECTURE_CHOICES } from './member-account';
import { MemberCsvDownloads } from './member-csv';
import { MemberPage } from './member-page';
import { LIVE_TAGS, tagById } from './pickers';
import { defineResource, type Choice, type CountInfo, type Operation } from './types';

type MemberRow = Schemas['AdminMemberRowDto'];

/** SPEC §3 impressions, 優良 first. */
export const IMPRESSION_CHOICES: readonly Choice[] = [
  { value: '4', label: '優良' },
  { value: '3', label: '普通' },
  { value: '2', label: '要注意' },
  { value: '1', label: 'ブラック' },
];

/** SPEC §4 progress states in their order (the tabs come from the API's counts; the audit log names codes by these). */
export const PROGRESS_CHOICES: readonly Choice[] = [
  { value: '0', label: '未対応' },
  { value: '1', label: '電話済み' },
  { value: '5', label: '稼働中' },
  { value: '7', label: 'クローズ(営業停止)' },
  { value: '8', label: '他社稼働中' },
  { value: '9', label: 'カウンセリング希望' },
  { value: '10', label: '稼働実績あり' },
  { value: '11', label: 'カウンセリング調整中' },
  { value: '12', label: '営業中' },
];

const AUTH_STATE_CHOICES: readonly Choice[] = [
  { value: '1', label: '本登録' },
  { value: '0', label: '仮登録（メール未確認）' },
];

/**
 * The tabs' counts: member/search answers the totals per progress under the other filters with each page
 * (SPEC §7 has no member/count-info), so the counts are one small page of it.
 */
const progressCounts = (async (filters: Record<string, unknown>, options?: CallOptions) => {
  const result = await api.adminMember.adminMemberSearch({ ...filters, page: 1, per_page: 1 }, options);
  return result.error ? result : { data: { counts: result.data.progress_counts } satisfies CountInfo };
}) as unknown as Operation<CountInfo>;

export const memberResource = defineResource<MemberRow, Schemas['AdminMemberDetailDto']>({
  path: 'member',
  title: '会員',
  rowId: (r) => r.id,
  rowLabel: (r) => r.name || r.email,
  operations: { search: api.adminMember.adminMemberSearch, countInfo: progressCounts, detail: api.adminMember.adminMemberDetail },
  tabs: { param: 'progress' },
  filters: [
    { name: 'keyword', label: 'キーワード（氏名・フリガナ・メール・電話）', kind: 'text' },
    { name: 'impression', label: '印象', kind: 'select', options: IMPRESSION_CHOICES },
    { name: 'auth_state', label: '登録状態', kind: 'select', options: AUTH_STATE_CHOICES },
    { name: 'prefecture_id', label: '都道府県', kind: 'select', options: PREFECTURE_CHOICES },
    { name: 'registered_from', label: '登録日（から）', kind: 'date' },
    { name: 'registered_to', label: '登録日（まで）', kind: 'date' },
    // Every chosen skill (the API ANDs them): who has Java and Spring.
    { name: 'skills', label: 'スキル（すべてを持つ会員）', kind: 'lookup', termSearch: LIVE_TAGS, resolve: tagById, multiple: true },
  ],
  defaultSort: { sort: 'registered_at', order: 'desc' },
  columns: [
    { key: 'name', header: '氏名', link: true, cell: (r) => r.name || '（未入力）' },
    { key: 'last_name_kana', header: 'フリガナ', sortable: true, cell: (r) => r.name_kana },
    { key: 'email', header: 'メールアドレス', sortable: true },
    { key: 'tel', header: '電話番号', cell: (r) => r.tel ?? '' },
    { key: 'prefecture_name', header: '都道府県', cell: (r) => r.prefecture_name ?? '' },
    { key: 'progress_label', header: '進捗' },
    { key: 'impression_label', header: '印象', cell: (r) => r.impression_label ?? '未評価' },
    { key: 'auth_state_label', header: '登録状態' },
    { key: 'registered_at', header: '登録日時', sortable: true, cell: (r) => formatJapanDateTime(r.registered_at) },
  ],
  recordPage: MemberPage,
  // Personal data in bulk: editors and owners (the default), as the API's 'write' level.
  listActions: [{ name: 'csv', component: MemberCsvDownloads }],
  auditLabels: {
    progress: '進捗',
    impression: '印象',
    impression_note: '印象メモ',
    memo: 'メモ',
    skill_sheet: 'スキルシート',
    tel: '電話番号',
    merged_external_user_id: '統合した外部ユーザー',
    last_name: '姓',
    first_name: '名',
    last_name_kana: 'セイ',
    first_name_kana: 'メイ',
    sex: '性別',
    birth_date: '生年月日',
    education_level: '最終学歴',
    nationality: '国籍',
    prefecture_id: '都道府県（ID）',
    station: '最寄り駅',
    magazine_flag: 'メールマガジン',
    contract_types: '希望する契約形態（ID）',
    auth_mail_sent_at: '認証メールの再送',
    withdrawn_at: '退会処理',
    // A CSV export's row (member/get-csv, chunk-download): the list's filters, then what went out.
    keyword: 'キーワード',
    auth_state: '登録状態',
    registered_from: '登録日（から）',
    registered_to: '登録日（まで）',
    skills: 'スキル（ID）',
    sort: '並び順',
    order: '昇順・降順',
    size: '1ファイルの件数',
    part: '分割の番号',
    parts: '分割数',
    rows: '書き出した件数',
    completed: '最後まで送信',
  },
  auditValues: {
    progress: Object.fromEntries(PROGRESS_CHOICES.map((c) => [c.value, c.label])),
    impression: Object.fromEntries(IMPRESSION_CHOICES.map((c) => [c.value, c.label])),
    auth_state: Object.fromEntries(AUTH_STATE_CHOICES.map((c) => [c.value, c.label])),
    order: { asc: '昇順', desc: '降順' },
    completed: { true: 'はい', false: 'いいえ（途中で切断・失敗）' },
  },
});
