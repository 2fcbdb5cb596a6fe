import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { LocationProbe, lastQuery, makeItem, refineGroups, searchResult } from '../../test/helpers';
import ItemsRoutes from '../Routes';

const TAG_SEARCH = '/api/front/item/get-search-by-tag-list';
const common = {
  'GET /api/front/item/tag/get-html-content': { html: '<p>Javaは<strong>人気</strong>の言語です。</p>' },
  'GET /api/front/item/tag/get-tagpage-refine-tags': refineGroups,
  'GET /api/front/item/get-related-tags-by-tag-id': { tags: [{ id: 9, term: 'Spring', count: 40 }] },
  'GET /api/front/get-prefacture-list': { prefectures: [] },
  'GET /api/front/get-contract-type-list': { contract_types: [] },
};
const ended = [
  makeItem({
    id: 70,
    name: '終了したJava案件',
    is_ended: true,
    tags: Array.from({ length: 7 }, (_, i) => ({ id: 200 + i, term: `T${i}` })),
  }),
];

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <ItemsRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

const metaDescription = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  // What the host sets from the page table for /item/tag/:id before the tag is known.
  document.title = 'タグ別案件一覧｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート';
  document.head.innerHTML = '<meta name="description" content="タグ別のフリーランス案件・求人一覧です。">';
});

