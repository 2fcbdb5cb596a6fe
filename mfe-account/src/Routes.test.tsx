import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, setSession } from '@er/app-state';
import { mockFetch, reply } from '../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../packages/ui/test/render';
import AccountRoutes from './Routes';
import { preloadPages } from './lazy-page';

beforeAll(() => preloadPages());

describe('mfe_account/Routes', () => {
  afterEach(() => setSession(null));

  it('/user/regist shows the prefecture select fed by get-prefacture-list', async () => {
    mockFetch({ 'GET /api/front/get-prefacture-list': { prefectures: [{ id: 1, name: '北海道' }, { id: 13, name: '東京都' }] } });
    renderWithProviders(<AccountRoutes />, { route: '/user/regist' });
    expect(screen.getByRole('heading', { level: 1, name: '無料会員登録' })).toBeInTheDocument();
    const select = await screen.findByLabelText(/都道府県/);
    expect(screen.getByRole('option', { name: '東京都' })).toHaveValue('13');
    fireEvent.change(select, { target: { value: '13' } });
    expect(select).toHaveValue('13');
  });

  it('/login validates in Japanese before calling the API', () => {
    const { fn } = mockFetch({});
    renderWithProviders(<AccountRoutes />, { route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByText('メールアドレスを入力してください。')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください。')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('/login posts with the anti-forgery token and shows field errors from the server', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
    const { calls } = mockFetch({
      'POST /api/front/member-login': reply(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bad Request',
        errors: { email: ['メールアドレスが登録されていません。'] },
      }),
    });
    renderWithProviders(<AccountRoutes />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('メールアドレスが登録されていません。')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    const headers = post.init!.headers as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('tok=1');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(post.init!.credentials).toBe('include');
    expect(JSON.parse(post.init!.body as string)).toEqual({ email: 'a@example.com', password: 'secret' });
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('/login shows the server message for wrong credentials', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    mockFetch({
      'POST /api/front/member-login': reply(401, { statusCode: 401, code: 'AUTH_INVALID_CREDENTIALS', message: 'メールアドレスまたはパスワードが正しくありません', errors: {} }),
    });
    renderWithProviders(<AccountRoutes />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メールアドレスまたはパスワードが正しくありません');
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('/login shows the Japanese network message when the request never gets an answer', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderWithProviders(<AccountRoutes />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました。時間をおいて再度お試しください。');
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled();
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('/login stores the session on success', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'POST /api/front/member-login': { user: { id: 9, last_name: '山田', first_name: '花子', login_id: 'h@example.com' } },
    });
    renderWithProviders(<AccountRoutes />, { route: '/login' });
    fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: 'h@example.com' } });
    fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(getSession().id).toBe(9));
    // It then navigates to '/', which this remote does not own (the host renders the top page there).
    expect(await screen.findByText('指定されたページが見つかりませんでした。（404）')).toBeInTheDocument();
    error.mockRestore();
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });
});
