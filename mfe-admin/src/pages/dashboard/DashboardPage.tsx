// /admin once logged in: the back office's home figures (SPEC §7 top/*). Each card shows a chart and, for
// screen readers, the same figures as a table with a caption (the chart is hidden from them): registrations per
// month, members per age band, listing detail views per day with the most viewed listings, column views per
// day with the most viewed columns, and the latest staff notices. The charts come from DashboardCharts, a chunk
// loaded here only; until it arrives (or if it fails) the tables stand alone.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from '@er/router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api } from '@er/api-client';
import { ErrorBoundary, ErrorPanel, Spinner } from '@er/ui';
import { formatJapanDateTime } from '../../format/japan-time';
import type { ChartPoint } from './DashboardCharts';
import './dashboard.css';

const BarFigure = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './DashboardCharts').then((m) => ({ default: m.BarFigure })));
const LineFigure = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './DashboardCharts').then((m) => ({ default: m.LineFigure })));

export const ACCESS_DAYS = 30;

const number = (n: number) => n.toLocaleString('ja-JP');
/** '2026-11-26' → '11/26' (the charts' axis; the tables say the whole day). */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
const longDay = (day: string) => `${day.slice(0, 4)}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

function Chart({ kind, data, unit }: { kind: 'bar' | 'line'; data: ChartPoint[]; unit: string }) {
  const Figure = kind === 'bar' ? BarFigure : LineFigure;
  return (
    <div className="er-dashboard__chart" aria-hidden="true" data-testid="dashboard-chart">
      <ErrorBoundary name="dashboard-chart" fallback={() => null}>
        <Suspense fallback={null}>
          <Figure data={data} unit={unit} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** A table of figures: scrolls sideways by itself on a phone, reachable by keyboard. */
function FigureTable({ caption, head, rows, hidden = false }: { caption: string; head: string[]; rows: ReactNode[][]; hidden?: boolean }) {
  const table = (
    <table className="er-staff-table">
      <caption className={hidden ? undefined : 'er-dashboard__caption'}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === head.length - 1 ? 'er-staff-table__num' : undefined}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, r) => (
          <tr key={r}>
            {cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i} className={i === cells.length - 1 ? 'er-staff-table__num' : undefined}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // The series tables are for screen readers (the chart shows them); the top lists are for everyone.
  if (hidden) return <div className="er-visually-hidden">{table}</div>;
  return (
    <div className="er-staff-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      {table}
    </div>
  );
}

function DashboardCard<T>({ title, query, children, wide = false }: { title: string; query: UseQueryResult<T>; children: (data: T) => ReactNode; wide?: boolean }) {
  const headingId = useId();
  return (
    <section className={`er-card er-dashboard__card${wide ? ' er-dashboard__card--wide' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="er-dashboard__title">
        {title}
      </h2>
      {query.isPending ? <Spinner /> : query.isError ? <ErrorPanel onRetry={() => void query.refetch()} /> : children(query.data)}
    </section>
  );
}

function Total({ children }: { children: ReactNode }) {
  return <p className="er-dashboard__total">{children}</p>;
}

