import { act, fireEvent, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import AccountRoutes from '../Routes';
import { preloadPages } from '../lazy-page';
import { userInfoRoute } from '../test-member';

// The provider's sign-in is Firebase's popup: here it answers with a fixed ID token at once.
jest.mock('./firebase-sign-in', () => ({
  ...jest.requireActual('./firebase-sign-in'),
  signInForIdToken: jest.fn(async () => 'provider-id-token'),
  pendingRedirectToken: jest.fn(async () => null),
}));

beforeAll(() => preloadPages());

const FIREBASE = { apiKey: 'k', authDomain: 'er-test.firebaseapp.com', projectId: 'er-test' };
const RECENT_LOGIN_MESSAGE = 'セキュリティのため、ソーシャルアカウントを連携するにはパスワードをもう一度入力してください。パスワードを設定していない場合は、ログインし直してからお試しください。';

const accountList = (linked: number[], hasPassword = true) => ({
  accounts: [
    { type: 1, label: 'Twitter', linked: linked.includes(1), linked_at: null },
    { type: 2, label: 'Facebook', linked: linked.includes(2), linked_at: null },
    { type: 3, label: 'GitHub', linked: linked.includes(3), linked_at: null },
    { type: 4, label: 'Google', linked: linked.includes(4), linked_at: null },
  ],
  has_password: hasPassword,
  available: true,
});

/** setting-account-authenticate as the API answers a login older than the limit: the password, right, or nothing. */
function linkRoute(linked: number[], bodies: unknown[]) {
  return ({ body }: { body: unknown }) => {
    bodies.push(body);
    const { password } = body as { password?: string };
    if (password === undefined) return reply(403, { statusCode: 403, code: 'RECENT_LOGIN_REQUIRED', message: RECENT_LOGIN_MESSAGE, errors: {} });
    if (password !== 'the right password') return reply(400, { statusCode: 400, code: 'ACCOUNT_FIELDS_INVALID', message: '入力内容に誤りがあります', errors: { password: ['パスワードが正しくありません'] } });
    linked.push(4);
    return accountList(linked);
  };
}

describe('linking a social account after a login that is not recent', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => act(() => setSession(null)));

  it('asks for the password, keeps the provider token, shows a wrong one under the field and links with the right one', async () => {
    const linked: number[] = [];
    const bodies: unknown[] = [];
    mockFetch({
      ...userInfoRoute(),
      'GET /api/front/socialaccount/get-account-list': () => accountList(linked),
      'POST /api/front/socialaccount/setting-account-authenticate': linkRoute(linked, bodies),
    });
    renderWithProviders(
      <StrictMode>
        <AccountRoutes firebase={FIREBASE} />
      </StrictMode>,
      { route: '/user' },
    );
    const section = await screen.findByRole('region', { name: 'ソーシャルアカウント連携' });
    const google = (await within(section).findByText('Google：未連携')).closest('li')!;
    fireEvent.click(within(google).getByRole('button', { name: '連携する' }));

    const form = await within(section).findByRole('form', { name: 'パスワードの確認' });
    expect(within(section).getByRole('alert')).toHaveTextContent(RECENT_LOGIN_MESSAGE);
    fireEvent.change(within(form).getByLabelText(/^現在のパスワード/), { target: { value: 'a wrong one' } });
    fireEvent.click(within(form).getByRole('button', { name: 'パスワードを確認して連携する' }));
    expect(await within(form).findByText('パスワードが正しくありません')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/^現在のパスワード/), { target: { value: 'the right password' } });
    fireEvent.click(within(form).getByRole('button', { name: 'パスワードを確認して連携する' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('連携しました。次回からこのアカウントでログインできます。');
    expect(within(section).getByText('Google：連携済み')).toBeInTheDocument();
    expect(within(section).queryByRole('form', { name: 'パスワードの確認' })).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { id_token: 'provider-id-token' },
      { id_token: 'provider-id-token', password: 'a wrong one' },
      { id_token: 'provider-id-token', password: 'the right password' },
    ]);
  });

  it('a member without a password is told to log in again, with no password field', async () => {
    mockFetch({
      ...userInfoRoute(),
      'GET /api/front/socialaccount/get-account-list': () => accountList([3], false),
      'POST /api/front/socialaccount/setting-account-authenticate': linkRoute([3], []),
    });
    renderWithProviders(
      <StrictMode>
        <AccountRoutes firebase={FIREBASE} />
      </StrictMode>,
      { route: '/user' },
    );
    const section = await screen.findByRole('region', { name: 'ソーシャルアカウント連携' });
    const google = (await within(section).findByText('Google：未連携')).closest('li')!;
    fireEvent.click(within(google).getByRole('button', { name: '連携する' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('ログインし直してからお試しください');
    expect(within(section).queryByRole('form', { name: 'パスワードの確認' })).not.toBeInTheDocument();
  });
});
