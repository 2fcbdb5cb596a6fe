import { DEFAULT_PER_PAGE, parseListState, searchParamsOf } from './useListState';

const config = { filterNames: ['status', 'keyword'], sortable: ['id', 'title'], defaultSort: { sort: 'id', order: 'desc' as const } };

describe('a list state in the URL', () => {
  it('reads page, per_page, sort, order and the known filters', () => {
    const state = parseListState(new URLSearchParams('page=3&per_page=20&sort=title&order=asc&status=draft&keyword=Go&other=x'), config);
    expect(state).toEqual({ page: 3, perPage: 20, sort: 'title', order: 'asc', filters: { status: 'draft', keyword: 'Go' } });
    expect(searchParamsOf(state)).toEqual({ status: 'draft', keyword: 'Go', page: 3, per_page: 20, sort: 'title', order: 'asc' });
  });

  it('falls back to the defaults for what is missing or malformed', () => {
    const state = parseListState(new URLSearchParams('page=-1&per_page=7&sort=password&order=sideways&keyword='), config);
    expect(state).toEqual({ page: 1, perPage: DEFAULT_PER_PAGE, sort: 'id', order: 'desc', filters: {} });
    expect(parseListState(new URLSearchParams('page=2.5'), { filterNames: [], sortable: [] })).toEqual({
      page: 1,
      perPage: DEFAULT_PER_PAGE,
      sort: null,
      order: 'asc',
      filters: {},
    });
    expect(searchParamsOf(parseListState(new URLSearchParams(''), { filterNames: [], sortable: [] }))).toEqual({ page: 1, per_page: DEFAULT_PER_PAGE });
  });
});
