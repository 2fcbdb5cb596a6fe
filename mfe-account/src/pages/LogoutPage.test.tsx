import { fireEvent, screen } from '@testing-library/react';
import { getSession, setSession } from '@er/app-state';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { postedTo, renderAccount, withXsrfCookie } from '../test-utils';

const LOGOUT = '/api/front/member-logout';

describe('/logout', () => {
  withXsrfCookie();
  afterEach(() => setSession(null));

  it('logs out once (StrictMode), clears the session and links to the top page and the login', async () => {
    setSession({ id: 3, last_name: '山田', first_name: '花子', login_id: 'h@example.com' });
    const { calls } = mockFetch({ [`POST ${LOGOUT}`]: { result: true } });
    renderAccount('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeInTheDocument();
    expect(postedTo(calls, LOGOUT)).toHaveLength(1);
    expect(getSession().id).toBe(0);
    expect(screen.getByRole('link', { name: 'トップページ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login');
  });

  it('keeps the session when the API could not be reached, and tries again on request', async () => {
    setSession({ id: 4, last_name: '佐藤', first_name: '一郎', login_id: 'i@example.com' });
    let fail = true;
    mockFetch({
      [`POST ${LOGOUT}`]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { result: true };
      },
    });
    renderAccount('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログアウトできませんでした' })).toBeInTheDocument();
    expect(getSession().id).toBe(4);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeInTheDocument();
    expect(getSession().id).toBe(0);
  });
});
