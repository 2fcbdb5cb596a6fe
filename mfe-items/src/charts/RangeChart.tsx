// Hand-drawn, accessible SVG range chart (no chart library): per row a min–max bar with the
// median (vertical line) and the average (diamond). The numbers are also in the table beside it.
import { useId } from 'react';
import type { Schemas } from '@er/api-client';
import { man } from './format';

type RateRow = Schemas['RateRangeRowDto'];

const ROW_H = 28;
const LABEL_W = 130;
const PLOT_W = 440;
const PAD = 12;
const AXIS_H = 24;


function niceMax(yen: number): number {
  const step = 200_000;
  return Math.max(step, Math.ceil(yen / step) * step);
}

export function RangeChart({ title, rows }: { title: string; rows: RateRow[] }) {
  const id = useId();
  const max = niceMax(Math.max(0, ...rows.map((r) => r.max)));
  const x = (yen: number) => LABEL_W + (yen / max) * PLOT_W;
  const height = rows.length * ROW_H + AXIS_H + PAD;
  const width = LABEL_W + PLOT_W + PAD * 2;
  const ticks = Array.from({ length: 5 }, (_, i) => (max / 4) * i);
  return (
    <figure className="mfe-items-chart">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxWidth: width }}
        className="mfe-items-range-chart"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {rows.length}項目の月額単価の最小〜最大の範囲。縦線は中央値、ひし形は平均値。数値は隣の表のとおり。
        </desc>
        {ticks.map((t) => (
          <g key={t} aria-hidden="true">
            <line x1={x(t)} x2={x(t)} y1={0} y2={rows.length * ROW_H} stroke="#d9dee3" />
            <text x={x(t)} y={rows.length * ROW_H + 16} fontSize="11" textAnchor="middle" fill="#52606d">
              {Math.round(t / 10_000)}万
            </text>
          </g>
        ))}
        {rows.map((r, i) => {
          const cy = i * ROW_H + ROW_H / 2;
          return (
            <g key={r.id} className="mfe-items-range-chart__row" data-name={r.name}>
              <text x={LABEL_W - 8} y={cy + 4} fontSize="12" textAnchor="end" fill="#1f2933">
                {r.name}
              </text>
              <rect
                className="mfe-items-range-chart__range"
                x={x(r.min)}
                y={cy - 7}
                width={Math.max(2, x(r.max) - x(r.min))}
                height={14}
                rx={4}
                fill="#9fc5f8"
              >
                <title>
                  {r.name}：{man(r.min)}〜{man(r.max)}（中央値 {man(r.median)}、平均 {man(r.average)}、{r.count}件）
                </title>
              </rect>
              <line className="mfe-items-range-chart__median" x1={x(r.median)} x2={x(r.median)} y1={cy - 10} y2={cy + 10} stroke="#0b3d91" strokeWidth={3} />
              <path
                className="mfe-items-range-chart__average"
                d={`M${x(r.average)} ${cy - 6} l6 6 l-6 6 l-6 -6 z`}
                fill="#e4572e"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="mfe-items-chart__legend">
        <span className="mfe-items-legend mfe-items-legend--range">範囲（最小〜最大）</span>
        <span className="mfe-items-legend mfe-items-legend--median">中央値</span>
        <span className="mfe-items-legend mfe-items-legend--average">平均値</span>
      </figcaption>
    </figure>
  );
}

export function RateTable({ caption, nameHeader, rows }: { caption: string; nameHeader: string; rows: RateRow[] }) {
  return (
    <table className="mfe-items-rate-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col">最小</th>
          <th scope="col">中央値</th>
          <th scope="col">平均</th>
          <th scope="col">最大</th>
          <th scope="col">案件数</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row">{r.name}</th>
            <td>{man(r.min)}</td>
            <td>{man(r.median)}</td>
            <td>{man(r.average)}</td>
            <td>{man(r.max)}</td>
            <td>{r.count.toLocaleString('ja-JP')}件</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
