import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderApp } from '../test-utils';

const TYPES = { types: [1, 2, 3, 4, 5, 6, 7].map((v) => ({ value: v, label: ['技術サポート', '受託開発', 'Web制作', '製品・サービス', '提携', '採用', 'その他'][v - 1] })) };

function fillContact() {
  fireEvent.change(screen.getByLabelText(/お問い合わせ種別/), { target: { value: '6' } });
  fireEvent.change(screen.getByLabelText(/^お名前/), { target: { value: '山田 太郎' } });
  fireEvent.change(screen.getByLabelText(/^フリガナ/), { target: { value: 'ヤマダ タロウ' } });
  fireEvent.change(screen.getByLabelText(/^メールアドレス/), { target: { value: 'taro@example.com' } });
  fireEvent.change(screen.getByLabelText(/^お問い合わせ内容/), { target: { value: '採用について詳しく伺いたいです。' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('inquiry flow (/contact)', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('shows the server field errors next to the fields and stays on the form', async () => {
    const { calls } = mockFetch({
      'GET /api/front/get-contact-types': TYPES,
      'POST /api/front/content-of-contact-validation': reply(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: { name_kana: ['全角カタカナで入力してください'], agree: ['プライバシーポリシーへの同意が必要です'] },
      }),
    });
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    fireEvent.click(screen.getByRole('button', { name: '入力内容を確認する' }));
    expect(await screen.findByText('全角カタカナで入力してください', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('プライバシーポリシーへの同意が必要です')).toBeInTheDocument();
    expect(screen.getByLabelText(/^フリガナ/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === '/api/front/content-of-contact-validation')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
  });

  it('validates, confirms, goes back without losing input, survives a reload, and posts once with the key', async () => {
    const posts: Record<string, unknown>[] = [];
    let release: () => void = () => {};
    mockFetch({
      'GET /api/front/get-contact-types': TYPES,
      'POST /api/front/content-of-contact-validation': { valid: true },
      'POST /api/front/content-of-contact-post': ({ body }: { body: Record<string, unknown> }) => {
        posts.push(body);
        return new Promise((r) => (release = () => r(reply(201, { id: 1 }))));
      },
    });
    const first = renderApp('/contact');
    await screen.findByRole('option', { name: '採用' });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: '入力内容を確認する' }));
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ（入力内容の確認）' });
    expect(screen.getByText('山田 太郎')).toBeInTheDocument();
    expect(screen.getByText('採用')).toBeInTheDocument();

    // 戻る keeps the input.
    fireEvent.click(screen.getByRole('button', { name: '戻る' }));
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' });
    expect(screen.getByLabelText(/^お名前/)).toHaveValue('山田 太郎');
    fireEvent.click(screen.getByRole('button', { name: '入力内容を確認する' }));
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ（入力内容の確認）' });

    // Reload on confirm: a fresh app at /contact/confirm still has the input.
    first.unmount();
    renderApp('/contact/confirm');
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ（入力内容の確認）' });
    expect(screen.getByText('taro@example.com')).toBeInTheDocument();

    // Double click: one request, button disabled while sending.
    const send = screen.getByRole('button', { name: '送信する' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole('button', { name: '送信中…' })).toBeDisabled());
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ contact_type: 6, name: '山田 太郎', email: 'taro@example.com', agree: true });
    expect(posts[0]!.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await act(async () => release());
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ（送信完了）' });
    expect(sessionStorage.getItem('er-form:contact')).toBeNull();
  });

  it('a failed post keeps the input and the retry reuses the same idempotency key', async () => {
    const keys: unknown[] = [];
    let fail = true;
    mockFetch({
      'GET /api/front/get-contact-types': TYPES,
      'POST /api/front/content-of-contact-validation': { valid: true },
      'POST /api/front/content-of-contact-post': ({ body }: { body: Record<string, unknown> }) => {
        keys.push(body.idempotency_key);
        return fail ? reply(500, { statusCode: 500, message: 'Internal server error' }) : reply(200, { id: 9 });
      },
    });
    renderApp('/contact');
    await screen.findByRole('option', { name: '採用' });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: '入力内容を確認する' }));
    await screen.findByRole('button', { name: '送信する' });
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('システムエラーが発生致しました');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '送信する' }));
    await screen.findByRole('heading', { level: 1, name: 'お問い合わせ（送信完了）' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('the confirm step without a validated draft goes back to the form', async () => {
    mockFetch({ 'GET /api/front/get-contact-types': TYPES });
    renderApp('/contact/confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
  });

  it('company inquiry: validation then confirm shows what will be sent', async () => {
    const { calls } = mockFetch({
      'POST /api/front/content-of-company-contact-validation': { valid: true },
    });
    renderApp('/company');
    await screen.findByRole('heading', { level: 1, name: '企業様お問い合わせ' });
    fireEvent.change(screen.getByLabelText(/^会社名/), { target: { value: '株式会社テスト' } });
    fireEvent.change(screen.getByLabelText(/^電話番号/), { target: { value: '03-1234-5678' } });
    fireEvent.click(screen.getByRole('button', { name: '入力内容を確認する' }));
    await screen.findByRole('heading', { level: 1, name: '企業様お問い合わせ（入力内容の確認）' });
    expect(screen.getByText('株式会社テスト')).toBeInTheDocument();
    expect(screen.getByText('03-1234-5678')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/front/content-of-company-contact-validation')).toBe(true);
  });
});
