import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderApp } from '../test-utils';
import { formatCount, formatManYen } from './figures-format';

const FIGURES = 'GET /api/front/item/get-catalog-figures';
const POPULAR = 'GET /api/front/get-popular-search-groups';

const groups = {
  groups: [
    { key: 'feature', label: '案件の特徴', tags: [{ id: 1, term: 'リモート' }] },
    { key: 'language', label: '言語・スキル', tags: [{ id: 11, term: 'Java' }, { id: 12, term: 'PHP' }] },
  ],
};

describe('figures format', () => {
  it('counts with thousands separators and 万円 with at most one decimal', () => {
    expect(formatCount(1234)).toBe('1,234件');
    expect(formatCount(0)).toBe('0件');
    expect(formatManYen(785000)).toBe('78.5万円');
    expect(formatManYen(800000)).toBe('80万円');
    expect(formatManYen(1234567)).toBe('123.5万円');
  });
});

describe('top-page hero', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('shows the live figures, the popular skills as chips and the search box', async () => {
    mockFetch({
      [FIGURES]: { open_count: 1234, new_count: 12, new_days: 7, average_rate: 785000, rated_count: 1100 },
      [POPULAR]: groups,
    });
    renderApp('/');
    const figures = await screen.findByRole('region', { name: '現在の掲載状況' });
    expect(await within(figures).findByText('1,234件')).toBeInTheDocument();
    const terms = within(figures).getAllByRole('term').map((dt) => dt.textContent);
    const values = within(figures).getAllByRole('definition').map((dd) => dd.textContent);
    expect(terms).toEqual(['公開中の案件', '新着（7日以内）', '平均月額単価']);
    expect(values).toEqual(['1,234件', '12件', '78.5万円']);
    expect(figures).toHaveAttribute('aria-busy', 'false');

    const chips = await screen.findByRole('navigation', { name: '人気のスキルから探す' });
    expect(within(chips).getByRole('link', { name: 'Java' })).toHaveAttribute('href', '/item/tag/11');
    expect(within(chips).getByRole('link', { name: 'PHP' })).toHaveAttribute('href', '/item/tag/12');
    expect(within(chips).queryByRole('link', { name: 'リモート' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toBeInTheDocument();
  });

  it('while loading: placeholders in place of the figures, no number', () => {
    mockFetch({ [FIGURES]: () => new Promise(() => {}), [POPULAR]: groups });
    renderApp('/');
    const figures = screen.getByRole('region', { name: '現在の掲載状況' });
    expect(figures).toHaveAttribute('aria-busy', 'true');
    expect(within(figures).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['', '', '']);
  });

  it('no average when no open listing states a rate', async () => {
    mockFetch({ [FIGURES]: { open_count: 3, new_count: 0, new_days: 7, average_rate: null, rated_count: 0 }, [POPULAR]: groups });
    renderApp('/');
    const figures = await screen.findByRole('region', { name: '現在の掲載状況' });
    await within(figures).findByText('3件');
    expect(within(figures).getAllByRole('term').map((dt) => dt.textContent)).toEqual(['公開中の案件', '新着（7日以内）']);
    expect(figures.textContent).not.toContain('万円');
  });

  it('when the API fails: the search box and no figures at all', async () => {
    const { calls } = mockFetch({ [FIGURES]: reply(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'エラー' }), [POPULAR]: groups });
    renderApp('/');
    await waitFor(() => expect(screen.queryByRole('region', { name: '現在の掲載状況' })).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/front/item/get-catalog-figures')).toBe(true);
    expect(screen.queryByText(/\d+件/)).not.toBeInTheDocument();
    const chips = await screen.findByRole('navigation', { name: '人気のスキルから探す' });
    expect(within(chips).getByRole('link', { name: 'Java' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'キーワード' }), { target: { value: 'Go' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('remote:mfe_items/Routes')).toBeInTheDocument();
  });
});
