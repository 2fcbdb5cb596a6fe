// pageQueries must name exactly what each server-rendered page asks for once its data is there: a query it
// leaves out costs the server a second render, one it adds costs an API call and bytes in every page.
import { screen } from '@testing-library/react';
import { hashKey } from '@tanstack/react-query';
import { mockFetch } from '../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../packages/ui/test/render';
import { itemDetail, makeItem, refineGroups, searchResult } from '../test/helpers';
import { pageQueries } from './page-queries';
import ItemsRoutes from './Routes';

const answers = {
  'GET /api/front/item/get-search-by-keyword-list': searchResult(),
  'GET /api/front/item/get-search-by-tag-list': searchResult({ tag: { id: 5, term: 'Java' } } as never),
  'GET /api/front/item/tag/get-searchpage-refine-tags': refineGroups,
  'GET /api/front/item/tag/get-tagpage-refine-tags': refineGroups,
  'GET /api/front/item/get-related-tags-by-keyword': { tags: [{ id: 9, term: 'Spring', count: 5 }] },
  'GET /api/front/item/get-related-tags-by-tag-id': { tags: [{ id: 9, term: 'Spring', count: 40 }] },
  'GET /api/front/item/tag/get-html-content': { html: '<p>Java</p>' },
  'GET /api/front/item/get-value-of-chart': { rows: [{ id: 5, name: 'Java', min: 500000, median: 700000, average: 720000, max: 1000000, count: 12 }] },
  'GET /api/front/get-prefacture-list': { prefectures: [{ id: 13, name: '東京都' }] },
  'GET /api/front/get-contract-type-list': { contract_types: [{ id: 1, name: '業務委託（準委任）' }] },
  'GET /api/front/item/get-item-detail/42': itemDetail(),
  'GET /api/front/item/get-recommended-items-list': { items: [makeItem({ id: 50, name: 'おすすめ案件' })] },
  'GET /api/front/wordpress/get-related-column': { columns: [] },
};

/** Asked by the browser once the page is hydrated, never by the server's render (useTagRateRange). */
const AFTER_HYDRATION = ['["marketPrice","getValueOfChart"'];

/** The keys the page at `url` has fetched (a disabled query, such as a member's own, is not) once `shown` is on screen. */
async function askedKeys(url: string, shown: string): Promise<string[]> {
  mockFetch(answers);
  const { queryClient } = renderWithProviders(<ItemsRoutes />, { route: url });
  await screen.findAllByText(shown);
  // Settled: what the page asks for after its data arrived is asked by now too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.dataUpdateCount + query.state.errorUpdateCount > 0)
    .filter((query) => !AFTER_HYDRATION.some((prefix) => query.queryHash.startsWith(prefix)))
    .map((query) => query.queryHash)
    .sort();
}

function namedKeys(url: string): string[] {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pageQueries({ pathname, search })
    .map((query) => hashKey(query.queryKey))
    .sort();
}

describe('pageQueries', () => {
  it.each([
    ['/item/search', 'Java案件A'],
    ['/item/search?keyword=Java&remote=1&areas=13&rate_min=60&page=2', 'Java案件A'],
    ['/item/search?keyword=%EF%BC%AA%EF%BD%81%EF%BD%96%EF%BD%81&sort=rate', 'Java案件A'],
    ['/item/tag/5', 'Java案件A'],
    ['/item/tag/5?remote=2&weekly_days=3&new=1', 'Java案件A'],
    ['/item/detail/42', 'おすすめ案件'],
  ])('names exactly what %s asks for', async (url, shown) => {
    expect(namedKeys(url)).toEqual(await askedKeys(url, shown));
  });

  it('names nothing for a page it does not render on the server, or an id no page accepts', () => {
    for (const url of ['/considers', '/item/marketprice', '/item/detail/0', '/item/tag/abc', '/item/detail/42/x', '/']) {
      expect(namedKeys(url)).toEqual([]);
    }
  });
});
