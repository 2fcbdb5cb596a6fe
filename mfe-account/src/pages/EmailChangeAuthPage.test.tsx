import { act, fireEvent, screen } from '@testing-library/react';
import { getSession, setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { CSRF_COOKIE, postedTo, renderAccount, withXsrfCookie } from '../test-utils';

const AUTH = '/api/front/send-mail-for-change-mail-auth';
const INVALID = 'このメールアドレス変更リンクは無効か、有効期限（24時間）が切れています。お手数ですが、マイページからもう一度お手続きください。';

describe('/user/edit/email/auth', () => {
  withXsrfCookie();
  beforeEach(() => act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' })));
  afterEach(() => act(() => setSession(null)));

  it('fetches the anti-forgery cookie first, uses the link exactly once (StrictMode), logs this tab out', async () => {
    const { calls } = mockFetch({ ...CSRF_COOKIE, [`POST ${AUTH}`]: { result: true, email: 'new@example.com' } });
    renderAccount('/user/edit/email/auth?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスを変更しました' })).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(postedTo(calls, AUTH)).toEqual([{ token: 'tok-1' }]);
    expect(calls.findIndex((c) => c.path === '/sanctum/csrf-cookie')).toBeLessThan(calls.findIndex((c) => c.path === AUTH));
    expect(getSession().id).toBe(0);
    expect(screen.getByRole('link', { name: '新しいメールアドレスでログインする' })).toHaveAttribute('href', '/login?next=%2Fuser');
    expect(screen.getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/user');
  });

  it('an expired or used link: the server’s message and the way to ask again; still logged in', async () => {
    mockFetch({ ...CSRF_COOKIE, [`POST ${AUTH}`]: reply(400, { statusCode: 400, code: 'EMAIL_CHANGE_LINK_INVALID', message: INVALID, errors: {} }) });
    renderAccount('/user/edit/email/auth?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'メールアドレスの変更をやり直す' })).toHaveAttribute('href', '/user/edit/email');
    expect(getSession().id).toBe(7);
  });

  it('the new address was taken meanwhile: says so', async () => {
    const taken = 'このメールアドレスは現在ご利用いただけません。別のメールアドレスでお手続きください';
    mockFetch({ ...CSRF_COOKIE, [`POST ${AUTH}`]: reply(400, { statusCode: 400, code: 'ACCOUNT_FIELDS_INVALID', message: '入力内容に誤りがあります', errors: { email: [taken] } }) });
    renderAccount('/user/edit/email/auth?token=taken');
    expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスを変更できませんでした' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(taken);
  });

  it('no token: the invalid-link view without asking the API', async () => {
    const { calls } = mockFetch(CSRF_COOKIE);
    renderAccount('/user/edit/email/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレス変更のリンクが無効です' })).toBeInTheDocument();
    expect(postedTo(calls, AUTH)).toEqual([]);
  });

  it('no answer: can be tried again', async () => {
    let fail = true;
    mockFetch({
      ...CSRF_COOKIE,
      [`POST ${AUTH}`]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { result: true, email: 'again@example.com' };
      },
    });
    renderAccount('/user/edit/email/auth?token=net');
    expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスを変更できませんでした' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスを変更しました' })).toBeInTheDocument();
  });
});
