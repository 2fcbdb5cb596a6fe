import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../packages/ui/test/render';
import { makeItem } from '../test/helpers';
import FeaturedItemsWidget from './FeaturedItemsWidget';
import RankingsWidget from './RankingsWidget';
import PopularSearchesWidget from './PopularSearchesWidget';

describe('exposed widgets', () => {
  it('FeaturedItemsWidget shows the featured listings as cards', async () => {
    mockFetch({ 'GET /api/front/get-item-featured-list': { items: [makeItem({ id: 8, name: '注目A' })] } });
    renderWithProviders(<FeaturedItemsWidget limit={4} />);
    expect(screen.getByRole('heading', { name: '注目の案件' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '注目A' })).toBeInTheDocument();
    expect(String((globalThis.fetch as jest.Mock).mock.calls[0][0])).toContain('limit=4');
  });

  it('RankingsWidget shows the language ranking, high-rate skills and listings', async () => {
    mockFetch({
      'GET /api/front/get-popular-lang-ranking-by-eroute-list': { ranking: [{ rank: 1, tag: { id: 3, term: 'Java' }, count: 321 }] },
      'GET /api/front/get-ranking-with-high-items-fee': {
        items: [makeItem({ id: 9, name: '高単価案件', rate_detail: '〜150万円/月' })],
        skills: [{ rank: 1, tag: { id: 12, term: 'Go' }, average_rate: 905000, count: 20 }],
      },
    });
    renderWithProviders(<RankingsWidget />);
    const langs = await screen.findByRole('region', { name: '人気言語ランキング' });
    expect(await within(langs).findByRole('link', { name: 'Java' })).toHaveAttribute('href', '/item/tag/3');
    expect(within(langs).getByText('321件')).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: '平均単価が高いスキル' });
    expect(await within(skills).findByText('平均90.5万円')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '高単価案件' })).toHaveAttribute('href', '/item/detail/9');
  });

  it('PopularSearchesWidget renders the よく検索されるワード groups linking to tag pages', async () => {
    mockFetch({
      'GET /api/front/get-popular-search-groups': {
        groups: [
          { key: 'feature', label: '案件の特徴', tags: [{ id: 30, term: 'リモートワーク' }] },
          { key: 'language', label: '言語・スキル', tags: [{ id: 3, term: 'Java' }, { id: 4, term: 'PHP' }] },
        ],
      },
    });
    renderWithProviders(<PopularSearchesWidget />);
    expect(screen.getByRole('heading', { level: 2, name: 'よく検索されるワード' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: '言語・スキル' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '言語・スキル' })).getByRole('link', { name: 'PHP' })).toHaveAttribute('href', '/item/tag/4');
    expect(screen.getByRole('link', { name: 'リモートワーク' })).toHaveAttribute('href', '/item/tag/30');
  });
});
