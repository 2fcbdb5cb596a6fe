import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSIDER_COOKIE, CookieShortlistStorage, readCookieForTest, setShortlistStorage } from '../../test/considers';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { makeItem } from '../../test/helpers';
import ItemsRoutes from '../Routes';

const LIST = '/api/front/get-item-under-consideration-list';

describe('/considers', () => {
  beforeEach(async () => {
    document.cookie = `${CONSIDER_COOKIE}=4,9,77; path=/`;
    await setShortlistStorage(new CookieShortlistStorage(document));
  });
  afterEach(() => {
    document.cookie = `${CONSIDER_COOKIE}=; path=/; max-age=0`;
    jest.restoreAllMocks();
  });

  it('lists the shortlisted listings, drops ids the API does not return, removes a card only after the confirm', async () => {
    mockFetch({
      [`GET ${LIST}`]: ({ url }: { url: string }) => {
        const ids = new URL(url, 'http://localhost').searchParams.getAll('ids').map(Number);
        const known = [makeItem({ id: 4, name: '案件A' }), makeItem({ id: 9, name: '終了案件B', is_ended: true })];
        return { items: known.filter((i) => ids.includes(i.id)) };
      },
    });
    renderWithProviders(<ItemsRoutes />, { route: '/considers' });
    expect(await screen.findByRole('heading', { name: '案件A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '終了案件B' })).toBeInTheDocument();
    expect(screen.getByText('募集終了')).toBeInTheDocument();
    // 77 is unknown to the API: dropped quietly, also from the cookie
    await waitFor(() => expect(readCookieForTest()).toBe('4,9'));

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const toggles = screen.getAllByRole('button', { name: '★ 検討中' });
    fireEvent.click(toggles[0]);
    expect(confirm).toHaveBeenCalledWith('この案件を検討中から削除しますか？');
    expect(screen.getByRole('heading', { name: '案件A' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '★ 検討中' })).toHaveLength(2);

    fireEvent.click(toggles[0]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: '案件A' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '終了案件B' })).toBeInTheDocument();
    expect(readCookieForTest()).toBe('9');
    expect(screen.getAllByRole('button', { name: '★ 検討中' })).toHaveLength(1);
  });

  it('shows an empty state with a link to the search when nothing is left', async () => {
    mockFetch({ [`GET ${LIST}`]: { items: [] } });
    renderWithProviders(<ItemsRoutes />, { route: '/considers' });
    expect(await screen.findByText('検討中の案件はまだありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '案件を探す' })).toHaveAttribute('href', '/item/search');
    await waitFor(() => expect(readCookieForTest()).toBeUndefined());
  });
});
