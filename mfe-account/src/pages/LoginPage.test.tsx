import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { currentLocation, renderAccount, withXsrfCookie } from '../test-utils';

const USER = { user: { id: 9, last_name: '山田', first_name: '花子', login_id: 'h@example.com' } };

function logIn() {
  fireEvent.change(screen.getByLabelText(/^メールアドレス/), { target: { value: 'h@example.com' } });
  fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'pw' } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('/login', () => {
  withXsrfCookie();
  let consoleError: jest.SpyInstance;
  // After the login the app is at a path this remote does not own (the host's): its 404 logs 'Page not found'.
  beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})));
  afterEach(() => {
    consoleError.mockRestore();
    setSession(null);
  });

  it('goes to ?next= after logging in when it is a path of this site', async () => {
    mockFetch({ 'POST /api/front/member-login': USER });
    renderAccount('/login?next=%2Fitem%2Fsearch%3Fkeyword%3DJava');
    logIn();
    await waitFor(() => expect(currentLocation()).toBe('/item/search?keyword=Java'));
    expect(getSession().id).toBe(9);
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com/', 'javascript:alert(1)'])('goes to the top page instead of next=%s', async (next) => {
    mockFetch({ 'POST /api/front/member-login': USER });
    renderAccount(`/login?next=${encodeURIComponent(next)}`);
    logIn();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('a provisional member gets the server’s message and the way to a new verification mail', async () => {
    const message = 'メールアドレスの認証が完了していません。認証メールのリンクを開いてください。';
    mockFetch({ 'POST /api/front/member-login': reply(403, { statusCode: 403, code: 'AUTH_EMAIL_NOT_VERIFIED', message, errors: {} }) });
    renderAccount('/login');
    logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: '認証メールを再送信する' })).toHaveAttribute('href', '/user/send/auth/mail');
    expect(currentLocation()).toBe('/login');
  });

  it('links to the password reset and the sign-up', () => {
    mockFetch({});
    renderAccount('/login');
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' })).toHaveAttribute('href', '/user/password/reset/mail');
    expect(screen.getByRole('link', { name: '無料会員登録はこちら' })).toHaveAttribute('href', '/user/regist');
  });
});
