import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setSession } from '@er/app-state';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';

const CSRF = { 'GET /sanctum/csrf-cookie': reply(204, undefined) };
/** The button, once the saved-or-not answer has arrived. */
async function saveButton() {
  const button = await screen.findByRole('button', { name: SAVE_LABEL });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
import { renderWithProviders } from '../../../packages/ui/test/render';
import { conditionsOf, LOGIN_TO_SAVE_LABEL, SAVE_LABEL, SAVED_LABEL, SaveSearchButton } from './SaveSearchButton';

const EXIST = '/api/front/saved-search/get-saved-search-exist';
const STORE = '/api/front/saved-search/store-saved-search';
const saved = (id: number) => ({ id, label: 'Java・東京都', conditions: {}, search_path: '/item/search', mail_enabled: true, created_at: '2026-11-25T00:00:00Z', last_digest_at: null });

describe('SaveSearchButton (issue 13)', () => {
  afterEach(() => act(() => setSession(null)));

  it('keeps the filters and the tag page\'s tag, not the paging, sort or 新着', () => {
    expect(conditionsOf({ keyword: 'Java', tags: [1], page: 3, per_page: 50, sort: 'rate', new: 1 }, 9)).toEqual({ keyword: 'Java', tags: [1], tag_id: 9 });
    expect(conditionsOf({ areas: [13] })).toEqual({ areas: [13] });
  });

  it('sends a visitor who is not logged in to the login page, back to this search afterwards', () => {
    const { calls } = mockFetch({});
    renderWithProviders(<SaveSearchButton query={{ keyword: 'Java' }} />, { route: '/item/search?keyword=Java' });
    expect(screen.getByRole('link', { name: LOGIN_TO_SAVE_LABEL })).toHaveAttribute('href', `/login?next=${encodeURIComponent('/item/search?keyword=Java')}`);
    expect(calls.filter((c) => c.path === EXIST)).toEqual([]);
  });

  it('saves the conditions once for a member, then says so with the way to my page and shows 保存済み', async () => {
    act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' }));
    let posted: unknown;
    mockFetch({
      ...CSRF,
      [`GET ${EXIST}`]: { saved: false, id: null },
      [`POST ${STORE}`]: ({ body }: { body: unknown }) => {
        posted = body;
        return { saved_search: saved(5), created: true };
      },
    });
    renderWithProviders(<SaveSearchButton query={{ keyword: 'Java', page: 2 }} tagId={3} />, { route: '/item/tag/3?keyword=Java&page=2' });
    fireEvent.click(await saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('検索条件を保存しました。新着案件を1日1回メールでお知らせします。');
    expect(posted).toEqual({ keyword: 'Java', tag_id: 3 });
    expect(screen.getByRole('button', { name: SAVED_LABEL })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'マイページで確認する' })).toHaveAttribute('href', '/user');
  });

  it('offers to save again once the conditions change after a save (the 保存済み was the other search\'s)', async () => {
    act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' }));
    mockFetch({ ...CSRF, [`GET ${EXIST}`]: { saved: false, id: null }, [`POST ${STORE}`]: { saved_search: saved(6), created: true } });
    // The search page keeps the button while the visitor changes the filters.
    function Page() {
      const [areas, setAreas] = useState<number[]>([]);
      return (
        <>
          <SaveSearchButton query={areas.length ? { keyword: 'Java', areas } : { keyword: 'Java' }} />
          <button type="button" onClick={() => setAreas([13])}>東京都で絞り込む</button>
        </>
      );
    }
    renderWithProviders(<Page />, { route: '/item/search?keyword=Java' });
    fireEvent.click(await saveButton());
    expect(await screen.findByRole('button', { name: SAVED_LABEL })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '東京都で絞り込む' }));
    expect(await saveButton()).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows 保存済み for conditions the member saved before, and the server\'s message when saving is refused', async () => {
    act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' }));
    mockFetch({ [`GET ${EXIST}`]: { saved: true, id: 4 } });
    const { unmount } = renderWithProviders(<SaveSearchButton query={{ keyword: 'Go' }} />, { route: '/item/search?keyword=Go' });
    expect(await screen.findByRole('button', { name: SAVED_LABEL })).toBeDisabled();
    unmount();

    const full = '保存できる検索条件は20件までです。マイページで不要な検索条件を削除してから、もう一度保存してください。';
    mockFetch({
      ...CSRF,
      [`GET ${EXIST}`]: { saved: false, id: null },
      [`POST ${STORE}`]: { status: 409, body: { statusCode: 409, code: 'SAVED_SEARCH_LIMIT_REACHED', message: full, errors: {} } },
    });
    renderWithProviders(<SaveSearchButton query={{ keyword: 'PHP' }} />, { route: '/item/search?keyword=PHP' });
    fireEvent.click(await saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(full);
  });
});