export function DashboardPage({ staffName }: { staffName?: string }) {
  const registrations = useQuery(api.adminTop.adminTopMonthlyUserRegistrationNumber.query());
  const ages = useQuery(api.adminTop.adminTopAgeUserNumber.query());
  const items = useQuery(api.adminTop.adminTopUserItemDetailsAccessInfo.query({ days: ACCESS_DAYS }));
  const columns = useQuery(api.adminTop.adminTopUserBrowseColumnAccessInfo.query({ days: ACCESS_DAYS }));
  const news = useQuery(api.adminTop.adminTopNews.query());

  return (
    <section className="er-dashboard">
      <div className="er-page-head">
        <h1>管理画面</h1>
      </div>
      {staffName && <p className="er-note">{staffName} さん、ログイン中です。</p>}
      <div className="er-dashboard__grid">
        <DashboardCard title="スタッフ向けお知らせ" query={news} wide>
          {(data) =>
            data.news.length === 0 ? (
              <p className="er-note">公開中のお知らせはありません。</p>
            ) : (
              <ul className="er-dashboard__news">
                {data.news.map((n) => (
                  <li key={n.id}>
                    <time dateTime={n.published_at ?? undefined}>{n.published_at ? formatJapanDateTime(n.published_at) : ''}</time>
                    <Link to={`/admin/admin-news/edit/${n.id}`}>{n.title}</Link>
                  </li>
                ))}
              </ul>
            )
          }
        </DashboardCard>

        <DashboardCard title="会員登録数（月別）" query={registrations}>
          {(data) => (
            <>
              <Total>
                直近24か月の合計 <strong>{number(data.total)}</strong>人
              </Total>
              <Chart kind="bar" unit="人" data={data.months.map((m) => ({ label: `${Number(m.month.slice(5))}月`, value: m.count }))} />
              <FigureTable hidden caption="月別の会員登録数（直近24か月）" head={['月', '登録数（人）']} rows={data.months.map((m) => [m.label, number(m.count)])} />
            </>
          )}
        </DashboardCard>

        <DashboardCard title="年齢層別の会員数" query={ages}>
          {(data) => (
            <>
              <Total>
                会員数 <strong>{number(data.total)}</strong>人
              </Total>
              <Chart kind="bar" unit="人" data={data.bands.map((b) => ({ label: b.label.replace('歳', ''), value: b.count }))} />
              <FigureTable hidden caption="年齢層別の会員数" head={['年齢層', '会員数（人）']} rows={data.bands.map((b) => [b.label, number(b.count)])} />
            </>
          )}
        </DashboardCard>

        <DashboardCard title="案件詳細の閲覧数（日別）" query={items}>
          {(data) => (
            <>
              <Total>
                直近{ACCESS_DAYS}日の合計 <strong>{number(data.total)}</strong>回
              </Total>
              <Chart kind="line" unit="回" data={data.days.map((d) => ({ label: shortDay(d.day), value: d.views }))} />
              <FigureTable hidden caption={`日別の案件詳細の閲覧数（直近${ACCESS_DAYS}日）`} head={['日付', '閲覧数（回）']} rows={data.days.map((d) => [longDay(d.day), number(d.views)])} />
              {data.top_items.length === 0 ? (
                <p className="er-note">この期間に閲覧された案件はありません。</p>
              ) : (
                <FigureTable
                  caption={`よく見られた案件（直近${ACCESS_DAYS}日）`}
                  head={['順位', '案件', '閲覧数（回）']}
                  rows={data.top_items.map((t, i) => [`${i + 1}位`, t.name === null ? `削除された案件（ID ${t.item_id}）` : <Link to={`/admin/item/edit/${t.item_id}`}>{t.name}</Link>, number(t.views)])}
                />
              )}
            </>
          )}
        </DashboardCard>

        <DashboardCard title="コラムの閲覧数（日別）" query={columns}>
          {(data) => (
            <>
              <Total>
                直近{ACCESS_DAYS}日の合計 <strong>{number(data.total)}</strong>回
              </Total>
              <Chart kind="line" unit="回" data={data.days.map((d) => ({ label: shortDay(d.day), value: d.views }))} />
              <FigureTable hidden caption={`日別のコラムの閲覧数（直近${ACCESS_DAYS}日）`} head={['日付', '閲覧数（回）']} rows={data.days.map((d) => [longDay(d.day), number(d.views)])} />
              {data.top_columns.length === 0 ? (
                <p className="er-note">この期間に開かれたコラムはありません。</p>
              ) : (
                <FigureTable
                  caption={`よく見られたコラム（直近${ACCESS_DAYS}日）`}
                  head={['順位', 'コラム', '閲覧数（回）']}
                  rows={data.top_columns.map((c, i) => [
                    `${i + 1}位`,
                    <a href={c.url} target="_blank" rel="noopener noreferrer">
                      {c.title ?? c.url}
                    </a>,
                    number(c.views),
                  ])}
                />
              )}
              <p className="er-note er-dashboard__source">サイトに表示したコラムへのリンクが開かれた回数です（同じ訪問者は1日1回）。</p>
            </>
          )}
        </DashboardCard>
      </div>
    </section>
  );
}
