// The audit log (issue 15): every staff write, who and when, which record, each changed field before and
// after. A read-only resource like any other (a list with filters over GET /api/admin/audit-log/search);
// a record's own history is RecordHistory on its edit page.
import { Link } from '@er/router';
import { api, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { dataOrThrow } from './calls';
import { editPath, settingPath } from './paths';
import { defineResource, type AnyResource, type AnySetting, type Choice, type ChoiceSource } from './types';

type AuditRow = Schemas['AuditLogRowDto'];
type AuditValue = Schemas['AuditFieldChangeDto']['before'];
/** Words of coded values by field: `{ progress: { '0': '未対応' } }`. */
type AuditValueWords = Record<string, Record<string, string>>;

/** The audit log's `action` values with the words staff read (the API's action_label says the same). */
export const AUDIT_ACTIONS: readonly (Choice & { value: Schemas['AuditAction'] })[] = [
  { value: 'create', label: '作成' },
  { value: 'update', label: '更新' },
  { value: 'delete', label: '削除' },
  { value: 'restore', label: '復元' },
  { value: 'merge', label: '統合' },
  { value: 'export', label: '書き出し' },
  { value: 'download', label: 'ダウンロード' },
];

/**
 * Every staff member who may have written (get-admin-users: every role may read it), by name; one no longer
 * active says so, since their entries stay in the log.
 */
export const STAFF_CHOICES: ChoiceSource = {
  key: 'user/get-admin-users',
  load: async (signal) =>
    ((await dataOrThrow(api.adminUser.adminUserGetAdminUsers(undefined, { signal })))?.users ?? []).map((u) => ({
      value: String(u.id),
      label: u.status === 'active' ? u.name : `${u.name}（${u.status_label}）`,
    })),
};

/** Longer values are cut here in the list (a listing's detail, a tag page's HTML). */
const VALUE_CHARS = 60;

/** A before/after value as one short line: （なし） for nothing, lists joined, long text cut. */
export function formatAuditValue(value: AuditValue): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '（なし）';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  const text = Array.isArray(value) ? value.map((v) => (v === null ? '' : String(v))).join('、') : String(value);
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS)}…` : text;
}

/** A stored value in words: the declaration's word for it (a progress code's label), else formatAuditValue. */
function auditValueText(value: AuditValue, words: Record<string, string> | undefined): string {
  return (value !== null && words?.[String(value)]) || formatAuditValue(value);
}

/**
 * The changed fields of an entry, named by the resource's form labels where it declares them; `values` names
 * coded values by field (auditValues: 0 → 未対応).
 */
export function AuditChanges({ changes, labels, values = {} }: { changes: AuditRow['changes']; labels: Record<string, string>; values?: AuditValueWords }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return null;
  return (
    <ul className="er-audit-changes">
      {entries.map(([field, change]) => (
        <li key={field}>
          <span className="er-audit-changes__field">{labels[field] ?? field}</span>：{auditValueText(change.before, values[field])} → {auditValueText(change.after, values[field])}
        </li>
      ))}
    </ul>
  );
}

/** Labels by field name (the API's names) of a resource or setting: its form's, and those of other audited fields. */
export function fieldLabelsOf(resource: (Pick<AnyResource, 'form'> & { auditLabels?: Record<string, string> }) | undefined): Record<string, string> {
  // A declared audit label wins over the form's: the log holds stored values (円, ids), the form may show others (万円).
  return { ...Object.fromEntries((resource?.form?.fields ?? []).map((f) => [f.name, f.label])), ...resource?.auditLabels };
}

/** A screen whose entries the audit log names (its title, its form's labels) and whose records it links to. */
interface AuditedScreen {
  path: string;
  title: string;
  form?: AnyResource['form'];
  auditLabels?: Record<string, string>;
  auditValues?: AuditValueWords;
  /** The page of one record, when the screen has one. */
  pageOf?(id: number): string;
}

/**
 * The audit log's declaration; `resources` and `settings` are the screens whose entries it names and whose
 * records it links to (a resource's record to its edit page, a setting to its screen).
 */
export function auditLogResource(resources: readonly AnyResource[], settings: readonly AnySetting[] = []) {
  const screens: AuditedScreen[] = [
    ...resources.map((r) => ({ ...r, pageOf: (r.form && r.operations.detail) || r.recordPage ? (id: number) => editPath(r, id) : undefined })),
    ...settings.map((s) => ({ ...s, pageOf: () => settingPath(s) })),
  ];
  const byPath = new Map(screens.map((r) => [r.path, r]));
  return defineResource<AuditRow>({
    path: 'audit-log',
    title: '操作履歴',
    rowId: (r) => r.id,
    rowLabel: (r) => `${formatJapanDateTime(r.created_at)} ${r.staff_name} ${r.action_label}`,
    operations: { search: api.adminAuditLog.adminAuditLogSearch },
    defaultSort: { sort: 'created_at', order: 'desc' },
    filters: [
      { name: 'staff_id', label: '担当者', kind: 'select', options: STAFF_CHOICES },
      { name: 'resource', label: '対象', kind: 'select', options: screens.map((r) => ({ value: r.path, label: r.title })) },
      { name: 'record_id', label: 'レコードID', kind: 'text' },
      { name: 'action', label: '操作', kind: 'select', options: AUDIT_ACTIONS },
      { name: 'from', label: 'この日から', kind: 'date' },
      { name: 'to', label: 'この日まで', kind: 'date' },
    ],
    columns: [
      { key: 'created_at', header: '日時', sortable: true, cell: (r) => <time dateTime={r.created_at}>{formatJapanDateTime(r.created_at)}</time> },
      { key: 'staff_name', header: '担当者' },
      { key: 'action_label', header: '操作' },
      { key: 'resource', header: '対象', cell: (r) => byPath.get(r.resource)?.title ?? r.resource },
      {
        key: 'record_id',
        header: 'ID',
        numeric: true,
        cell: (r) => {
          const target = byPath.get(r.resource);
          if (r.record_id === null) return '';
          return target?.pageOf ? (
            <Link to={target.pageOf(r.record_id)} aria-label={`${target.title} ${r.record_id} を開く`}>
              {r.record_id}
            </Link>
          ) : (
            r.record_id
          );
        },
      },
      { key: 'changes', header: '変更内容', cell: (r) => <AuditChanges changes={r.changes} labels={fieldLabelsOf(byPath.get(r.resource))} values={byPath.get(r.resource)?.auditValues} /> },
    ],
  });
}
