import { fireEvent, screen } from '@testing-library/react';
import { getSession, setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { CSRF_COOKIE, postedTo, renderAccount, withXsrfCookie } from '../test-utils';

const COMPLETE = '/api/front/member-register-auth-mail-complete';
const INVALID = 'この認証リンクは無効か、有効期限（24時間）が切れています。お手数ですが、認証メールを再送信してください。';

describe('/user/regist/comp', () => {
  withXsrfCookie();
  afterEach(() => setSession(null));

  it('fetches the anti-forgery cookie first, then uses the link exactly once (StrictMode) and logs the member in', async () => {
    const { calls } = mockFetch({
      ...CSRF_COOKIE,
      [`POST ${COMPLETE}`]: { user: { id: 31, last_name: '山田', first_name: '花子', login_id: 'hanako@example.com' } },
    });
    renderAccount('/user/regist/comp?token=abc-1');
    expect(await screen.findByRole('heading', { level: 1, name: '会員登録が完了しました' })).toBeInTheDocument();
    expect(postedTo(calls, COMPLETE)).toEqual([{ token: 'abc-1' }]);
    expect(calls.findIndex((c) => c.path === '/sanctum/csrf-cookie')).toBeLessThan(calls.findIndex((c) => c.path === COMPLETE));
    expect(getSession()).toMatchObject({ id: 31, last_name: '山田', login_id: 'hanako@example.com' });
    expect(screen.getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('link', { name: '案件を探す' })).toHaveAttribute('href', '/item/search');
  });

  it('an expired or used link: the server’s message and the way to a new mail', async () => {
    mockFetch({ ...CSRF_COOKIE, [`POST ${COMPLETE}`]: reply(400, { statusCode: 400, code: 'REGISTRATION_LINK_INVALID', message: INVALID, errors: {} }) });
    renderAccount('/user/regist/comp?token=used-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: '認証メールを再送信する' })).toHaveAttribute('href', '/user/send/auth/mail');
    expect(getSession().id).toBe(0);
  });

  it('no token: the invalid-link view without asking the API', async () => {
    const { calls } = mockFetch(CSRF_COOKIE);
    renderAccount('/user/regist/comp');
    expect(await screen.findByRole('heading', { level: 1, name: '認証リンクが無効です' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '認証メールを再送信する' })).toBeInTheDocument();
    expect(postedTo(calls, COMPLETE)).toEqual([]);
  });

  it('a failed call (no answer) can be tried again', async () => {
    let fail = true;
    mockFetch({
      ...CSRF_COOKIE,
      [`POST ${COMPLETE}`]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { user: { id: 32, last_name: '佐藤', first_name: '一郎', login_id: 'ichiro@example.com' } };
      },
    });
    renderAccount('/user/regist/comp?token=net-3');
    expect(await screen.findByRole('heading', { level: 1, name: '会員登録を完了できませんでした' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('通信に失敗しました。');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { level: 1, name: '会員登録が完了しました' })).toBeInTheDocument();
  });
});
