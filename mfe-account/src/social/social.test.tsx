import { act, fireEvent, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import AccountRoutes from '../Routes';
import { preloadPages } from '../lazy-page';

beforeAll(() => preloadPages());
import { userInfoRoute } from '../test-member';
import { socialPrefillFrom } from './social-prefill';

const FIREBASE = { apiKey: 'k', authDomain: 'er-test.firebaseapp.com', projectId: 'er-test' };

const accountList = (linked: number[], hasPassword = true) => ({
  accounts: [
    { type: 1, label: 'Twitter', linked: linked.includes(1), linked_at: null },
    { type: 2, label: 'Facebook', linked: linked.includes(2), linked_at: null },
    { type: 3, label: 'GitHub', linked: linked.includes(3), linked_at: null },
    { type: 4, label: 'Google', linked: linked.includes(4), linked_at: linked.includes(4) ? '2026-11-20T00:00:00.000Z' : null },
  ],
  has_password: hasPassword,
  available: true,
});

function renderAt(route: string, firebase: typeof FIREBASE | null, state?: unknown) {
  return renderWithProviders(
    <StrictMode>
      <AccountRoutes firebase={firebase} />
    </StrictMode>,
    { route, state },
  );
}

describe('social sign-in (issue 12)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => act(() => setSession(null)));

  it('/login offers Google, GitHub, X (Twitter) and Facebook only with the Firebase settings', () => {
    mockFetch({});
    const { unmount } = renderAt('/login', FIREBASE);
    const section = screen.getByRole('region', { name: 'ソーシャルアカウントでログイン' });
    expect(within(section).getAllByRole('button').map((b) => b.textContent)).toEqual(['Googleでログイン', 'GitHubでログイン', 'X（Twitter）でログイン', 'Facebookでログイン']);
    unmount();
    renderAt('/login', null);
    expect(screen.queryByRole('region', { name: 'ソーシャルアカウントでログイン' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('my page lists the linked accounts and unlinks one after the confirm; the server refusal is shown', async () => {
    let linked = [4, 3];
    const { calls } = mockFetch({
      ...userInfoRoute(),
      'GET /api/front/socialaccount/get-account-list': () => accountList(linked),
      'POST /api/front/socialaccount/cancel-account-authenticate': ({ body }: { body: unknown }) => {
        const type = (body as { type: number }).type;
        if (type === 3) return reply(409, { statusCode: 409, code: 'SOCIAL_LAST_LOGIN_METHOD', message: 'ログインできる方法がなくなるため、連携を解除できません。', errors: {} });
        linked = linked.filter((t) => t !== type);
        return accountList(linked);
      },
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/user', FIREBASE);
    const section = await screen.findByRole('region', { name: 'ソーシャルアカウント連携' });
    expect(await within(section).findByText('Google：連携済み')).toBeInTheDocument();
    expect(within(section).getByText('Facebook：未連携')).toBeInTheDocument();

    const google = within(section).getByText('Google：連携済み').closest('li')!;
    fireEvent.click(within(google).getByRole('button', { name: '連携を解除' }));
    expect(window.confirm).toHaveBeenCalledWith('Googleとの連携を解除しますか？');
    expect(await within(section).findByText('Google：未連携')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Googleとの連携を解除しました。');
    expect(calls.some((c) => c.path === '/api/front/socialaccount/cancel-account-authenticate')).toBe(true);

    const github = within(section).getByText('GitHub：連携済み').closest('li')!;
    fireEvent.click(within(github).getByRole('button', { name: '連携を解除' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('ログインできる方法がなくなるため');
  });

  it('without Firebase my page still lists and unlinks linked accounts but offers no new link', async () => {
    mockFetch({ ...userInfoRoute(), 'GET /api/front/socialaccount/get-account-list': accountList([4]) });
    renderAt('/user', null);
    const section = await screen.findByRole('region', { name: 'ソーシャルアカウント連携' });
    expect(await within(section).findByText('Google：連携済み')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '連携する' })).not.toBeInTheDocument();
  });

  it('an unknown social account opens sign-up with the e-mail and name the provider gave', async () => {
    mockFetch({
      'GET /api/front/get-prefacture-list': { prefectures: [{ id: 13, name: '東京都' }] },
      'GET /api/front/get-contract-type-list': { contract_types: [] },
    });
    renderAt('/user/regist', FIREBASE, { socialPrefill: { email: 'hanako@example.com', last_name: '佐藤', first_name: '花子', type: 4 } });
    expect(await screen.findByLabelText(/^メールアドレス/)).toHaveValue('hanako@example.com');
    expect(screen.getByLabelText(/^姓/)).toHaveValue('佐藤');
    expect(screen.getByLabelText(/^名/)).toHaveValue('花子');
  });

  it('a sign-up pre-fill comes only from a well-formed navigation state', () => {
    expect(socialPrefillFrom({ socialPrefill: { email: 'a@example.com', last_name: '山田', first_name: '太郎', type: 4 } })).toEqual({ email: 'a@example.com', last_name: '山田', first_name: '太郎', type: 4 });
    expect(socialPrefillFrom({ socialPrefill: { email: 1, last_name: null } })).toEqual({ email: null, last_name: '', first_name: '', type: 0 });
    expect(socialPrefillFrom(null)).toBeNull();
    expect(socialPrefillFrom('x')).toBeNull();
  });
});
