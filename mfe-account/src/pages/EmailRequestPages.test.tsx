import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { CSRF_COOKIE, postedTo, renderAccount, withXsrfCookie } from '../test-utils';

const email = () => screen.getByLabelText(/^メールアドレス/);

describe('the e-mail request pages', () => {
  withXsrfCookie();

  it('/user/send/auth/mail: posts the folded address and confirms without saying whether it is registered', async () => {
    const { calls } = mockFetch({ ...CSRF_COOKIE, 'POST /api/front/member-send-auth-mail': { result: true } });
    renderAccount('/user/send/auth/mail');
    expect(await screen.findByRole('heading', { level: 1, name: '認証メールの再送信' })).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'Ｋｅｎ＠Ｅｘａｍｐｌｅ．ｃｏｍ' } });
    fireEvent.click(screen.getByRole('button', { name: '認証メールを再送信する' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('入力されたメールアドレス（ken@example.com）が仮登録中の場合、認証メールを再送信しました。');
    await waitFor(() => expect(done).toHaveFocus());
    expect(postedTo(calls, '/api/front/member-send-auth-mail')).toEqual([{ email: 'ken@example.com' }]);
  });

  it('/user/password/reset/mail: the neutral confirmation with the link’s one hour', async () => {
    const { calls } = mockFetch({ ...CSRF_COOKIE, 'POST /api/front/member-password-reset-mail': { result: true } });
    renderAccount('/user/password/reset/mail');
    fireEvent.change(await screen.findByLabelText(/^メールアドレス/), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '再設定用のメールを送信する' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ご登録のメールアドレス（nobody@example.com）の場合、パスワード再設定用のメールを送信しました。リンクの有効期限は1時間です。',
    );
    expect(postedTo(calls, '/api/front/member-password-reset-mail')).toEqual([{ email: 'nobody@example.com' }]);
  });

  it('checks the address first and shows the throttle’s message', async () => {
    const wait = 'メールの送信回数の上限に達しました。しばらくしてから再度お試しください。';
    const { calls } = mockFetch({
      ...CSRF_COOKIE,
      'POST /api/front/member-password-reset-mail': reply(429, { statusCode: 429, code: 'TOO_MANY_MAIL_REQUESTS', message: wait, errors: {} }),
    });
    renderAccount('/user/password/reset/mail');
    fireEvent.change(await screen.findByLabelText(/^メールアドレス/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: '再設定用のメールを送信する' }));
    expect(email()).toHaveAccessibleDescription('メールアドレスの形式が正しくありません');
    await waitFor(() => expect(email()).toHaveFocus());
    expect(postedTo(calls, '/api/front/member-password-reset-mail')).toEqual([]);
    fireEvent.change(email(), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '再設定用のメールを送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });
});
