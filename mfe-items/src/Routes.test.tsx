import { screen } from '@testing-library/react';
import { CookieShortlistStorage, setShortlistStorage } from '@er/app-state';
import { makeItem, mockFetch, reply } from '../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../packages/ui/test/render';
import ItemsRoutes from './Routes';
import NewItemsWidget from './NewItemsWidget';

describe('mfe_items/Routes', () => {
  it('/item/search lists the search results as cards under 案件一覧', async () => {
    const { calls } = mockFetch({
      'GET /api/front/item/get-search-by-keyword-list': {
        items: [makeItem({ id: 1, name: 'React案件' }), makeItem({ id: 2, name: 'Go案件' })],
        total: 2,
        page: 1,
        per_page: 20,
        last_page: 1,
        facets: { tags: [], areas: [], remote: [], contract_types: [], weekly_days: [], new_count: 0 },
      },
    });
    const { container } = renderWithProviders(<ItemsRoutes />, { route: '/item/search' });
    expect(screen.getByRole('heading', { level: 1, name: '案件一覧' })).toBeInTheDocument();
    expect(screen.getByText('読み込み中…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'React案件' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '案件一覧 2件' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Go案件' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/front/item/get-search-by-keyword-list');
    expect(container.querySelector('[data-build-label]')).toHaveAttribute('data-build-label', 'dev');
  });

  it('shows the Japanese error panel when the API fails', async () => {
    mockFetch({ 'GET /api/front/item/get-search-by-keyword-list': reply(500, { statusCode: 500, message: 'boom' }) });
    renderWithProviders(<ItemsRoutes />, { route: '/item/search' });
    expect(await screen.findByText('このコンテンツを読み込めませんでした。')).toBeInTheDocument();
  });

  it('/considers shows the shortlist count from the shared store and an empty state', async () => {
    document.cookie = 'consider=; path=/; max-age=0';
    await setShortlistStorage(new CookieShortlistStorage(document));
    renderWithProviders(<ItemsRoutes />, { route: '/considers' });
    expect(screen.getByRole('heading', { level: 1, name: '検討中の案件' })).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '案件を探す' })).toHaveAttribute('href', '/item/search');
  });

  it('unknown sub-paths render the shared 404 page', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ItemsRoutes />, { route: '/item/nothing-here' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('指定されたページが見つかりませんでした。（404）');
    expect(error).toHaveBeenCalledWith(new Error('Page not found: /item/nothing-here'));
    error.mockRestore();
  });
});

describe('mfe_items/NewItemsWidget', () => {
  it('asks for 8 items by default and renders them', async () => {
    const { calls } = mockFetch({ 'GET /api/front/get-new-item-list': { items: [makeItem({ id: 5, name: '新着A', is_new: true })] } });
    renderWithProviders(<NewItemsWidget />);
    expect(await screen.findByRole('heading', { name: '新着A' })).toBeInTheDocument();
    expect(String(calls.length)).toBe('1');
    const url = (globalThis.fetch as jest.Mock).mock.calls[0][0] as string;
    expect(url).toContain('limit=8');
  });
});
