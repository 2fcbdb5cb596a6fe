import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import IntroducePage from './IntroducePage';

const POST = 'POST /api/front/make-request-to-introduce';
const LINK = 'GET /api/front/encrypt-user-id';
const MY_LINK = { encrypted_user_id: 'sealed-7', url: 'https://engineer-route.example/introduce?ref=sealed-7' };
const SUCCESS = 'お申し込みを受け付けました。担当者よりご紹介いただいた方へご連絡いたします。';

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'この内容で申し込む' }));

function fillFriend() {
  fireEvent.change(field(/^お名前/), { target: { value: '佐藤 花子' } });
  fireEvent.change(field(/^フリガナ/), { target: { value: 'サトウ ハナコ' } });
  fireEvent.change(field(/^メールアドレス/), { target: { value: 'ＨＡＮＡＫＯ＠example.com' } });
  fireEvent.change(field(/^ご紹介の経緯・ご希望/), { target: { value: '  前職の同僚です。  ' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /プライバシーポリシー/ }));
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

describe('/introduce (friend referral, issue 12)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setSession(null);
    setClipboard(undefined);
  });

  it('a visitor without a link fills in the form: local checks, one post with the key and no ref, the success text', async () => {
    const bodies: Record<string, unknown>[] = [];
    let answer: () => void = () => {};
    const { calls } = mockFetch({
      [POST]: ({ body }: { body: Record<string, unknown> }) => {
        bodies.push(body);
        return new Promise((r) => (answer = () => r(reply(201, { id: 1 }))));
      },
    });
    renderWithProviders(<IntroducePage />, { route: '/introduce' });
    expect(screen.getByRole('heading', { level: 2, name: '特典内容' })).toBeInTheDocument();
    expect(screen.queryByText(/近日マイページに追加予定/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login?next=%2Fintroduce');

    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('入力内容をご確認ください。');
    expect(screen.getAllByText('必須項目です')).toHaveLength(3);
    expect(screen.getByText('プライバシーポリシーへの同意が必要です')).toBeInTheDocument();

    fillFriend();
    fireEvent.change(field(/^フリガナ/), { target: { value: 'さとう' } });
    submit();
    expect(await screen.findByText('全角カタカナで入力してください', { selector: 'li' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(field(/^フリガナ/), { target: { value: 'サトウ ハナコ' } });
    submit();
    fireEvent.submit(screen.getByRole('form', { name: 'お友達紹介のお申し込み' })); // a second submit while the first is on its way
    await waitFor(() => expect(bodies).toHaveLength(1));
    await act(async () => answer());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      name: '佐藤 花子',
      name_kana: 'サトウ ハナコ',
      email: 'hanako@example.com',
      message: '前職の同僚です。',
      agree: true,
      idempotency_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(calls.some((c) => c.path === '/api/front/encrypt-user-id')).toBe(false);
  });

  it("a friend from a member's link: the page's ref is sent as given", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch({ [POST]: ({ body }: { body: Record<string, unknown> }) => (bodies.push(body), reply(201, { id: 2 })) });
    renderWithProviders(<IntroducePage />, { route: '/introduce?ref=xyz%2B1' });
    expect(screen.getByText(/ご紹介リンクからお越しいただき/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お申し込みフォーム' })).toHaveAttribute('href', '#introduce-form');
    fillFriend();
    submit();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ ref: 'xyz+1' });
  });

  it('shows the server field errors under the fields and a rate limit above the form', async () => {
    let status = 400;
    mockFetch({
      [POST]: () =>
        status === 400
          ? reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { email: ['メールアドレスの形式が正しくありません'] } })
          : reply(429, { statusCode: 429, code: 'CONTACT_RATE_LIMITED', message: '送信回数の上限に達しました。しばらくしてから再度お試しください。', errors: {} }),
    });
    renderWithProviders(<IntroducePage />, { route: '/introduce' });
    fillFriend();
    submit();
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(field(/^メールアドレス/)).toHaveAttribute('aria-invalid', 'true');
    status = 429;
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('送信回数の上限に達しました。'));
    expect(field(/^お名前/)).toHaveValue('佐藤 花子');
  });

  describe('a logged-in member', () => {
    beforeEach(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' }));

    it('sees their referral link and copies it', async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      setClipboard(writeText);
      mockFetch({ [LINK]: MY_LINK });
      renderWithProviders(<IntroducePage />, { route: '/introduce' });
      expect(await screen.findByLabelText('紹介リンク')).toHaveValue(MY_LINK.url);
      expect(screen.getByLabelText('紹介リンク')).toHaveAttribute('readonly');
      expect((screen.getByLabelText('お友達に送るメッセージの例') as HTMLTextAreaElement).value).toContain(MY_LINK.url);
      expect(screen.queryByRole('link', { name: 'ログイン' })).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'リンクをコピー' }));
      expect(await screen.findByText('コピーしました。')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(MY_LINK.url);
    });

    it('without a clipboard, gets the link selected in its field to copy by hand', async () => {
      setClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
      mockFetch({ [LINK]: MY_LINK });
      renderWithProviders(<IntroducePage />, { route: '/introduce' });
      const input = (await screen.findByLabelText('紹介リンク')) as HTMLInputElement;
      fireEvent.click(screen.getByRole('button', { name: 'リンクをコピー' }));
      expect(await screen.findByText(/コピーできませんでした。選択された文字を長押し/)).toBeInTheDocument();
      expect(input).toHaveFocus();
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, MY_LINK.url.length]);
    });

    it('is the referrer of a friend they introduce through the form (their own ref)', async () => {
      const bodies: Record<string, unknown>[] = [];
      mockFetch({ [LINK]: MY_LINK, [POST]: ({ body }: { body: Record<string, unknown> }) => (bodies.push(body), reply(201, { id: 3 })) });
      renderWithProviders(<IntroducePage />, { route: '/introduce' });
      await screen.findByLabelText('紹介リンク');
      fillFriend();
      submit();
      expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
      expect(bodies[0]).toMatchObject({ ref: 'sealed-7' });
    });

    it('whose session ended sees no link section (401), the form still works', async () => {
      mockFetch({ [LINK]: reply(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'ログインしてください', errors: {} }) });
      renderWithProviders(<IntroducePage />, { route: '/introduce' });
      await waitFor(() => expect(screen.queryByText('紹介リンクを読み込み中…')).not.toBeInTheDocument());
      expect(screen.queryByRole('heading', { name: 'あなたの紹介リンク' })).not.toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'お友達紹介のお申し込み' })).toBeInTheDocument();
    });
  });
});
