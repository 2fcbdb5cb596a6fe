import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setSession } from '@er/app-state';
import { makeItem, mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { todayInJapan } from '../entry/entry-dates';
import { currentLocation, postedTo, renderAccount, withXsrfCookie } from '../test-utils';
import { loggedOutRoute, userInfoRoute } from '../test-member';

const CARDS = '/api/front/get-item-under-consideration-list';
const IS_ENTERD = '/api/front/is-enterd';
const SHEETS = '/api/front/get-skill-sheet-list';
const ENTRY = '/api/front/entry';
const UPLOAD = '/api/front/upload-skill-sheet';

const sheet = (id: number, name: string) => ({ id, original_name: name, size: 1000, mime_type: 'application/pdf', uploaded_at: '2026-11-20T01:00:00.000Z' });
const entryAnswer = (id: number) => ({
  entry: {
    id,
    item_id: 42,
    item: null,
    entered_at: '2026-11-25T01:00:00.000Z',
    status: 'applied',
    status_label: 'エントリー済み',
    validity: 0,
    validity_label: '有効',
    skill_sheet: null,
    message: null,
    desired_start_date: null,
    can_withdraw: true,
    history: [],
  },
});

function routes(over: Record<string, unknown> = {}) {
  return {
    ...userInfoRoute(),
    [`GET ${CARDS}`]: { items: [makeItem({ id: 42, name: 'Reactの開発', rate_detail: '〜90万円/月', tags: [{ id: 3, term: 'React' }] })] },
    [`GET ${IS_ENTERD}`]: { entered: false, entry_id: null },
    [`GET ${SHEETS}`]: { sheets: [sheet(5, '職務経歴書.pdf')] },
    ...over,
  };
}

const agree = () => fireEvent.click(screen.getByLabelText(/同意します/));
const toConfirm = () => fireEvent.click(screen.getByRole('button', { name: '確認画面へ進む' }));

describe('/entry/:id', () => {
  withXsrfCookie();
  beforeEach(() => act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' })));
  afterEach(() => act(() => setSession(null)));

  it('shows the listing and the profile, then confirm → entry (sheet, message, start date) → /entry/completion', async () => {
    const { calls } = mockFetch(routes({ [`POST ${ENTRY}`]: reply(201, entryAnswer(91)) }));
    renderAccount('/entry/42');
    expect(screen.getByRole('heading', { level: 1, name: 'エントリー内容の入力' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reactの開発' })).toHaveAttribute('href', '/item/detail/42');
    expect(screen.getByText('〜90万円/月')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'React' })).toBeInTheDocument();
    expect(screen.getByText(/山田 太郎/)).toBeInTheDocument();
    expect(screen.getByText(/未入力の項目があります/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プロフィールを編集する' })).toHaveAttribute('href', '/user/edit');
    fireEvent.click(await screen.findByRole('radio', { name: /職務経歴書\.pdf/ }));
    fireEvent.change(screen.getByLabelText(/担当者へのメッセージ/), { target: { value: '  来月から稼働できます  ' } });
    fireEvent.change(screen.getByLabelText(/稼働開始希望日/), { target: { value: '2099-01-04' } });
    agree();
    toConfirm();
    expect(await screen.findByRole('heading', { level: 2, name: 'この内容でエントリーします' })).toBeInTheDocument();
    expect(screen.getByText('2099年1月4日')).toBeInTheDocument();
    expect(screen.getByText('来月から稼働できます')).toBeInTheDocument();
    expect(postedTo(calls, ENTRY)).toEqual([]);
    const send = screen.getByRole('button', { name: 'エントリーする' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(currentLocation()).toBe('/entry/completion'));
    expect(postedTo(calls, ENTRY)).toEqual([
      { item_id: 42, agree: true, skill_sheet_id: 5, message: '来月から稼働できます', desired_start_date: '2099-01-04' },
    ]);
  });

  it('offers the newest of the member\'s sheets, checked, until they choose', async () => {
    mockFetch(
      routes({
        [`GET ${SHEETS}`]: {
          sheets: [sheet(5, '古い経歴書.pdf'), { ...sheet(9, '最新の経歴書.pdf'), uploaded_at: '2026-12-01T01:00:00.000Z' }, sheet(7, '英語版.pdf')],
        },
      }),
    );
    renderAccount('/entry/42');
    expect(await screen.findByRole('radio', { name: /最新の経歴書\.pdf/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'スキルシートなしでエントリー' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'スキルシートなしでエントリー' }));
    expect(screen.getByRole('radio', { name: 'スキルシートなしでエントリー' })).toBeChecked();
  });

  it('without a skill sheet, consent asked for first; a start date before today refused before the post', async () => {
    const { calls } = mockFetch(routes({ [`POST ${ENTRY}`]: reply(201, entryAnswer(92)), [`GET ${SHEETS}`]: { sheets: [] } }));
    renderAccount('/entry/42');
    expect(await screen.findByRole('radio', { name: 'スキルシートなしでエントリー' })).toBeChecked();
    fireEvent.change(screen.getByLabelText(/稼働開始希望日/), { target: { value: '2000-01-01' } });
    expect(screen.getByLabelText(/稼働開始希望日/)).toHaveAttribute('min', todayInJapan());
    toConfirm();
    expect(screen.getByText('同意のうえエントリーしてください')).toBeInTheDocument();
    expect(screen.getByText('稼働開始希望日は今日以降の日付を選択してください')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/稼働開始希望日/), { target: { value: '' } });
    agree();
    toConfirm();
    fireEvent.click(await screen.findByRole('button', { name: 'エントリーする' }));
    await waitFor(() => expect(currentLocation()).toBe('/entry/completion'));
    expect(postedTo(calls, ENTRY)).toEqual([{ item_id: 42, agree: true, skill_sheet_id: null }]);
  });

  it('uploads a skill sheet there (multipart, anti-forgery header) and chooses it; a refused file shows the server error', async () => {
    let uploads = 0;
    const { calls } = mockFetch(
      routes({
        [`POST ${UPLOAD}`]: () =>
          ++uploads === 1
            ? reply(400, { statusCode: 400, code: 'SKILL_SHEET_FILE_TYPE', message: '入力内容に誤りがあります', errors: { file: ['Excel・Word・PDF のファイルを選択してください'] } })
            : reply(201, { sheet: sheet(6, '新しい経歴書.pdf') }),
      }),
    );
    renderAccount('/entry/42');
    const file = await screen.findByLabelText(/新しいスキルシートをアップロード/);
    fireEvent.change(file, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    fireEvent.click(screen.getByRole('button', { name: 'アップロードする' }));
    expect(await screen.findByText('Excel・Word・PDF のファイルを選択してください')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/新しいスキルシートをアップロード/), { target: { files: [new File(['%PDF-1.4'], '新しい経歴書.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'アップロードする' }));
    expect(await screen.findByRole('radio', { name: /新しい経歴書\.pdf/ })).toBeChecked();
    expect(screen.getByText('「新しい経歴書.pdf」をアップロードしました')).toBeInTheDocument();
    const post = calls.filter((c) => c.method === 'POST' && c.path === UPLOAD)[1]!;
    expect(post.init!.body).toBeInstanceOf(FormData);
    expect((post.init!.body as FormData).get('file')).toBeInstanceOf(File);
    expect((post.init!.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('t');
  });

  it('already entered: says so with a link to the history instead of the form', async () => {
    mockFetch(routes({ [`GET ${IS_ENTERD}`]: { entered: true, entry_id: 9 } }));
    renderAccount('/entry/42');
    expect(await screen.findByText('この案件にはエントリー済みです')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'エントリー履歴を見る' })).toHaveAttribute('href', '/user/entry');
    expect(screen.queryByRole('button', { name: '確認画面へ進む' })).not.toBeInTheDocument();
  });

  it('an ended listing and an unknown one: the API wording, no form', async () => {
    mockFetch(routes({ [`GET ${CARDS}`]: { items: [makeItem({ id: 42, is_ended: true })] } }));
    const { unmount } = renderAccount('/entry/42');
    expect(await screen.findByText('この案件は募集を終了したため、エントリーできません。ほかの案件をお探しください。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '確認画面へ進む' })).not.toBeInTheDocument();
    unmount();
    mockFetch(routes({ [`GET ${CARDS}`]: { items: [] } }));
    renderAccount('/entry/43');
    expect(await screen.findByText(/エントリーしようとした案件が見つかりませんでした/)).toBeInTheDocument();
  });

  it('a refusal of the post (the listing ended meanwhile): back to the form with the server message', async () => {
    mockFetch(
      routes({
        [`POST ${ENTRY}`]: reply(409, { statusCode: 409, code: 'ENTRY_ITEM_ENDED', message: 'この案件は募集を終了したため、エントリーできません。ほかの案件をお探しください。', errors: {} }),
      }),
    );
    renderAccount('/entry/42');
    await screen.findByRole('radio', { name: 'スキルシートなしでエントリー' });
    agree();
    toConfirm();
    fireEvent.click(await screen.findByRole('button', { name: 'エントリーする' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/募集を終了したため/)).toBeInTheDocument();
    expect(currentLocation()).toBe('/entry/42');
  });

  it('not logged in: to /login?next=/entry/42', async () => {
    mockFetch(loggedOutRoute());
    renderAccount('/entry/42');
    await waitFor(() => expect(currentLocation()).toBe('/login?next=%2Fentry%2F42'));
  });
});
