import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { currentLocation, postedTo, renderAccount, withXsrfCookie } from '../test-utils';
import { loggedOutRoute, userInfoRoute } from '../test-member';

const SEND = '/api/front/send-mail-for-change-mail';
const newAddress = () => screen.getByLabelText(/^新しいメールアドレス/);
const send = () => fireEvent.click(screen.getByRole('button', { name: '確認メールを送信する' }));

describe('/user/edit/email', () => {
  withXsrfCookie();

  it('shows the current address and confirms the same way for any new one (folded, SPEC §5)', async () => {
    const { calls } = mockFetch({ ...userInfoRoute(), [`POST ${SEND}`]: { result: true } });
    renderAccount('/user/edit/email');
    expect(await screen.findByText('taro@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'メールアドレスの変更' })).toBeInTheDocument();
    fireEvent.change(newAddress(), { target: { value: 'ＮＥＷ＠ｅｘａｍｐｌｅ．ｃｏｍ' } });
    send();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('new@example.com 宛に確認メールを送信しました。メール内のリンクを24時間以内に開くと変更が完了します。');
    expect(postedTo(calls, SEND)).toEqual([{ email: 'new@example.com' }]);
  });

  it('the current address again: the server’s message under the field, what was typed kept', async () => {
    mockFetch({
      ...userInfoRoute(),
      [`POST ${SEND}`]: reply(400, {
        statusCode: 400,
        code: 'ACCOUNT_FIELDS_INVALID',
        message: '入力内容に誤りがあります',
        errors: { email: ['現在のメールアドレスと同じです。新しいメールアドレスを入力してください'] },
      }),
    });
    renderAccount('/user/edit/email');
    await screen.findByText('taro@example.com');
    fireEvent.change(newAddress(), { target: { value: 'taro@example.com' } });
    send();
    expect(await screen.findByText('現在のメールアドレスと同じです。新しいメールアドレスを入力してください')).toBeInTheDocument();
    expect(newAddress()).toHaveValue('taro@example.com');
    await waitFor(() => expect(newAddress()).toHaveFocus());
  });

  it('too many requests: the server’s message', async () => {
    mockFetch({
      ...userInfoRoute(),
      [`POST ${SEND}`]: reply(429, { statusCode: 429, code: 'TOO_MANY_MAIL_REQUESTS', message: 'メールの送信回数が上限に達しました。しばらくしてからお試しください' }),
    });
    renderAccount('/user/edit/email');
    await screen.findByText('taro@example.com');
    fireEvent.change(newAddress(), { target: { value: 'other@example.com' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('メールの送信回数が上限に達しました');
  });

  it('not logged in: to /login?next=/user/edit/email', async () => {
    mockFetch(loggedOutRoute());
    renderAccount('/user/edit/email');
    await waitFor(() => expect(currentLocation()).toBe('/login?next=%2Fuser%2Fedit%2Femail'));
  });
});
