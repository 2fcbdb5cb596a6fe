import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { currentLocation, postedTo, renderAccount, withXsrfCookie } from '../test-utils';
import { loggedOutRoute, userInfoRoute } from '../test-member';

const DELETE = '/api/front/delete-user';
const password = () => screen.getByLabelText(/^パスワード/);
const next = () => fireEvent.click(screen.getByRole('button', { name: '退会手続きへ進む' }));

describe('/user/delete', () => {
  withXsrfCookie();
  beforeEach(() => act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' })));
  afterEach(() => act(() => setSession(null)));

  it('says what happens, asks 本当に退会しますか？, then withdraws: goodbye, logged out', async () => {
    const { calls } = mockFetch({ ...userInfoRoute(), [`POST ${DELETE}`]: { result: true } });
    renderAccount('/user/delete');
    expect(await screen.findByText(/アップロードしたスキルシートは削除されます/)).toBeInTheDocument();
    expect(screen.getByText(/同じメールアドレスで改めて会員登録できます/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^退会理由/), { target: { value: '案件が決まったため' } });
    fireEvent.change(password(), { target: { value: 'my pass phrase' } });
    next();
    expect(screen.getByRole('heading', { level: 2, name: '本当に退会しますか？' })).toHaveFocus();
    expect(postedTo(calls, DELETE)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '退会する' }));
    expect(await screen.findByRole('heading', { level: 1, name: '退会手続きが完了しました' })).toBeInTheDocument();
    expect(postedTo(calls, DELETE)).toEqual([{ password: 'my pass phrase', reason: '案件が決まったため' }]);
    expect(getSession().id).toBe(0);
    expect(screen.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/');
    expect(currentLocation()).toBe('/user/delete');
  });

  it('戻る keeps what was typed; no password: asked for before the confirm step', async () => {
    mockFetch(userInfoRoute());
    renderAccount('/user/delete');
    await screen.findByText(/アップロードしたスキルシートは削除されます/);
    next();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(password()).toHaveFocus();
    fireEvent.change(password(), { target: { value: 'x' } });
    next();
    fireEvent.click(screen.getByRole('button', { name: '戻る' }));
    expect(password()).toHaveValue('x');
  });

  it('a wrong password: back to the form with the error under the password, still logged in', async () => {
    const { calls } = mockFetch({
      ...userInfoRoute(),
      [`POST ${DELETE}`]: reply(400, { statusCode: 400, code: 'ACCOUNT_FIELDS_INVALID', message: '入力内容に誤りがあります', errors: { password: ['パスワードが正しくありません'] } }),
    });
    renderAccount('/user/delete');
    await screen.findByText(/アップロードしたスキルシートは削除されます/);
    fireEvent.change(password(), { target: { value: 'wrong' } });
    next();
    fireEvent.click(screen.getByRole('button', { name: '退会する' }));
    expect(await screen.findByText('パスワードが正しくありません')).toBeInTheDocument();
    await waitFor(() => expect(password()).toHaveFocus());
    expect(password()).toHaveValue('wrong');
    expect(postedTo(calls, DELETE)).toEqual([{ password: 'wrong' }]);
    expect(getSession().id).toBe(7);
  });

  it('not logged in: to /login?next=/user/delete', async () => {
    mockFetch(loggedOutRoute());
    renderAccount('/user/delete');
    await waitFor(() => expect(currentLocation()).toBe('/login?next=%2Fuser%2Fdelete'));
  });
});
