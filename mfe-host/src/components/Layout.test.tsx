import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { shortlist } from '@er/app-state';
import { renderApp } from '../test-utils';

const GROUPS = {
  groups: [
    { key: 'lang', label: '言語', tags: [{ id: 11, term: 'Java' }, { id: 12, term: 'Go' }] },
    { key: 'role', label: '職種', tags: [{ id: 21, term: 'PM' }] },
  ],
};

describe('mega-menu and popular searches', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ 'GET /api/front/get-popular-search-groups': GROUPS, 'GET /api/front/get-news': { news: [] } });
  });
  afterEach(() => error.mockRestore());

  function itemsLink() {
    return within(screen.getByRole('navigation', { name: 'グローバルナビゲーション' })).getByRole('link', { name: '案件一覧' });
  }
  const menu = () => document.getElementById('mega-menu')!;

  it('opens on hover and closes on leaving, with the popular-search tag links', async () => {
    renderApp('/flow');
    expect(menu()).not.toBeVisible();
    fireEvent.mouseEnter(itemsLink().closest('li')!);
    expect(menu()).toBeVisible();
    expect(itemsLink()).toHaveAttribute('aria-expanded', 'true');
    // Named as a group (a label on a role-less div is invalid HTML and names nothing).
    expect(screen.getByRole('group', { name: '案件をさがす' })).toBe(menu());
    const java = await within(menu()).findByRole('link', { name: 'Java' });
    expect(java).toHaveAttribute('href', '/item/tag/11');
    expect(within(menu()).getByRole('heading', { name: '職種' })).toBeInTheDocument();
    fireEvent.mouseLeave(itemsLink().closest('li')!);
    expect(menu()).not.toBeVisible();
    expect(itemsLink()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keyboard: focus opens, Escape closes and leaves focus on 案件一覧, blur out closes', async () => {
    renderApp('/flow');
    act(() => itemsLink().focus());
    expect(menu()).toBeVisible();
    const java = await within(menu()).findByRole('link', { name: 'Java' });
    act(() => java.focus());
    fireEvent.keyDown(java, { key: 'Escape' });
    expect(menu()).not.toBeVisible();
    expect(itemsLink()).toHaveFocus();
    // Tab on: focus leaves the item → closed.
    act(() => itemsLink().blur());
    act(() => itemsLink().focus());
    expect(menu()).toBeVisible();
    fireEvent.blur(itemsLink(), { relatedTarget: document.body });
    expect(menu()).not.toBeVisible();
  });

  it('the top page shows よく検索されるワード from the same endpoint', async () => {
    renderApp('/');
    const block = screen.getByRole('heading', { level: 2, name: 'よく検索されるワード' }).closest('section')!;
    expect(await within(block).findByRole('link', { name: 'Go' })).toHaveAttribute('href', '/item/tag/12');
    expect(await screen.findByText('現在お知らせはありません。')).toBeInTheDocument();
  });

  it('the 検討中 count updates at once when a listing is added anywhere (shared store)', async () => {
    renderApp('/flow');
    const link = () => screen.getByRole('link', { name: /^検討中/ });
    const before = shortlist.getIds().length;
    expect(link()).toHaveAccessibleName(`検討中 ${before}件`);
    await act(async () => shortlist.add(987654));
    expect(link()).toHaveAccessibleName(`検討中 ${before + 1}件`);
    await act(async () => shortlist.remove(987654));
    expect(link()).toHaveAccessibleName(`検討中 ${before}件`);
  });

  it('the red 検討中 badge shows only when the count is above 0', async () => {
    for (const id of shortlist.getIds()) await act(async () => shortlist.remove(id));
    renderApp('/flow');
    const link = screen.getByRole('link', { name: '検討中 0件' });
    expect(link.querySelector('.er-badge--count')).toBeNull();
    await act(async () => shortlist.add(987655));
    expect(screen.getByRole('link', { name: '検討中 1件' }).querySelector('.er-badge--count')).toHaveTextContent('1');
    await act(async () => shortlist.remove(987655));
    expect(screen.getByRole('link', { name: '検討中 0件' }).querySelector('.er-badge--count')).toBeNull();
  });
});

