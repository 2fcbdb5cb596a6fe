// Staff accounts (SPEC §7 user/*, the admin_users table; owners only, the API refuses the others with 403):
// the list (名前, メールアドレス, 権限, 状態, 最終ログイン; 有効/パスワード未設定/無効/削除済み tabs, keyword and role
// filters), the invitation (name, e-mail, role: no password is typed — the API mails a one-time link to set
// one), the edit (name, e-mail, role), and per row, each after a confirm dialog naming the person and what
// follows: パスワード再設定 (reset: a new link by mail), 無効にする / 有効にする (disable / enable), 削除 (for good: no restore).
// The API keeps the last owner and refuses an owner disabling or deleting their own account; its message
// is the toast.
import { api, type CallOptions, type Schemas } from '@er/api-client';
import { formatJapanDateTime } from '../format/japan-time';
import { defineResource, type Choice, type Operation, type RowActionDeclaration } from './types';

type StaffRow = Schemas['AdminUserRowDto'];
type StaffDetail = Schemas['AdminUserDetailDto'];
type StaffAction = Schemas['StaffAction'];

interface StaffFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  role: Schemas['AdminRole'] | '';
}

/** The roles with what each may do, as the owner chooses one. */
const ROLE_CHOICES: readonly (Choice & { value: Schemas['AdminRole'] })[] = [
  { value: 'viewer', label: '閲覧者（閲覧のみ）' },
  { value: 'editor', label: '編集者（案件・コンテンツの編集）' },
  { value: 'owner', label: 'オーナー（スタッフ管理も可）' },
];

const OWNERS_ONLY = ['owner'] as const;

/**
 * user/edit with one of its actions. The list's rows carry no version, so the account is read first and
 * saved unchanged at the version it has now, with the action.
 */
function editWith(action: StaffAction): Operation<unknown> {
  const run = async ({ id }: { id: number }, options?: CallOptions) => {
    const read = await api.adminUser.adminUserDetail({ id }, options);
    if (read.error) return read;
    const { version, name, email, role } = read.data;
    return api.adminUser.adminUserEdit({ id, version, name, email, role, action }, options);
  };
  return run as unknown as Operation<unknown>;
}

const notDeleted = (r: StaffRow) => r.status !== 'deleted';

const STAFF_ACTIONS: readonly RowActionDeclaration<StaffRow>[] = [
  {
    name: 'reset',
    label: 'パスワード再設定',
    operation: editWith('reset'),
    when: notDeleted,
    confirm: (r) => `${r.name}さんのパスワードをリセットして、再設定のメールを送りますか？`,
    explain: (r) =>
      `${r.email} にパスワード設定用のリンク（24時間有効）を送ります。今のパスワードとログイン中のセッションはすぐに使えなくなり、新しいパスワードを設定するまでログインできません。`,
    confirmLabel: 'リセットしてメールを送る',
    done: 'パスワード再設定のメールを送りました。',
    danger: true,
    roles: OWNERS_ONLY,
  },
  {
    name: 'disable',
    label: '無効にする',
    operation: editWith('disable'),
    when: (r) => r.status === 'active' || r.status === 'pending',
    confirm: (r) => `${r.name}さんのアカウントを無効にしますか？`,
    explain: () => 'ログインできなくなり、ログイン中のセッションもすぐに使えなくなります。「有効にする」で元に戻せます。',
    confirmLabel: '無効にする',
    done: '無効にしました。',
    danger: true,
    roles: OWNERS_ONLY,
  },
  {
    name: 'enable',
    label: '有効にする',
    operation: editWith('enable'),
    when: (r) => r.status === 'disabled',
    confirm: (r) => `${r.name}さんのアカウントを有効に戻しますか？`,
    explain: () => 'これまでのパスワードで、またログインできるようになります。',
    confirmLabel: '有効にする',
    done: '有効にしました。',
    roles: OWNERS_ONLY,
  },
];

const dateTimeCell = (iso: string | null, none: string) => (iso ? <time dateTime={iso}>{formatJapanDateTime(iso)}</time> : none);