describe('/item/tag/:id', () => {
  it("shows the tag's rates among its open listings with the way to the market-price page", async () => {
    mockFetch({
      ...common,
      [`GET ${TAG_SEARCH}`]: { ...searchResult(), tag: { id: 3, term: 'Java' } },
      'GET /api/front/item/get-value-of-chart': { rows: [{ id: 3, name: 'Java', min: 450000, median: 700000, average: 725000, max: 1200000, count: 128 }] },
    });
    renderAt('/item/tag/3');
    const rates = await screen.findByRole('region', { name: 'Java案件の単価相場' });
    expect(rates).toHaveTextContent('Java案件の単価相場（単価の記載がある公開中の案件 128件）：平均 72.5万円・中央値 70万円（45万円〜120万円）');
    expect(within(rates).getByRole('link', { name: 'スキル・業界・都道府県別の単価相場を見る' })).toHaveAttribute('href', '/item/marketprice');
    expect(lastQuery('/api/front/item/get-value-of-chart').getAll('tag_ids')).toEqual(['3']);
  });

  it('gives no rate figure for a tag none of whose open listings states a rate', async () => {
    mockFetch({ ...common, [`GET ${TAG_SEARCH}`]: { ...searchResult(), tag: { id: 3, term: 'Java' } }, 'GET /api/front/item/get-value-of-chart': { rows: [] } });
    renderAt('/item/tag/3');
    const rates = await screen.findByRole('region', { name: 'Java案件の単価相場' });
    expect(rates).toHaveTextContent('Javaの公開中の案件には、単価の記載があるものがまだありません。');
    expect(rates).not.toHaveTextContent('万円');
  });

  it('shows the tag heading, html content, related tags and the filtered results', async () => {
    mockFetch({ ...common, [`GET ${TAG_SEARCH}`]: { ...searchResult(), tag: { id: 3, term: 'Java' } } });
    renderAt('/item/tag/3?remote=2');
    // SPEC §2's heading followed by the count inside the h1 (issue 11)
    expect(await screen.findByRole('heading', { level: 1, name: 'Javaのフリーランス案件・求人一覧 2件' })).toBeInTheDocument();
    expect(lastQuery(TAG_SEARCH).get('tag_id')).toBe('3');
    expect(document.title).toBe('Javaのフリーランス案件・求人一覧｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート');
    expect(lastQuery(TAG_SEARCH).getAll('remote')).toEqual(['2']);
    expect(await screen.findByText('人気')).toBeInTheDocument();
    const related = await screen.findByRole('navigation', { name: 'Javaの関連タグ' });
    expect(within(related).getByRole('link', { name: /Spring/ })).toHaveAttribute('href', '/item/tag/9');
    // the page's own tag is not offered as a filter; the others are
    await screen.findByRole('checkbox', { name: /PHP/ });
    expect(screen.queryByRole('checkbox', { name: /^Java/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /フルリモート/ })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: /PHP/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/item/tag/3?tags=4&remote=2'));
    await waitFor(() => expect(lastQuery(TAG_SEARCH).getAll('tags')).toEqual(['4']));
  });

  it('unknown tag (404): the tag-not-found view with past ended listings', async () => {
    const { calls } = mockFetch({
      ...common,
      [`GET ${TAG_SEARCH}`]: reply(404, { statusCode: 404, code: 'TAG_NOT_FOUND', message: '指定されたタグページが見つかりませんでした', errors: {} }),
      'GET /api/front/item/get-ended-item-list': { items: ended },
    });
    renderAt('/item/tag/999999');
    expect(await screen.findByRole('heading', { level: 1, name: '指定されたタグページが見つかりませんでした' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '過去の案件（相場やスキル感の参考にしてください）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '終了したJava案件' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'タグ' })).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('link', { name: '終了したJava案件の詳細を見る' })).toHaveAttribute('href', '/item/detail/70');
    expect(calls.find((c) => c.path === '/api/front/item/get-ended-item-list')).toBeDefined();
  });

  it('a tag merged into another (404 here, merged_into on its name): moves to the surviving tag, filters kept', async () => {
    const notFound = reply(404, { statusCode: 404, code: 'TAG_NOT_FOUND', message: '指定されたタグページが見つかりませんでした', errors: {} });
    const { calls } = mockFetch({
      ...common,
      [`GET ${TAG_SEARCH}`]: ({ url }: { url: string }) =>
        new URL(url, 'http://localhost').searchParams.get('tag_id') === '5' ? notFound : { ...searchResult(), tag: { id: 9, term: 'Go' } },
      'GET /api/front/item/tag/get-tag-name': { id: 5, term: 'Golang', merged_into: 9 },
    });
    renderAt('/item/tag/5?remote=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Goのフリーランス案件・求人一覧 2件' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/item/tag/9?remote=2');
    expect(lastQuery(TAG_SEARCH).get('tag_id')).toBe('9');
    expect(screen.queryByRole('heading', { name: '指定されたタグページが見つかりませんでした' })).not.toBeInTheDocument();
    // The not-found view never showed: its past listings were not even asked for.
    expect(calls.some((c) => c.path === '/api/front/item/get-ended-item-list')).toBe(false);
  });

  it("message 'error--nothing-item': the nothing-item view with the tag's ended listings", async () => {
    mockFetch({
      ...common,
      [`GET ${TAG_SEARCH}`]: {
        ...searchResult({ items: [], total: 0 }),
        tag: { id: 5, term: 'COBOL' },
        message: 'error--nothing-item',
        ended_items: ended,
      },
    });
    const { container } = renderAt('/item/tag/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: '該当する案件が見つかりませんでした。検索条件を変更して再度お試しください。' }),
    ).toBeInTheDocument();
    expect(container.querySelector('.error--nothing-item')).not.toBeNull();
    expect(screen.getByRole('heading', { name: '過去の案件（相場やスキル感の参考にしてください）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '終了したJava案件' })).toBeInTheDocument();
    expect(screen.getByText('募集終了')).toBeInTheDocument();
  });

  it("sets the tag's own description, the same wording the server injects", async () => {
    mockFetch({ ...common, [`GET ${TAG_SEARCH}`]: { ...searchResult(), tag: { id: 3, term: 'Java' } } });
    renderAt('/item/tag/3');
    await screen.findByRole('heading', { level: 1, name: /^Javaのフリーランス案件・求人一覧/ });
    await waitFor(() => expect(metaDescription()).toBe('Javaのフリーランス案件・求人一覧です。単価・勤務地・リモート可否などの条件で絞り込めます。'));
  });

  it('an unknown tag gets the not-found title and description the server sends, not the tag default', async () => {
    mockFetch({
      ...common,
      [`GET ${TAG_SEARCH}`]: reply(404, { statusCode: 404, code: 'TAG_NOT_FOUND', message: '指定されたタグページが見つかりませんでした', errors: {} }),
      'GET /api/front/item/get-ended-item-list': { items: ended },
    });
    renderAt('/item/tag/99999');
    await screen.findByRole('heading', { level: 1, name: '指定されたタグページが見つかりませんでした' });
    await waitFor(() => expect(document.title).toBe('ページが見つかりません（404）｜エンジニアルート'));
    expect(metaDescription()).toBe('指定されたページが見つかりませんでした。');
  });

  it('conditions the API refuses (400) show its message and a link back to the bare tag page', async () => {
    mockFetch({
      ...common,
      [`GET ${TAG_SEARCH}`]: reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { page: ['1000以下の値を入力してください'] } }),
    });
    renderAt('/item/tag/3?remote=2&page=99999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ページ：1000以下の値を入力してください');
    expect(within(alert).getByRole('link', { name: '検索条件をクリアする' })).toHaveAttribute('href', '/item/tag/3');
  });
});
