import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@er/contracts/routes';
import type { RemoteModuleId } from '@er/contracts';
import { setSession } from '@er/app-state';
import { renderWithProviders } from '../../packages/ui/test/render';
import { App } from './App';
import { RemoteLoaderProvider, type RemoteLoader } from './components/RemoteSlot';

function fakeRemote(id: string) {
  return { default: () => <p>remote:{id}</p> };
}

function renderApp(route: string, loader: RemoteLoader) {
  return renderWithProviders(
    <RemoteLoaderProvider value={loader}>
      <App />
    </RemoteLoaderProvider>,
    { route },
  );
}

const okLoader = (async (id: RemoteModuleId) => fakeRemote(id)) as unknown as RemoteLoader;

describe('host shell', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    error.mockRestore();
    act(() => setSession(null));
  });

  it('renders header, navigation and footer around the top page', async () => {
    renderApp('/', okLoader);
    expect(screen.getByRole('heading', { level: 1, name: 'ITフリーランスエンジニアの案件・求人サイト' })).toBeInTheDocument();
    const userNav = screen.getByRole('navigation', { name: '会員メニュー' });
    expect(within(userNav).getByRole('link', { name: /検討中/ })).toHaveAttribute('href', '/considers');
    expect(within(userNav).getByRole('link', { name: 'ログイン' })).toBeInTheDocument();
    expect(within(userNav).getByRole('link', { name: '無料会員登録' })).toBeInTheDocument();
    const global = screen.getByRole('navigation', { name: 'グローバルナビゲーション' });
    for (const label of ['案件一覧', 'ご利用の流れ', 'コラム', 'よくある質問', 'フリーランスになるには', '税理士紹介']) {
      expect(within(global).getByRole('link', { name: label })).toBeInTheDocument();
    }
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: '企業様へ' })).toHaveAttribute('href', '/company');
    expect(await screen.findByText('remote:mfe_items/NewItemsWidget')).toBeInTheDocument();
  });

  it('shows the logged-in navigation when the session has an id', () => {
    setSession({ id: 3, last_name: '山田', first_name: '太郎', login_id: 'a@example.com' });
    renderApp('/', okLoader);
    const userNav = screen.getByRole('navigation', { name: '会員メニュー' });
    // /user/entry is served (issue 13): the header links to it (a planned route would get no link).
    expect(within(userNav).getByRole('link', { name: 'エントリー履歴' })).toHaveAttribute('href', '/user/entry');
    expect(within(userNav).getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/user');
    expect(within(userNav).getByRole('link', { name: 'ログアウト' })).toBeInTheDocument();
    expect(within(userNav).queryByRole('link', { name: 'ログイン' })).not.toBeInTheDocument();
  });

  it('hamburger opens the global navigation', () => {
    renderApp('/', okLoader);
    const button = screen.getByRole('button', { name: 'メニューを開く' });
    fireEvent.click(button);
    expect(screen.getByRole('navigation', { name: 'グローバルナビゲーション' })).toHaveClass('is-open');
    expect(screen.getByRole('button', { name: 'メニューを閉じる' })).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['/item/search', 'mfe_items/Routes'],
    ['/considers', 'mfe_items/Routes'],
    ['/login', 'mfe_account/Routes'],
    ['/user/regist', 'mfe_account/Routes'],
    ['/admin', 'mfe_admin/Routes'],
  ])('%s is handed to %s', async (route, id) => {
    renderApp(route, okLoader);
    expect(await screen.findByText(`remote:${id}`)).toBeInTheDocument();
  });

  it('a remote that fails to load shows the error panel; the shell keeps working', async () => {
    const loader = (async (id: RemoteModuleId) => {
      if (id === 'mfe_items/Routes') throw new Error('ScriptExternalLoadError');
      return fakeRemote(id);
    }) as unknown as RemoteLoader;
    renderApp('/item/search', loader);
    expect(await screen.findByText('このコンテンツを読み込めませんでした。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // Another remote still works.
    fireEvent.click(within(screen.getByRole('navigation', { name: '会員メニュー' })).getByRole('link', { name: 'ログイン' }));
    expect(await screen.findByText('remote:mfe_account/Routes')).toBeInTheDocument();
  });

  it('the top page asks for exactly the widgets its route declares, which the server preloads with the page (issue 17)', async () => {
    const asked: string[] = [];
    const loader = (async (id: RemoteModuleId) => {
      asked.push(id);
      return fakeRemote(id);
    }) as unknown as RemoteLoader;
    renderApp('/', loader);
    await screen.findAllByText(/^remote:/);
    const declared = routes.find((r) => r.path === '/')?.widgets ?? [];
    await waitFor(() => expect([...new Set(asked)].sort()).toEqual([...declared].sort()));
  });

  it('the top-page widget failing leaves the rest of the top page', async () => {
    const loader = (async () => {
      throw new Error('offline');
    }) as unknown as RemoteLoader;
    renderApp('/', loader);
    expect(await screen.findByText('このコンテンツを読み込めませんでした。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ITフリーランスエンジニアの案件・求人サイト' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('unknown paths show the 404 page and log Page not found', () => {
    renderApp('/no/such/page', okLoader);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('指定されたページが見つかりませんでした。（404）');
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(new Error('Page not found: /no/such/page'));
    expect(document.title).toBe('ページが見つかりません（404）｜エンジニアルート');
  });

  it('sets document.title from the shared page table on navigation', async () => {
    renderApp('/item/search', okLoader);
    await screen.findByText('remote:mfe_items/Routes');
    expect(document.title).toContain('案件一覧');
  });

  it("leaves a data-dependent route's title to its page: no static title in between (issue 10)", async () => {
    document.title = '前のページ';
    renderApp('/item/detail/5', okLoader);
    await screen.findByText('remote:mfe_items/Routes');
    expect(document.title).toBe('前のページ');
  });

  it('dispatches only declared routes: /admin/anything and undeclared paths are the 404 page, not a remote (issue 11)', () => {
    for (const path of ['/admin/anything', '/user-skill-matching-item/x', '/item/anything', '/column']) {
      const { unmount } = renderApp(path, okLoader);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('指定されたページが見つかりませんでした。（404）');
      unmount();
    }
  });

  it('renders the back office (layout staff) without the public header and footer (issue 11)', async () => {
    renderApp('/admin', okLoader);
    expect(await screen.findByText('remote:mfe_admin/Routes')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'グローバルナビゲーション' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.title).toBe('管理画面｜エンジニアルート');
  });

  it('the search box submits to /item/search?keyword=', async () => {
    renderApp('/', okLoader);
    fireEvent.change(screen.getByRole('searchbox', { name: 'キーワード' }), { target: { value: 'Java' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('remote:mfe_items/Routes')).toBeInTheDocument();
  });
});
