// Entries (SPEC §7 entry/*, issue 16): members' applications to listings. The list — tabs from count-info
// (each status among valid entries, and 無効), filters by member (name, kana, e-mail), listing name, entry days
// and validity, newest first — with 「CSVダウンロード」 of the list as filtered (editors and owners: personal data
// in bulk), and an entry's page (EntryPage): the listing, the member, the skill sheet, the status change that
// mails the member, the validity toggle, the status history and the mails sent, and 削除.
import { api, serializeQuery, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { EntryPage } from './entry-page';
import { defineResource, type Choice } from './types';

type EntryRow = Schemas['AdminEntryRowDto'];

/** The statuses in the order staff move them (辞退 is the member's own act); the audit log names codes by these. */
export const ENTRY_STATUS_CHOICES: readonly Choice[] = [
  { value: 'applied', label: 'エントリー済み' },
  { value: 'screening', label: '書類選考中' },
  { value: 'interview', label: '面談調整中' },
  { value: 'result_sent', label: '結果連絡済み' },
  { value: 'withdrawn', label: '辞退' },
];

export const ENTRY_VALIDITY_CHOICES: readonly Choice[] = [
  { value: '0', label: '有効' },
  { value: '1', label: '無効' },
];

/**
 * 「CSVダウンロード」: a plain link, so the browser streams the file to disk with the session cookie (a long list
 * never sits in the page's memory); the list's filters, tab and order go with it.
 */
export function EntryCsvDownload({ query }: { query: Record<string, string | number> }) {
  const search = serializeQuery(query);
  const href = search ? `${api.adminEntry.adminEntryDownload.path}?${search}` : api.adminEntry.adminEntryDownload.path;
  return (
    <a className="er-button er-button--secondary er-button--small" href={href} download>
      CSVダウンロード
    </a>
  );
}

export const entryResource = defineResource<EntryRow, Schemas['AdminEntryDetailDto']>({
  path: 'entry',
  title: 'エントリー',
  rowId: (r) => r.id,
  rowLabel: (r) => `${r.member_name ?? '退会済みの会員'}「${r.item_name ?? '削除された案件'}」`,
  operations: { search: api.adminEntry.adminEntrySearch, countInfo: api.adminEntry.adminEntryCountInfo, detail: api.adminEntry.adminEntryDetail },
  tabs: { param: 'status' },
  filters: [
    { name: 'member_keyword', label: '会員（氏名・フリガナ・メール）', kind: 'text' },
    { name: 'item_keyword', label: '案件名', kind: 'text' },
    { name: 'entered_from', label: 'エントリー日（から）', kind: 'date' },
    { name: 'entered_to', label: 'エントリー日（まで）', kind: 'date' },
    { name: 'validity', label: '有効・無効', kind: 'select', options: ENTRY_VALIDITY_CHOICES },
  ],
  defaultSort: { sort: 'created_at', order: 'desc' },
  columns: [
    { key: 'id', header: 'ID', sortable: true, numeric: true },
    { key: 'member_name', header: '会員', link: true, cell: (r) => r.member_name ?? '（退会済み）' },
    { key: 'item_name', header: '案件', cell: (r) => r.item_name ?? '（削除された案件）' },
    { key: 'status_label', header: 'ステータス' },
    { key: 'validity_label', header: '有効・無効' },
    { key: 'created_at', header: 'エントリー日時', sortable: true, cell: (r) => formatJapanDateTime(r.entered_at) },
    { key: 'updated_at', header: '更新日時', sortable: true, cell: (r) => formatJapanDateTime(r.updated_at) },
  ],
  recordPage: EntryPage,
  listActions: [{ name: 'csv', component: EntryCsvDownload }],
  auditLabels: { status: 'ステータス', validity: '有効・無効', member_id: '会員（ID）', item_id: '案件（ID）', deleted_at: '削除' },
  auditValues: {
    status: Object.fromEntries(ENTRY_STATUS_CHOICES.map((c) => [c.value, c.label])),
    validity: Object.fromEntries(ENTRY_VALIDITY_CHOICES.map((c) => [c.value, c.label])),
  },
});
