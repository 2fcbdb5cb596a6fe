/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Staff accounts' declaration over the real SDK (answered through fetch): the owners-only list (name, e-mail,
// role, state, last login), the invitation (user/create: name, e-mail, role — the toast says a mail went), the
// edit (user/edit with id and version), the row actions — パスワード再設定メール, 無効にする / 有効にする, each
// after a dialog naming the person, sent as user/edit with the action at the account's current version — the
// API's refusal as the toast, and no screen or navigation entry for the other roles.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import AdminRoutes from '../Routes';
import { renderResource } from '../test-support/fake-resource';
import { userResource } from './user';

const staff = (over: Partial<Schemas['AdminUserDetailDto']> = {}): Schemas['AdminUserDetailDto'] => ({
  id: 5,
  name: '山田 花子',
  email: 'hanako@example.com',
  role: 'editor',
  role_label: '編集者',
  status: 'active',
  status_label: '有効',
  last_login_at: '2026-11-25T01:30:00.000Z',
  password_setup_expires_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  disabled_at: null,
  deleted_at: null,
  version: 7,
  ...over,
});
const rowOf = ({ version: _v, ...row }: Schemas['AdminUserDetailDto']): Schemas['AdminUserRowDto'] => row;
const page = (items: Schemas['AdminUserRowDto'][]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });

