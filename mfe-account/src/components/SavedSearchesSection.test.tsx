import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { CONFIRM_DELETE_SEARCH, MAIL_TOGGLE_LABEL, SavedSearchesSection, type SavedSearch } from './SavedSearchesSection';

const LIST = '/api/front/saved-search/get-saved-search-list';
const MAIL = '/api/front/saved-search/update-saved-search-mail';
const DELETE = '/api/front/saved-search/delete-saved-search';

const search = (over: Partial<SavedSearch> & { id: number }): SavedSearch => ({
  label: 'Java・東京都・60万円以上',
  conditions: { tags: [1], areas: [13], rate_min: 60 },
  search_path: '/item/search?tags=1&areas=13&rate_min=60',
  mail_enabled: true,
  created_at: '2026-11-24T00:00:00Z',
  last_digest_at: null,
  ...over,
});

describe('SavedSearchesSection (issue 13)', () => {
  it('lists each saved search linking to its search, with the daily-mail switch, and turns the mail off', async () => {
    const { calls } = mockFetch({
      [`GET ${LIST}`]: { saved_searches: [search({ id: 1 }), search({ id: 2, label: 'Go', search_path: '/item/tag/5', mail_enabled: false })], limit: 20 },
      [`POST ${MAIL}`]: ({ body }: { body: { id: number; mail_enabled: boolean } }) => ({ saved_search: search({ id: body.id, mail_enabled: body.mail_enabled }) }),
    });
    renderWithProviders(<SavedSearchesSection />);
    expect(await screen.findByRole('link', { name: 'Java・東京都・60万円以上' })).toHaveAttribute('href', '/item/search?tags=1&areas=13&rate_min=60');
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', '/item/tag/5');
    const [first, second] = screen.getAllByRole('checkbox', { name: MAIL_TOGGLE_LABEL });
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();

    fireEvent.click(first);
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: MAIL_TOGGLE_LABEL })[0]).not.toBeChecked());
    expect(await screen.findByRole('status')).toHaveTextContent('新着案件メールを停止しました');
    const post = calls.find((c) => c.path === MAIL)!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ id: 1, mail_enabled: false });
  });

  it('deletes after the confirm, and not without it', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const { calls } = mockFetch({
      [`GET ${LIST}`]: { saved_searches: [search({ id: 1 }), search({ id: 2, label: 'Go' })], limit: 20 },
      [`POST ${DELETE}`]: { saved_searches: [search({ id: 2, label: 'Go' })], limit: 20 },
    });
    renderWithProviders(<SavedSearchesSection />);
    const button = await screen.findByRole('button', { name: '「Java・東京都・60万円以上」を削除' });

    confirm.mockReturnValueOnce(false);
    fireEvent.click(button);
    expect(confirm).toHaveBeenCalledWith(CONFIRM_DELETE_SEARCH);
    expect(calls.filter((c) => c.path === DELETE)).toEqual([]);

    confirm.mockReturnValueOnce(true);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Java・東京都・60万円以上' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    confirm.mockRestore();
  });

  it('says how to save one when there are none', async () => {
    mockFetch({ [`GET ${LIST}`]: { saved_searches: [], limit: 20 } });
    renderWithProviders(<SavedSearchesSection />);
    expect(await screen.findByText(/保存した検索条件はありません/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '案件一覧' })).toHaveAttribute('href', '/item/search');
  });
});
