import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import ItemsRoutes from '../Routes';

const row = (id: number, name: string) => ({ id, name, min: 400000, median: 650000, average: 672000, max: 1200000, count: 31 });

describe('/item/marketprice', () => {
  it('loads the lazy page and draws a chart with an accessible table per section', async () => {
    mockFetch({
      'GET /api/front/item/get-item-rate-range-per-industry': { rows: [row(1, '金融'), row(2, '通信')] },
      'GET /api/front/item/get-item-rate-range-per-prefectures': { rows: [row(13, '東京都')] },
      'GET /api/front/item/get-value-of-chart': { rows: [row(3, 'Java'), row(4, 'PHP'), row(5, 'Python')] },
    });
    const { container } = renderWithProviders(<ItemsRoutes />, { route: '/item/marketprice' });
    expect(await screen.findByRole('heading', { level: 1, name: '案件の単価相場' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '業界別の単価相場（月額・万円）' });
    expect(within(table).getByRole('rowheader', { name: '金融' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['業界', '最小', '中央値', '平均', '最大', '案件数']);
    expect(within(table).getAllByText('65万円')).toHaveLength(2);
    expect(within(table).getAllByText('67.2万円')).toHaveLength(2);
    expect(await screen.findByRole('table', { name: '都道府県別の単価相場（月額・万円）' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'スキル別の単価相場（月額・万円）' })).toBeInTheDocument();
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(3);
    expect(charts[0]).toHaveAccessibleName(/業界別の単価相場（グラフ）/);
    expect(container.querySelectorAll('.mfe-items-range-chart__range')).toHaveLength(6);
    expect(container.querySelectorAll('.mfe-items-range-chart__median')).toHaveLength(6);
    expect(container.querySelectorAll('.mfe-items-range-chart__average')).toHaveLength(6);
  });
});
