import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { captureAdParams, setSession, storedAdParams } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { ShortSignupForm } from './ShortSignupForm';

const REGISTER = 'POST /api/front/temporary/register';
const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => fireEvent.click(screen.getByRole('button', { name: '無料で会員登録する' }));

function fill({ name = '山田 太郎', email = 'taro@example.com', tel = '090-1234-5678' } = {}) {
  fireEvent.change(field(/^お名前/), { target: { value: name } });
  fireEvent.change(field(/^メールアドレス/), { target: { value: email } });
  fireEvent.change(field(/^電話番号/), { target: { value: tel } });
  fireEvent.click(screen.getByRole('checkbox', { name: /利用規約/ }));
}

describe('ShortSignupForm (the landing pages, issue 12)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    setSession(null);
  });

  it('checks locally first: Japanese errors under the fields, focus on the first, nothing posted', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<ShortSignupForm heading="会員登録" />);
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('入力内容をご確認ください。');
    expect(screen.getAllByText('必須項目です')).toHaveLength(3);
    expect(screen.getByText('利用規約と個人情報の取り扱いへの同意が必要です')).toBeInTheDocument();
    await waitFor(() => expect(field(/^お名前/)).toHaveFocus());

    fill({ email: 'taro@', tel: '03-12' });
    submit();
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(screen.getByText('電話番号の形式が正しくありません')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('posts once with the folded values and the ad parameters, then thanks without saying whether the address was known', async () => {
    captureAdParams({ pathname: '/lp1', search: '?utm_source=google&gclid=abc' });
    const bodies: Record<string, unknown>[] = [];
    let answer: () => void = () => {};
    mockFetch({
      [REGISTER]: ({ body }: { body: Record<string, unknown> }) => {
        bodies.push(body);
        return new Promise((r) => (answer = () => r({ result: true })));
      },
    });
    renderWithProviders(<ShortSignupForm heading="会員登録" />);
    fill({ name: '山田　太郎', email: 'ＴＡＲＯ＠ＥＸＡＭＰＬＥ．ＣＯＭ', tel: '０９０ー１２３４ー５６７８' });
    const form = screen.getByRole('form', { name: 'かんたん無料会員登録' });
    submit();
    fireEvent.submit(form); // a second submit while the first is on its way
    await waitFor(() => expect(screen.getByRole('button', { name: '送信中…' })).toBeDisabled());
    await waitFor(() => expect(bodies).toHaveLength(1));
    await act(async () => answer());

    expect(await screen.findByText(/仮登録を受け付けました。ご入力のメールアドレスに、パスワード設定用のリンクをお送りしました（有効期限24時間）。/)).toBeInTheDocument();
    expect(screen.getByText(/迷惑メールフォルダ/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByText(/登録済み|すでに登録/)).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: '山田 太郎',
        email: 'taro@example.com',
        tel: '090-1234-5678',
        agree: true,
        ad_params: { utm_source: 'google', gclid: 'abc', landing_path: '/lp1', arrived_at: expect.any(String) },
      },
    ]);
    // One registration per ad click.
    expect(storedAdParams()).toBeUndefined();
  });

  it('sends no ad_params when the visitor came without them', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch({ [REGISTER]: ({ body }: { body: Record<string, unknown> }) => (bodies.push(body), { result: true }) });
    renderWithProviders(<ShortSignupForm heading="会員登録" />);
    fill();
    submit();
    await screen.findByText(/仮登録を受け付けました/);
    expect(bodies[0]).not.toHaveProperty('ad_params');
  });

  it("puts the server's field errors under the fields and keeps the input; a 429 stays above the form", async () => {
    captureAdParams({ pathname: '/lp2', search: '?utm_source=google' });
    let status = 400;
    mockFetch({
      [REGISTER]: () =>
        status === 400
          ? reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { email: ['メールアドレスの形式が正しくありません'] } })
          : reply(429, { statusCode: 429, code: 'TOO_MANY_MAIL_REQUESTS', message: 'メールの送信回数が上限に達しました。60分ほど時間をおいてから再度お試しください。', errors: {} }),
    });
    renderWithProviders(<ShortSignupForm heading="会員登録" />);
    fill({ email: 'taro@example.invalid-tld' });
    submit();
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(field(/^メールアドレス/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^お名前/)).toHaveValue('山田 太郎');

    status = 429;
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('60分ほど時間をおいてから');
    // Not sent: the ad parameters wait for the sign-up that succeeds.
    expect(storedAdParams()).toMatchObject({ utm_source: 'google' });
  });

  it('links the consent to the terms and the privacy policy', () => {
    mockFetch({});
    renderWithProviders(<ShortSignupForm heading="会員登録" />);
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy');
  });

  it('shows a member the way to マイページ instead of the form', () => {
    mockFetch({});
    setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' });
    renderWithProviders(<ShortSignupForm heading="会員登録" />);
    expect(screen.getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/user');
    expect(screen.queryByLabelText(/^メールアドレス/)).not.toBeInTheDocument();
  });
});
