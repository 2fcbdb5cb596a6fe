import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { CSRF_COOKIE, postedTo, renderAccount, withXsrfCookie } from '../test-utils';

const UPDATE = '/api/front/member-password-reset-update';
const CHECK = '/api/front/member-password-reset-check';
const INVALID = 'このパスワード設定リンクは無効か、有効期限が切れています。お手数ですが、パスワード再設定ページからもう一度お申し込みください。';
const password = () => screen.getByLabelText(/^新しいパスワード必須$/);
const confirmation = () => screen.getByLabelText(/^新しいパスワード（確認）/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));

async function typePasswords(first: string, second: string) {
  fireEvent.change(await screen.findByLabelText(/^新しいパスワード必須$/), { target: { value: first } });
  fireEvent.change(confirmation(), { target: { value: second } });
}

describe('/user/password/reset/update', () => {
  withXsrfCookie();

  it('shows the password rules, checks the two passwords match, then sets it and links to the login', async () => {
    const { calls } = mockFetch({ ...CSRF_COOKIE, [`POST ${UPDATE}`]: { result: true } });
    renderAccount('/user/password/reset/update?token=t-1');
    await typePasswords('new password 1', 'new password 2');
    expect(password()).toHaveAccessibleDescription('8〜128文字、文字の種類は自由、よく使われるパスワードやメールアドレスと同じものは使えません');
    submit();
    expect(confirmation()).toHaveAccessibleDescription(/パスワードが一致しません/);
    await waitFor(() => expect(confirmation()).toHaveFocus());
    expect(postedTo(calls, UPDATE)).toEqual([]);
    fireEvent.change(confirmation(), { target: { value: 'new password 1' } });
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードを再設定しました' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログインする' })).toHaveAttribute('href', '/login');
    expect(postedTo(calls, UPDATE)).toEqual([{ token: 't-1', password: 'new password 1', password_confirmation: 'new password 1' }]);
  });

  it('the server’s refusal of a password goes under the field', async () => {
    const common = 'よく使われていて推測されやすいパスワードのため使用できません。別のパスワードを入力してください';
    mockFetch({ ...CSRF_COOKIE, [`POST ${UPDATE}`]: reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad Request', errors: { password: [common] } }) });
    renderAccount('/user/password/reset/update?token=t-2');
    await typePasswords('password123', 'password123');
    submit();
    await waitFor(() => expect(password()).toHaveAccessibleDescription(new RegExp(common)));
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容をご確認ください。');
  });

  it('a used or mistyped link is found out as the page opens: no form to fill in first', async () => {
    const { calls } = mockFetch({
      ...CSRF_COOKIE,
      [`POST ${CHECK}`]: reply(400, { statusCode: 400, code: 'PASSWORD_RESET_LINK_INVALID', message: INVALID, errors: {} }),
    });
    renderAccount('/user/password/reset/update?token=used-5');
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワード再設定リンクが無効です' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByLabelText(/^新しいパスワード必須$/)).not.toBeInTheDocument();
    expect(postedTo(calls, CHECK)).toEqual([{ token: 'used-5' }]);
  });

  it('a link that still works shows the form once checked', async () => {
    const { calls } = mockFetch({ ...CSRF_COOKIE, [`POST ${CHECK}`]: { result: true } });
    renderAccount('/user/password/reset/update?token=ok-6');
    expect(screen.queryByLabelText(/^新しいパスワード必須$/)).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/^新しいパスワード必須$/)).toBeInTheDocument();
    expect(postedTo(calls, CHECK)).toEqual([{ token: 'ok-6' }]);
  });

  it('an expired or used link: the server’s message and the way to ask again', async () => {
    mockFetch({ ...CSRF_COOKIE, [`POST ${UPDATE}`]: reply(400, { statusCode: 400, code: 'PASSWORD_RESET_LINK_INVALID', message: INVALID, errors: {} }) });
    renderAccount('/user/password/reset/update?token=t-3');
    await typePasswords('new password 3', 'new password 3');
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワード再設定リンクが無効です' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'パスワード再設定をもう一度申し込む' })).toHaveAttribute('href', '/user/password/reset/mail');
  });

  it('with welcome=1 (the landing pages’ short sign-up) it sets the first password and completes the registration', async () => {
    const { calls } = mockFetch({ ...CSRF_COOKIE, [`POST ${UPDATE}`]: { result: true } });
    renderAccount('/user/password/reset/update?token=t-4&welcome=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeInTheDocument();
    await typePasswords('first password 4', 'first password 4');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    expect(await screen.findByRole('heading', { level: 1, name: '会員登録が完了しました' })).toBeInTheDocument();
    expect(postedTo(calls, UPDATE)).toEqual([{ token: 't-4', password: 'first password 4', password_confirmation: 'first password 4' }]);
  });

  it('no token: the invalid-link view at once', async () => {
    mockFetch(CSRF_COOKIE);
    renderAccount('/user/password/reset/update');
    expect(await screen.findByRole('heading', { level: 1, name: 'パスワード再設定リンクが無効です' })).toBeInTheDocument();
  });
});
