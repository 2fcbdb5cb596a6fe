/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// The dashboard at /admin over the real SDK (answered through fetch): each card's figures as a table with a
// caption (what screen readers read; the chart is hidden from them), the totals, the most viewed listings and
// columns linked, the latest notices; a card whose figures fail shows its own retry while the others stay.
import { screen, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../../packages/ui/test/mock-fetch';
import { renderPages } from '../../test-support/fake-resource';
import { AdminHomePage } from '../AdminHomePage';

// Recharts needs a laid-out page; the charts are pictures of the tables, which are what is checked here.
jest.mock('./DashboardCharts', () => ({
  BarFigure: ({ data }: { data: { label: string; value: number }[] }) => <svg data-testid="bar-figure" data-points={data.length} />,
  LineFigure: ({ data }: { data: { label: string; value: number }[] }) => <svg data-testid="line-figure" data-points={data.length} />,
}));

const months: Schemas['MonthlyRegistrationsDto'] = {
  months: Array.from({ length: 24 }, (_, i) => {
    const index = 2024 * 12 + 11 + i; // 2024-12 … 2026-11
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { month, label: `${month.slice(0, 4)}年${Number(month.slice(5))}月`, count: i === 23 ? 1234 : i === 22 ? 5 : 0 };
  }),
  total: 1239,
};
const ages: Schemas['AgeBandsDto'] = {
  bands: [
    { band: '18-24', label: '18〜24歳', count: 3 },
    { band: '25-29', label: '25〜29歳', count: 12 },
    { band: '60-', label: '60歳以上', count: 1 },
    { band: 'unknown', label: '未登録', count: 4 },
  ],
  total: 20,
};
const days = (views: number[]) => views.map((v, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, views: v }));
const items: Schemas['ItemAccessInfoDto'] = {
  days: days(Array.from({ length: 30 }, (_, i) => (i === 29 ? 42 : 1))),
  total: 71,
  top_items: [
    { item_id: 7, name: 'Java案件', views: 30 },
    { item_id: 9, name: null, views: 2 },
  ],
};
const columns: Schemas['ColumnAccessInfoDto'] = {
  days: days(Array.from({ length: 30 }, () => 0)),
  total: 0,
  top_columns: [],
};
const news: Schemas['LatestNewsDto'] = {
  news: [{ id: 3, title: '年末年始の営業日', status: 'published', status_label: '公開中', published_at: '2026-11-20T01:00:00.000Z', updated_at: '2026-11-20T01:00:00.000Z', deleted_at: null }],
};

const routes = (over: Record<string, unknown> = {}) => ({
  'GET /api/admin/top/monthly-user-registration-number': months,
  'GET /api/admin/top/age-user-number': ages,
  'GET /api/admin/top/user-item-details-access-info': items,
  'GET /api/admin/top/user-browse-column-access-info': columns,
  'GET /api/admin/top/news': news,
  ...over,
});

const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('DashboardPage', () => {
  it('gives every chart a table with a caption and the figures of the API', async () => {
    renderPages({ '/admin': <AdminHomePage /> }, '/admin', { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: '管理画面' })).toBeInTheDocument();

    const registrations = await screen.findByRole('table', { name: '月別の会員登録数（直近24か月）' });
    expect(cells(registrations)).toHaveLength(24);
    expect(cells(registrations)[23]).toEqual(['2026年11月', '1,234']);
    expect(cells(registrations)[0]).toEqual(['2024年12月', '0']);
    const registrationCard = screen.getByRole('region', { name: '会員登録数（月別）' });
    expect(registrationCard).toHaveTextContent('直近24か月の合計 1,239人');

    expect(cells(screen.getByRole('table', { name: '年齢層別の会員数' }))).toEqual([
      ['18〜24歳', '3'],
      ['25〜29歳', '12'],
      ['60歳以上', '1'],
      ['未登録', '4'],
    ]);

    const itemDays = cells(screen.getByRole('table', { name: '日別の案件詳細の閲覧数（直近30日）' }));
    expect(itemDays).toHaveLength(30);
    expect(itemDays[29]).toEqual(['2026年11月30日', '42']);
    const top = screen.getByRole('table', { name: 'よく見られた案件（直近30日）' });
    expect(cells(top)).toEqual([
      ['1位', 'Java案件', '30'],
      ['2位', '削除された案件（ID 9）', '2'],
    ]);
    expect(within(top).getByRole('link', { name: 'Java案件' })).toHaveAttribute('href', '/admin/item/edit/7');

    const columnCard = screen.getByRole('region', { name: 'コラムの閲覧数（日別）' });
    expect(within(columnCard).getByRole('table', { name: '日別のコラムの閲覧数（直近30日）' })).toBeInTheDocument();
    expect(columnCard).toHaveTextContent('この期間に開かれたコラムはありません。');

    const notices = screen.getByRole('region', { name: 'スタッフ向けお知らせ' });
    expect(within(notices).getByRole('link', { name: '年末年始の営業日' })).toHaveAttribute('href', '/admin/admin-news/edit/3');
    expect(notices).toHaveTextContent('2026/11/20 10:00');

    // The charts (hidden from assistive technology) draw the same series.
    expect(await screen.findAllByTestId('bar-figure')).toHaveLength(2);
    expect(screen.getAllByTestId('line-figure').map((f) => f.getAttribute('data-points'))).toEqual(['30', '30']);
    for (const chart of screen.getAllByTestId('dashboard-chart')) expect(chart).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a retry in the one card whose figures fail, and the other cards', async () => {
    renderPages({ '/admin': <AdminHomePage /> }, '/admin', {
      routes: routes({ 'GET /api/admin/top/age-user-number': reply(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'サーバーエラー' }) }),
    });
    const ageCard = await screen.findByRole('region', { name: '年齢層別の会員数' });
    expect(await within(ageCard).findByRole('button', { name: /再読み込み|再試行|もう一度/ })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '月別の会員登録数（直近24か月）' })).toBeInTheDocument();
  });
});
