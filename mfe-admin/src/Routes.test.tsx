import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../packages/ui/test/render';
import AdminRoutes from './Routes';

describe('mfe_admin/Routes', () => {
  it('/admin shows the staff login form when logged out, then the dashboard after login', async () => {
    let loggedIn = false;
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const { calls } = mockFetch({
      'GET /api/admin/login-check': () =>
        loggedIn ? { logged_in: true, admin: { id: 1, name: '管理 太郎', email: 'admin@example.com' } } : { logged_in: false },
      'POST /api/admin/login': ({ body }: { body: unknown }) => {
        loggedIn = (body as { password: string }).password === 'pw';
        return { ok: true };
      },
      'POST /api/admin/logout': { result: true },
    });
    renderWithProviders(<AdminRoutes />, { route: '/admin' });
    fireEvent.change(await screen.findByLabelText(/メールアドレス/), { target: { value: 'admin@example.com' } });
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('heading', { level: 1, name: '管理画面' })).toBeInTheDocument();
    expect(screen.getByText('管理 太郎 さん、ログイン中です。')).toBeInTheDocument();
    // The staff layout: the name and logout in the top bar, the side navigation of the declared screens.
    expect(within(screen.getByRole('banner')).getByText('管理 太郎')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '管理メニュー' })).getByRole('link', { name: 'ダッシュボード' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/login')).toBe(true);
    // Logging out refetches the login check and brings the form back.
    loggedIn = false;
    fireEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    expect(await screen.findByRole('heading', { level: 1, name: '管理画面ログイン' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/logout')).toBe(true);
    // Logged out: no side navigation and no logout.
    expect(screen.queryByRole('navigation', { name: '管理メニュー' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('/admin/login shows the dashboard directly when already logged in', async () => {
    mockFetch({ 'GET /api/admin/login-check': { logged_in: true, admin: { id: 2, name: '佐藤', email: 's@example.com' } } });
    const { container } = renderWithProviders(<AdminRoutes />, { route: '/admin/login' });
    expect(await screen.findByRole('heading', { name: '管理画面' })).toBeInTheDocument();
    expect(container.querySelector('.mfe-admin')).toHaveAttribute('data-build-label', 'dev');
  });

  it('shows the staff member\'s role beside the name', async () => {
    mockFetch({
      'GET /api/admin/login-check': { logged_in: true, admin: { id: 3, name: '閲覧 花子', email: 'v@example.com', role: 'viewer', role_label: '閲覧者' } },
    });
    renderWithProviders(<AdminRoutes />, { route: '/admin' });
    const bar = screen.getByRole('banner');
    expect(await within(bar).findByText('閲覧者')).toBeInTheDocument();
    expect(within(bar).getByText('閲覧 花子')).toBeInTheDocument();
  });

  it('an undeclared /admin path is the 404 page inside the staff layout', async () => {
    mockFetch({ 'GET /api/admin/login-check': { logged_in: false } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<AdminRoutes />, { route: '/admin/anything' });
    expect(await screen.findByRole('heading', { level: 1, name: '指定されたページが見つかりませんでした。（404）' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