export const userResource = defineResource<StaffRow, StaffDetail, StaffFormValues>({
  path: 'user',
  title: 'スタッフ',
  navLabel: 'スタッフ管理',
  access: OWNERS_ONLY,
  roles: { create: OWNERS_ONLY, edit: OWNERS_ONLY, delete: OWNERS_ONLY },
  rowId: (r) => r.id,
  rowLabel: (r) => r.name,
  isDeleted: (r) => r.deleted_at !== null,
  operations: {
    search: api.adminUser.adminUserSearch,
    detail: api.adminUser.adminUserDetail,
    create: api.adminUser.adminUserCreate,
    save: api.adminUser.adminUserEdit,
    delete: api.adminUser.adminUserDelete,
  },
  actions: STAFF_ACTIONS,
  createWords: { link: 'スタッフを招待', heading: 'スタッフの招待', submit: '招待メールを送る', done: '招待メールを送りました。' },
  tabs: {
    param: 'status',
    choices: [
      { value: 'active', label: '有効' },
      { value: 'pending', label: 'パスワード未設定' },
      { value: 'disabled', label: '無効' },
      { value: 'deleted', label: '削除済み' },
    ] satisfies { value: Schemas['StaffStatus']; label: string }[],
  },
  filters: [
    { name: 'keyword', label: 'キーワード（名前・メール）', kind: 'text' },
    { name: 'role', label: '権限', kind: 'select', options: ROLE_CHOICES.map((c) => ({ value: c.value, label: c.label.replace(/（.*）/, '') })) },
  ],
  defaultSort: { sort: 'id', order: 'asc' },
  columns: [
    { key: 'id', header: 'ID', sortable: true, numeric: true },
    { key: 'name', header: '名前', sortable: true, link: true },
    { key: 'email', header: 'メールアドレス', sortable: true },
    { key: 'role_label', header: '権限' },
    {
      key: 'status_label',
      header: '状態',
      cell: (r) =>
        r.status === 'pending' && r.password_setup_expires_at
          ? `${r.status_label}（リンクの期限 ${formatJapanDateTime(r.password_setup_expires_at)}）`
          : r.status_label,
    },
    { key: 'last_login_at', header: '最終ログイン', sortable: true, cell: (r) => dateTimeCell(r.last_login_at, 'なし') },
  ],
  form: {
    fields: [
      { name: 'name', label: '名前', kind: 'text', required: true, maxLength: 100, hint: '管理画面の上部と操作履歴に表示されます。' },
      {
        name: 'email',
        label: 'メールアドレス',
        kind: 'text',
        required: true,
        maxLength: 255,
        hint: 'ログインIDです。招待とパスワード再設定のメールはこのアドレスに届きます。',
      },
      { name: 'role', label: '権限', kind: 'select', required: true, options: ROLE_CHOICES },
    ],
    defaults: { name: '', email: '', role: 'viewer' },
    toForm: (d) => ({ name: d.name, email: d.email, role: d.role }),
    toBody: (v) => ({ name: v.name, email: v.email, role: v.role || null }),
    locked: (d) => (d.status === 'deleted' ? '削除済みのスタッフは編集できません。' : null),
    record: { label: (d) => d.name, deleted: (d) => d.status === 'deleted' },
    summary: (d) => <StaffSummary staff={d} />,
  },
  auditLabels: {
    password_set: 'パスワード設定済み',
    password_setup_expires_at: 'パスワード設定リンクの期限',
    disabled_at: '無効にした日時',
    deleted_at: '削除した日時',
  },
});

/** Above a staff member's form: the account's state, last login and since when it exists. */
function StaffSummary({ staff }: { staff: StaffDetail }) {
  return (
    <dl className="er-record-summary">
      <div>
        <dt>状態</dt>
        <dd>
          {staff.status_label}
          {staff.status === 'pending' && staff.password_setup_expires_at && `（リンクの期限 ${formatJapanDateTime(staff.password_setup_expires_at)}）`}
        </dd>
      </div>
      <div>
        <dt>最終ログイン</dt>
        <dd>{dateTimeCell(staff.last_login_at, 'なし')}</dd>
      </div>
      <div>
        <dt>登録日時</dt>
        <dd>{dateTimeCell(staff.created_at, '')}</dd>
      </div>
    </dl>
  );
}