describe('staff accounts (user)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists staff for an owner: name, e-mail, role, state (with the link’s expiry while pending), last login', async () => {
    const urls: string[] = [];
    renderResource(userResource, '/admin/user', {
      role: 'owner',
      routes: {
        'GET /api/admin/user/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([
            rowOf(staff()),
            rowOf(staff({ id: 6, name: '佐藤 次郎', email: 'jiro@example.com', role: 'viewer', role_label: '閲覧者', status: 'pending', status_label: 'パスワード未設定', last_login_at: null, password_setup_expires_at: '2026-11-27T03:00:00.000Z' })),
          ]);
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'スタッフ一覧' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'スタッフ一覧' });
    expect(await within(table).findByRole('link', { name: '山田 花子' })).toHaveAttribute('href', '/admin/user/edit/5');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').slice(0, 6).map((c) => c.textContent)).toEqual(['5', '山田 花子', 'hanako@example.com', '編集者', '有効', '2026/11/25 10:30']);
    expect(within(second).getAllByRole('cell').slice(4, 6).map((c) => c.textContent)).toEqual(['パスワード未設定（リンクの期限 2026/11/27 12:00）', 'なし']);
    // Each row offers what fits its state.
    expect(within(first).getByRole('button', { name: '山田 花子を無効にする' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: '山田 花子を有効にする' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '佐藤 次郎をパスワード再設定' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'スタッフを招待' })).toHaveAttribute('href', '/admin/user/create');
    expect(Object.fromEntries(new URL(urls[0], 'http://x').searchParams)).toEqual({ page: '1', per_page: '50', sort: 'id', order: 'asc' });

    fireEvent.change(screen.getByLabelText('権限'), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('role')).toBe('viewer'));
  });

  it('invites through user/create with name, e-mail and role; the e-mail field error lands on its field', async () => {
    const bodies: unknown[] = [];
    renderResource(userResource, '/admin/user/create', {
      role: 'owner',
      routes: {
        'POST /api/admin/user/create': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return bodies.length === 1
            ? reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { email: ['このメールアドレスはすでに別のスタッフが使用しています（削除済みのスタッフを含みます）'] } })
            : staff({ status: 'pending', status_label: 'パスワード未設定' });
        },
        'GET /api/admin/user/search': page([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'スタッフの招待' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^名前/), { target: { value: '山田 花子' } });
    fireEvent.change(screen.getByLabelText(/^メールアドレス/), { target: { value: 'hanako@example.com' } });
    // Viewer is the default: the least a new account can do.
    expect(screen.getByLabelText(/^権限/)).toHaveValue('viewer');
    fireEvent.change(screen.getByLabelText(/^権限/), { target: { value: 'editor' } });
    fireEvent.click(screen.getByRole('button', { name: '招待メールを送る' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メールアドレス：このメールアドレスはすでに別のスタッフが使用しています');
    expect(screen.getByLabelText(/^メールアドレス/)).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText(/^メールアドレス/), { target: { value: 'hanako2@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '招待メールを送る' }));
    expect(await screen.findByText('招待メールを送りました。')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: '山田 花子', email: 'hanako@example.com', role: 'editor' },
      { name: '山田 花子', email: 'hanako2@example.com', role: 'editor' },
    ]);
  });

  it('edits name, e-mail and role through user/edit with the id and version read; the page shows the state and last login', async () => {
    const bodies: unknown[] = [];
    renderResource(userResource, '/admin/user/edit/5', {
      role: 'owner',
      routes: {
        'GET /api/admin/user/detail/5': staff(),
        'POST /api/admin/user/edit': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return staff({ role: 'owner', version: 8 });
        },
        'GET /api/admin/user/search': page([]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'スタッフの編集' })).toBeInTheDocument();
    expect(screen.getByText('最終ログイン').nextElementSibling).toHaveTextContent('2026/11/25 10:30');
    expect(screen.getByLabelText(/^メールアドレス/)).toHaveValue('hanako@example.com');
    fireEvent.change(screen.getByLabelText(/^権限/), { target: { value: 'owner' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 5, version: 7, name: '山田 花子', email: 'hanako@example.com', role: 'owner' }]);
  });

  it('sends a reset, disables and enables from the list, each after a dialog naming the person, at the account’s current version', async () => {
    let current = staff();
    const edits: unknown[] = [];
    renderResource(userResource, '/admin/user', {
      role: 'owner',
      routes: {
        'GET /api/admin/user/search': () => page([rowOf(current)]),
        'GET /api/admin/user/detail/5': () => current,
        'POST /api/admin/user/edit': ({ body }: { body: { action?: string } }) => {
          edits.push(body);
          const disabled = body.action === 'disable' ? { status: 'disabled' as const, status_label: '無効' } : body.action === 'enable' ? { status: 'active' as const, status_label: '有効' } : {};
          current = { ...current, ...disabled, version: current.version + 1 };
          return current;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '山田 花子をパスワード再設定' }));
    const reset = screen.getByRole('alertdialog', { name: '山田 花子さんのパスワードをリセットして、再設定のメールを送りますか？' });
    expect(reset).toHaveTextContent('hanako@example.com にパスワード設定用のリンク（24時間有効）を送ります。');
    fireEvent.click(within(reset).getByRole('button', { name: 'リセットしてメールを送る' }));
    expect(await screen.findByText('パスワード再設定のメールを送りました。')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '山田 花子を無効にする' }));
    const disable = screen.getByRole('alertdialog', { name: '山田 花子さんのアカウントを無効にしますか？' });
    expect(disable).toHaveTextContent('「有効にする」で元に戻せます。');
    fireEvent.click(within(disable).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByText('無効にしました。')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: '山田 花子を有効にする' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '山田 花子さんのアカウントを有効に戻しますか？' })).getByRole('button', { name: '有効にする' }));
    expect(await screen.findByText('有効にしました。')).toBeInTheDocument();

    const fields = { name: '山田 花子', email: 'hanako@example.com', role: 'editor' };
    expect(edits).toEqual([
      { id: 5, version: 7, ...fields, action: 'reset' },
      { id: 5, version: 8, ...fields, action: 'disable' },
      { id: 5, version: 9, ...fields, action: 'enable' },
    ]);
  });

  it('shows the API’s refusal (the last owner, one’s own account) as a toast that stays', async () => {
    renderResource(userResource, '/admin/user', {
      role: 'owner',
      routes: {
        'GET /api/admin/user/search': page([rowOf(staff({ role: 'owner', role_label: 'オーナー' }))]),
        'POST /api/admin/user/delete': reply(409, { statusCode: 409, code: 'ADMIN_USER_SELF_LOCKOUT', message: '自分のアカウントは無効にも削除にもできません' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '山田 花子を削除' }));
    const dialog = screen.getByRole('alertdialog', { name: '「山田 花子」を削除しますか？' });
    // Staff accounts have no restore.
    expect(dialog).toHaveTextContent('この操作は取り消せません。');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('自分のアカウントは無効にも削除にもできません')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '「自分のアカウントは無効にも削除にもできません」を閉じる' })).toBeInTheDocument();
  });

  it('is for owners only: editors are told so and the list is never asked for', async () => {
    const { calls } = renderResource(userResource, '/admin/user', { role: 'editor', routes: { 'GET /api/admin/user/search': page([]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'この画面を表示する権限がありません' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/user/search')).toBe(false);
  });

  it('is in the side navigation for owners only', async () => {
    const login = (role: Schemas['AdminRole'], role_label: string) => ({
      'GET /api/admin/login-check': { logged_in: true, admin: { id: 1, name: '管理 太郎', email: 'a@example.com', role, role_label } },
    });
    mockFetch(login('owner', 'オーナー'));
    const owner = renderWithProviders(<AdminRoutes />, { route: '/admin' });
    const nav = await screen.findByRole('navigation', { name: '管理メニュー' });
    expect(within(nav).getByRole('link', { name: 'スタッフ管理' })).toHaveAttribute('href', '/admin/user');
    owner.unmount();

    mockFetch(login('editor', '編集者'));
    renderWithProviders(<AdminRoutes />, { route: '/admin' });
    const editorNav = await screen.findByRole('navigation', { name: '管理メニュー' });
    expect(within(editorNav).getByRole('link', { name: '操作履歴' })).toBeInTheDocument();
    expect(within(editorNav).queryByRole('link', { name: 'スタッフ管理' })).not.toBeInTheDocument();
  });
});