describe('breadcrumb and pages', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('a static page has a breadcrumb with positions and its title', async () => {
    mockFetch({});
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'エンジニアルートとは' });
    const crumbs = within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getAllByRole('listitem');
    expect(crumbs.map((li) => li.querySelector('meta[itemprop="position"]')!.getAttribute('content'))).toEqual(['1', '2']);
    expect(within(crumbs[0]!).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('エンジニアルートとは｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート');
  });

  it('the FAQ is expandable and carries FAQPage JSON-LD', async () => {
    mockFetch({});
    renderApp('/question');
    await screen.findByRole('heading', { level: 1, name: 'よくある質問' });
    expect(document.querySelectorAll('.er-faq details').length).toBeGreaterThan(5);
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity[0]).toMatchObject({ '@type': 'Question', name: '利用料金はかかりますか？' });
  });

  it('news detail: shows the announcement; an unknown id shows the 404 page', async () => {
    mockFetch({
      'GET /api/front/get-news-detail': ({ url }: { url: string }) =>
        url.includes('id=1')
          ? { id: 1, title: '年末年始休業のお知らせ', body: '12月29日〜1月3日は休業します。', published_at: '2026-12-01T00:00:00Z' }
          : { status: 404, body: { statusCode: 404, code: 'NEWS_NOT_FOUND', message: '指定されたお知らせが見つかりませんでした' } },
    });
    const r = renderApp('/front-news/detail/1');
    expect(await screen.findByRole('heading', { level: 1, name: '年末年始休業のお知らせ' })).toBeInTheDocument();
    expect(screen.getByText('2026.12.01')).toBeInTheDocument();
    r.unmount();
    renderApp('/front-news/detail/999');
    expect(await screen.findByRole('heading', { level: 1, name: '指定されたページが見つかりませんでした。（404）' })).toBeInTheDocument();
  });

  it('column list links out only where the API gives a URL (on the column site), and to the related listing or tag', async () => {
    mockFetch({
      'GET /api/front/get-column-list': {
        columns: [
          { title: 'フリーランスの確定申告入門', url: 'https://column.example.jp/tax', item_id: 7, tag_id: null },
          { title: '単価交渉のコツ', url: null, item_id: null, tag_id: 3 },
        ],
      },
    });
    renderApp('/column/');
    expect(await screen.findByRole('link', { name: 'フリーランスの確定申告入門' })).toHaveAttribute('href', 'https://column.example.jp/tax');
    expect(screen.getByRole('link', { name: '「フリーランスの確定申告入門」に関連する案件' })).toHaveAttribute('href', '/item/detail/7');
    expect(screen.getByText('単価交渉のコツ').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: '「単価交渉のコツ」に関連する案件一覧' })).toHaveAttribute('href', '/item/tag/3');
  });

  it('reports a column the visitor opens from /column/ (the back office counts column views)', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/front/get-column-list': { columns: [{ title: 'フリーランスの確定申告入門', url: 'https://column.example.jp/tax', item_id: 7, tag_id: null }] },
      'GET /sanctum/csrf-cookie': reply(204, undefined),
      'POST /api/front/column/record-column-view': ({ body }: { body: unknown }) => (bodies.push(body), reply(204, undefined)),
    });
    renderApp('/column/');
    const link = await screen.findByRole('link', { name: 'フリーランスの確定申告入門' });
    // jsdom cannot open the new tab; the report is what is checked.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(link);
    await waitFor(() => expect(bodies).toEqual([{ url: 'https://column.example.jp/tax' }]));
  });

  it('the guide request posts with a key and goes to the thanks page', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch({ 'POST /api/front/guide-request': ({ body }: { body: Record<string, unknown> }) => (bodies.push(body), { status: 201, body: { id: 3 } }) });
    sessionStorage.clear();
    renderApp('/engineers-guide-to-success');
    await screen.findByRole('heading', { level: 1, name: 'フリーランスエンジニア成功ガイド' });
    fireEvent.change(screen.getByLabelText(/^お名前/), { target: { value: '佐藤 花子' } });
    fireEvent.change(screen.getByLabelText(/^メールアドレス/), { target: { value: 'hanako@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '無料でガイドを受け取る' }));
    await screen.findByRole('heading', { level: 1, name: '成功ガイドのお申し込みありがとうございました' });
    expect(bodies[0]).toMatchObject({ name: '佐藤 花子', email: 'hanako@example.com', agree: true });
    expect(typeof bodies[0]!.idempotency_key).toBe('string');
  });
});
