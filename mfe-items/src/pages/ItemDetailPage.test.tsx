import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setSession } from '@er/app-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@er/router';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { itemDetail as detail, makeItem } from '../../test/helpers';
import { queryClientDefaults } from '@er/api-client';
import ItemsRoutes from '../Routes';

/** The description the server injected (or the host's default): the page must end with the listing's own. */
function metaDescription(): string | null {
  return document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="フリーランス案件の詳細情報です。単価・勤務地・必須スキルをご確認ください。">';
});

/** The host's QueryClient (its retry rule; retryDelay 0 keeps the test fast). */
function renderWithRetryingClient(route: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <ItemsRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const routes = (d: ReturnType<typeof detail>) => ({
  'GET /api/front/item/get-item-detail/42': d,
  'GET /api/front/item/get-recommended-items-list': { items: [makeItem({ id: 50, name: 'おすすめ案件' })] },
  'GET /api/front/wordpress/get-related-column': { columns: [{ title: 'Javaエンジニアの単価相場', url: 'https://example.com/column/1' }] },
});

describe('/item/detail/:id', () => {
  it('shows every field, the breadcrumb with positions, entry, shortlist, recommendations and columns', async () => {
    const { calls } = mockFetch(routes(detail()));
    renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
    expect(await screen.findByRole('heading', { level: 1, name: '【Java】金融系Webシステム開発' })).toBeInTheDocument();
    for (const text of ['60〜80万円/月', '東京都 渋谷駅', '一部リモート', '金融', 'Webシステム', 'サーバーサイドエンジニア', 'Javaでの開発経験3年以上', 'AWSの経験', '勘定系の開発', '週4〜5日', '10:00〜19:00', '140〜180h', '1回', '業務委託（準委任）', '2026年12月1日', '2026年11月20日']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('新着')).toBeInTheDocument();
    // SPEC §5: the start date ('YYYY-MM-DD' from the API) with Japanese units, like 掲載日
    expect(screen.getByText('開始時期').nextElementSibling).toHaveTextContent(/^2026年12月1日$/);
    expect(screen.getByText('掲載日').nextElementSibling).toHaveTextContent(/^2026年11月20日$/);
    const crumbs = within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getAllByRole('listitem');
    expect(crumbs.map((li) => li.textContent)).toEqual(['トップ', '案件一覧', 'Java', '【Java】金融系Webシステム開発']);
    expect(crumbs.map((li) => li.querySelector('meta[itemprop=position]')?.getAttribute('content'))).toEqual(['1', '2', '3', '4']);
    expect(within(crumbs[2]).getByRole('link')).toHaveAttribute('href', '/item/tag/3');
    expect(screen.getByRole('link', { name: 'この案件にエントリーする' })).toHaveAttribute('href', '/entry/42');
    expect(screen.getAllByRole('button', { name: '☆ 検討する' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'おすすめの案件' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'おすすめ案件' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Javaエンジニアの単価相場' })).toHaveAttribute('href', 'https://example.com/column/1');
    expect(document.title).toBe('【Java】金融系Webシステム開発｜案件詳細｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート');
    expect(calls.find((c) => c.path === '/api/front/item/get-recommended-items-list')).toBeDefined();
  });

  it('names the client and the closing day only when staff set them (what the JobPosting states)', async () => {
    mockFetch(routes(detail({ client_name: '株式会社サンプル物流', closes_on: '2027-03-31' })));
    const { unmount } = renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
    expect((await screen.findByText('企業名')).nextElementSibling).toHaveTextContent(/^株式会社サンプル物流$/);
    expect(screen.getByText('募集終了予定日').nextElementSibling).toHaveTextContent(/^2027年3月31日$/);
    unmount();
    mockFetch(routes(detail()));
    renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
    await screen.findByRole('heading', { level: 1, name: '【Java】金融系Webシステム開発' });
    expect(screen.queryByText('企業名')).not.toBeInTheDocument();
    expect(screen.queryByText('募集終了予定日')).not.toBeInTheDocument();
  });

  it('reports a related column the visitor opens (the back office counts column views) and opens it in a new tab', async () => {
    const { calls } = mockFetch({
      ...routes(detail()),
      'GET /sanctum/csrf-cookie': reply(204, undefined),
      'POST /api/front/column/record-column-view': reply(204, undefined),
    });
    renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
    const link = await screen.findByRole('link', { name: 'Javaエンジニアの単価相場' });
    expect(link).toHaveAttribute('target', '_blank');
    // jsdom cannot open a tab; the report is what is checked.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(link);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/front/column/record-column-view')).toHaveLength(1));
    const call = calls.find((c) => c.path === '/api/front/column/record-column-view')!;
    expect(JSON.parse(String(call.init?.body))).toEqual({ url: 'https://example.com/column/1' });
  });

  it('an ended listing is marked as ended and has no entry button', async () => {
    mockFetch(routes(detail({ status: 'ended', is_ended: true, ended_at: '2026-11-21T00:00:00.000Z' })));
    renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
    expect(await screen.findByText('この案件は募集を終了しました')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'この案件にエントリーする' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'エントリー済み' })).not.toBeInTheDocument();
  });

  it('a logged-in member who has entered: a disabled エントリー済み with the way to the history', async () => {
    act(() => setSession({ id: 7, last_name: '山田', first_name: '太郎', login_id: 'taro@example.com' }));
    try {
      const { calls } = mockFetch({ ...routes(detail()), 'GET /api/front/is-enterd': { entered: true, entry_id: 9 } });
      renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
      expect(await screen.findByRole('button', { name: 'エントリー済み' })).toBeDisabled();
      expect(screen.getByRole('link', { name: 'エントリー履歴を見る' })).toHaveAttribute('href', '/user/entry');
      expect(screen.queryByRole('link', { name: 'この案件にエントリーする' })).not.toBeInTheDocument();
      expect(calls.find((c) => c.path === '/api/front/is-enterd')).toBeDefined();
    } finally {
      act(() => setSession(null));
    }
  });

  it('a visitor is not asked about entries: the entry link', async () => {
    const { calls } = mockFetch(routes(detail()));
    renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
    expect(await screen.findByRole('link', { name: 'この案件にエントリーする' })).toHaveAttribute('href', '/entry/42');
    expect(calls.find((c) => c.path === '/api/front/is-enterd')).toBeUndefined();
  });

  it('an unknown id renders the shared 404 page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/front/item/get-item-detail/999999': reply(404, { statusCode: 404, code: 'ITEM_NOT_FOUND', message: '指定された案件が見つかりませんでした' }) });
    renderWithProviders(<ItemsRoutes />, { route: '/item/detail/999999' });
    expect(await screen.findByRole('heading', { level: 1, name: '指定されたページが見つかりませんでした。（404）' })).toBeInTheDocument();
    error.mockRestore();
  });

  it("sets the listing's own description (the server's wording) instead of the generic one", async () => {
    mockFetch(routes(detail({ detail: '勘定系システムの\n更改案件です。' })));
    renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
    await screen.findByRole('heading', { level: 1, name: '【Java】金融系Webシステム開発' });
    await waitFor(() => expect(metaDescription()).toBe('勘定系システムの 更改案件です。'));
  });

  it('keeps the generic description when the listing has no text for one', async () => {
    mockFetch(routes(detail({ detail: null, must_have_requirements: null })));
    renderWithProviders(<ItemsRoutes />, { route: '/item/detail/42' });
    await screen.findByRole('heading', { level: 1, name: '【Java】金融系Webシステム開発' });
    expect(metaDescription()).toBe('フリーランス案件の詳細情報です。単価・勤務地・必須スキルをご確認ください。');
  });

  it('an unknown id is not retried: the 404 page and its title come with the first answer', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch({ 'GET /api/front/item/get-item-detail/999999': reply(404, { statusCode: 404, code: 'ITEM_NOT_FOUND', message: '指定された案件が見つかりませんでした' }) });
    renderWithRetryingClient('/item/detail/999999');
    expect(await screen.findByRole('heading', { level: 1, name: '指定されたページが見つかりませんでした。（404）' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/front/item/get-item-detail/999999')).toHaveLength(1);
    expect(document.title).toBe('ページが見つかりません（404）｜エンジニアルート');
    error.mockRestore();
  });

  it('a server error is still retried as the QueryClient says', async () => {
    let answers = 0;
    const { calls } = mockFetch({
      ...routes(detail()),
      'GET /api/front/item/get-item-detail/42': () => (++answers === 1 ? reply(503, { statusCode: 503, message: '混み合っています' }) : detail()),
    });
    renderWithRetryingClient('/item/detail/42');
    expect(await screen.findByRole('heading', { level: 1, name: '【Java】金融系Webシステム開発' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/front/item/get-item-detail/42')).toHaveLength(2);
  });
});
