import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { LocationProbe, facets, lastQuery, makeItem, refineGroups, searchResult } from '../../test/helpers';
import ItemsRoutes from '../Routes';

const SEARCH = '/api/front/item/get-search-by-keyword-list';

function renderSearch(route: string) {
  return renderWithProviders(
    <>
      <ItemsRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

function apiRoutes(result = searchResult()) {
  return {
    [`GET ${SEARCH}`]: result,
    'GET /api/front/item/tag/get-searchpage-refine-tags': refineGroups,
    'GET /api/front/item/get-related-tags-by-keyword': { tags: [{ id: 9, term: 'Spring', count: 5 }] },
    'GET /api/front/get-prefacture-list': { prefectures: [{ id: 13, name: '東京都' }] },
    'GET /api/front/get-contract-type-list': { contract_types: [{ id: 1, name: '業務委託（準委任）' }] },
  };
}

describe('/item/search', () => {
  it('reads the filters from the URL, sends them to the API and shows them checked', async () => {
    mockFetch(apiRoutes());
    renderSearch('/item/search?keyword=Java&tags=3&remote=2&rate_min=50&include_no_rate=1&sort=rate&per_page=50&page=2');
    // the keyword's heading; its count once this query's answer is in (issue 11: 「Java の案件 1,234件」)
    expect(screen.getByRole('heading', { level: 1, name: 'Java の案件' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Java案件A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Java の案件 2件' })).toBeInTheDocument();
    const q = lastQuery(SEARCH);
    expect(q.get('keyword')).toBe('Java');
    expect(q.getAll('tags')).toEqual(['3']);
    expect(q.getAll('remote')).toEqual(['2']);
    expect(q.get('rate_min')).toBe('50');
    expect(q.get('include_no_rate')).toBe('1');
    expect(q.get('sort')).toBe('rate');
    expect(q.get('per_page')).toBe('50');
    expect(q.get('page')).toBe('2');
    expect(screen.getByRole('searchbox')).toHaveValue('Java');
    expect(await screen.findByRole('checkbox', { name: /Java/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /フルリモート/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '単価の記載がない案件も含める' })).toBeChecked();
    expect(screen.getByLabelText('下限')).toHaveValue('50');
    expect(screen.getByLabelText('並び替え')).toHaveValue('rate');
    expect(screen.getByLabelText('表示件数')).toHaveValue('50');
    // facet counts next to the options, the total, the related tags of the keyword
    expect(screen.getByRole('checkbox', { name: /^Java\s*（12）$/ })).toBeInTheDocument();
    // facets.tags lists every tag of the results: one missing from it would give nothing.
    expect(screen.getByRole('checkbox', { name: /^PHP\s*（0）$/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^常駐\s*（5）$/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^新着（7日以内）\s*（2）$/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '週3日以下（6）' })).toBeInTheDocument();
    expect(screen.getByText(/該当案件/)).toHaveTextContent('該当案件 2件');
    const related = await screen.findByRole('navigation', { name: '「Java」の関連タグ' });
    expect(within(related).getByRole('link', { name: /Spring/ })).toHaveAttribute('href', '/item/tag/9');
  });

  /** Results that are all fully remote, working 3 days a week or more. */
  const FULL_REMOTE_ONLY = {
    remote: [
      { value: 2, label: 'フルリモート', count: 2 },
      { value: 1, label: '一部リモート', count: 0 },
      { value: 0, label: '常駐', count: 0 },
    ],
    weekly_days: [1, 2, 3, 4, 5].map((d) => ({ value: d, label: `週${d}日以下`, count: d < 3 ? 0 : 2 })),
  } satisfies Parameters<typeof facets>[0];

  it('shows an option that would leave no listing disabled, but not one that adds listings to an "any of" choice', async () => {
    const zeroes = searchResult({
      facets: facets({ ...FULL_REMOTE_ONLY, tags: [{ id: 3, term: 'Java', count: 2 }], contract_types: [{ id: 1, name: '業務委託（準委任）', count: 0 }], new_count: 0 }),
    });
    mockFetch(apiRoutes(zeroes));
    renderSearch('/item/search?keyword=Java');
    await screen.findByRole('heading', { name: 'Java案件A' });
    // Narrowing filters: a （0） option gives nothing.
    expect(screen.getByRole('checkbox', { name: /^PHP\s*（0）$/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^Java\s*（2）$/ })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /^常駐\s*（0）$/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^業務委託（準委任）\s*（0）$/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^新着（7日以内）\s*（0）$/ })).toBeDisabled();
    expect(screen.getByRole('option', { name: '週1日以下（0）' })).toBeDisabled();
    expect(screen.getByRole('option', { name: '週3日以下（2）' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'フリーランス案件の単価相場を見る' })).toHaveAttribute('href', '/item/marketprice');
  });

  it('keeps a （0） option of an "any of" group enabled once another of the group is chosen (it adds listings)', async () => {
    mockFetch(apiRoutes(searchResult({ facets: facets(FULL_REMOTE_ONLY) })));
    renderSearch('/item/search?remote=2&weekly_days=4');
    await screen.findByRole('heading', { name: 'Java案件A' });
    expect(screen.getByRole('checkbox', { name: /^常駐\s*（0）$/ })).toBeEnabled();
    expect(screen.getByRole('option', { name: '週1日以下（0）' })).toBeEnabled();
  });

  it('writes each change to the URL (page back to 1) and the back button restores the previous filters', async () => {
    mockFetch(apiRoutes());
    renderSearch('/item/search?keyword=Java&page=3');
    await screen.findByRole('heading', { name: 'Java案件A' });
    fireEvent.click(await screen.findByRole('checkbox', { name: /フルリモート/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/item/search?keyword=Java&remote=2'));
    await waitFor(() => expect(lastQuery(SEARCH).getAll('remote')).toEqual(['2']));
    expect(lastQuery(SEARCH).get('page')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'PHP' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/item/search?keyword=PHP&remote=2'));
    fireEvent.change(screen.getByLabelText('並び替え'), { target: { value: 'rate' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('keyword=PHP&remote=2&sort=rate'));

    fireEvent.click(screen.getByRole('button', { name: '戻る（テスト）' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/item/search?keyword=PHP&remote=2'));
    expect(screen.getByLabelText('並び替え')).toHaveValue('new');
    fireEvent.click(screen.getByRole('button', { name: '戻る（テスト）' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/item/search?keyword=Java&remote=2'));
    expect(screen.getByRole('searchbox')).toHaveValue('Java');
    fireEvent.click(screen.getByRole('button', { name: '戻る（テスト）' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/item/search?keyword=Java&page=3'));
    expect(screen.getByRole('checkbox', { name: /フルリモート/ })).not.toBeChecked();
    await waitFor(() => expect(lastQuery(SEARCH).get('page')).toBe('3'));
  });

  it('paginates with shareable links', async () => {
    const items = Array.from({ length: 10 }, (_, i) => makeItem({ id: i + 1 }));
    mockFetch(apiRoutes(searchResult({ items, total: 95, page: 2, per_page: 10, last_page: 10 })));
    renderSearch('/item/search?per_page=10&page=2');
    const nav = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('link', { name: '次へ' })).toHaveAttribute('href', '/item/search?page=3&per_page=10');
    expect(within(nav).getByRole('link', { name: '前へ' })).toHaveAttribute('href', '/item/search?per_page=10');
    expect(within(nav).getByRole('link', { name: '10ページ目' })).toBeInTheDocument();
    expect(screen.getByText(/該当案件/)).toHaveTextContent('該当案件 95件');
  });

  it('shows a helpful empty state that can clear the filters', async () => {
    mockFetch(apiRoutes(searchResult({ items: [], total: 0 })));
    renderSearch('/item/search?keyword=COBOL&new=1');
    expect(await screen.findByRole('heading', { name: '該当する案件が見つかりませんでした。' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'すべての案件を見る' })).toHaveAttribute('href', '/item/search');
    fireEvent.click(screen.getByRole('button', { name: '絞り込み条件をクリア' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/item\/search\?keyword=COBOL$/));
  });

  describe('paging brings the results into view (the pagination sits at the bottom of a long page)', () => {
    let scrolled: jest.SpyInstance;
    beforeEach(() => {
      scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    });
    afterEach(() => scrolled.mockRestore());

    const scrolledTo = () => scrolled.mock.contexts.map((el) => (el as Element).getAttribute('aria-label'));

    it('on 次へ, a page number, a new sort or page size — with the focus on the results', async () => {
      const items = Array.from({ length: 10 }, (_, i) => makeItem({ id: i + 1 }));
      mockFetch(apiRoutes(searchResult({ items, total: 95, page: 2, per_page: 10, last_page: 10 })));
      renderSearch('/item/search?keyword=Java&per_page=10&page=2');
      const nav = await screen.findByRole('navigation', { name: 'ページ送り' });
      expect(scrolled).not.toHaveBeenCalled();

      fireEvent.click(within(nav).getByRole('link', { name: '次へ' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=3'));
      expect(scrolledTo()).toEqual(['検索結果']);
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'start' });
      expect(screen.getByRole('region', { name: '検索結果' })).toHaveFocus();

      fireEvent.click(within(screen.getByRole('navigation', { name: 'ページ送り' })).getByRole('link', { name: '4ページ目' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=4'));
      expect(scrolled).toHaveBeenCalledTimes(2);

      fireEvent.change(screen.getByLabelText('並び替え'), { target: { value: 'rate' } });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=rate'));
      expect(scrolled).toHaveBeenCalledTimes(3);
      fireEvent.change(screen.getByLabelText('表示件数'), { target: { value: '50' } });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('per_page=50'));
      expect(scrolled).toHaveBeenCalledTimes(4);
    });

    it('not on a filter change, which also goes back to page 1', async () => {
      mockFetch(apiRoutes(searchResult({ total: 95, page: 3, per_page: 20, last_page: 5 })));
      renderSearch('/item/search?page=3');
      fireEvent.click(await screen.findByRole('checkbox', { name: /フルリモート/ }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/item\/search\?remote=2$/));
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'PHP' } });
      fireEvent.submit(screen.getByRole('search'));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('keyword=PHP'));
      expect(scrolled).not.toHaveBeenCalled();
    });
  });

  it('narrow screens: the filter panel opens and closes with a button showing the number of conditions', async () => {
    mockFetch(apiRoutes());
    renderSearch('/item/search?keyword=Java&tags=3&remote=2&sort=rate');
    const toggle = await screen.findByRole('button', { name: '条件を絞り込む（2）' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // CSS hides the body below 960px unless it is open (and hides the button from 960px)
    expect(body).not.toHaveClass('is-open');
    expect(within(body).getByRole('checkbox', { name: /フルリモート/ })).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(body).toHaveClass('is-open');
    // still open after ticking a box (the URL changes, the panel stays)
    fireEvent.click(within(body).getByRole('checkbox', { name: /一部リモート/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: '条件を絞り込む（3）' })).toHaveAttribute('aria-expanded', 'true'));

    fireEvent.click(within(body).getByRole('button', { name: '絞り込みを閉じて結果を見る' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('without conditions the toggle shows no count', async () => {
    mockFetch(apiRoutes());
    renderSearch('/item/search?keyword=Java');
    expect(await screen.findByRole('button', { name: '条件を絞り込む' })).toBeInTheDocument();
  });

  it('a page past the last one says so and links back to page 1 with the same conditions', async () => {
    mockFetch(apiRoutes(searchResult({ items: [], total: 1692, page: 100, per_page: 20, last_page: 85 })));
    renderSearch('/item/search?keyword=Java&remote=2&page=100');
    expect(await screen.findByRole('heading', { name: 'このページに表示できる案件はありません。' })).toBeInTheDocument();
    expect(screen.getByText('この条件の案件は1,692件（85ページ目まで）です。')).toBeInTheDocument();
    expect(screen.queryByText(/該当案件/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '該当する案件が見つかりませんでした。' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1ページ目に戻る' })).toHaveAttribute('href', '/item/search?keyword=Java&remote=2');
    expect(screen.getByRole('link', { name: '最後のページ（85ページ目）へ' })).toHaveAttribute('href', '/item/search?keyword=Java&remote=2&page=85');
  });

  it("conditions the API refuses (400): its Japanese messages and a link clearing the conditions, no reload button", async () => {
    const { calls } = mockFetch({
      ...apiRoutes(),
      [`GET ${SEARCH}`]: reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { page: ['1000以下の値を入力してください'] } }),
    });
    renderSearch('/item/search?keyword=Java&page=99999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('入力内容をご確認ください。');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('ページ：1000以下の値を入力してください');
    expect(within(alert).getByRole('link', { name: '検索条件をクリアする' })).toHaveAttribute('href', '/item/search');
    expect(screen.queryByRole('button', { name: '再読み込み' })).not.toBeInTheDocument();
    expect(screen.queryByText('このコンテンツを読み込めませんでした。')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === SEARCH)).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('link', { name: '検索条件をクリアする' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/item\/search$/));
  });

  it('the keyword box takes at most as many characters as the API accepts (200)', async () => {
    mockFetch(apiRoutes());
    renderSearch('/item/search');
    expect(screen.getByRole('searchbox')).toHaveAttribute('maxLength', '200');
  });

  it('warns when the rate floor is above the ceiling', async () => {
    mockFetch(apiRoutes());
    renderSearch('/item/search?rate_min=60&rate_max=50');
    expect(await screen.findByRole('alert')).toHaveTextContent('下限が上限を上回っています。単価の条件を見直してください。');
  });
});
