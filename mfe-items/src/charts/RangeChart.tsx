// Accessible range chart (no chart library): per row a min–max bar with the median (vertical line) and
// the average (diamond). The numbers are also in the table beside it (RateTable).
//
// Drawn in HTML/CSS rather than as a scaled SVG (issue 11): an SVG viewBox shrinks its text with the
// chart, so at 375 px the labels were 7 px and ran into each other. Here the text keeps its size and the
// layout changes with the chart's own width (a container query in range-chart.css): from 560 px a
// label column beside the bars (long names abbreviated with …, the full name in the table), below that
// each label on its own line above a full-width bar.
import { useId, type CSSProperties } from 'react';
import type { Schemas } from '@er/api-client';
import { man } from './format';
import './range-chart.css';

type RateRow = Schemas['RateRangeRowDto'];

const TICKS = 4;

/** The axis maximum: the largest rate rounded up to a step of 20万円. */
export function niceMax(yen: number): number {
  const step = 200_000;
  return Math.max(step, Math.ceil(yen / step) * step);
}

export function RangeChart({ title, rows }: { title: string; rows: RateRow[] }) {
  const id = useId();
  const max = niceMax(Math.max(0, ...rows.map((r) => r.max)));
  const pct = (yen: number) => `${Math.min(100, Math.max(0, (yen / max) * 100))}%`;
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => (max / TICKS) * i);
  return (
    <figure className="mfe-items-chart">
      <div role="img" aria-labelledby={`${id}-title ${id}-desc`} className="mfe-items-range-chart">
        <span id={`${id}-title`} className="er-visually-hidden">
          {title}
        </span>
        <span id={`${id}-desc`} className="er-visually-hidden">
          {rows.length}項目の月額単価の最小〜最大の範囲。縦線は中央値、ひし形は平均値。数値は隣の表のとおり。
        </span>
        <ol className="mfe-items-range-chart__rows">
          {rows.map((r) => (
            <li key={r.id} className="mfe-items-range-chart__row" data-name={r.name}>
              <span className="mfe-items-range-chart__label" title={r.name}>
                {r.name}
              </span>
              <span className="mfe-items-range-chart__track">
                {ticks.map((t) => (
                  <span key={t} className="mfe-items-range-chart__grid" style={{ left: pct(t) }} />
                ))}
                <span
                  className="mfe-items-range-chart__range"
                  style={{ left: pct(r.min), width: `max(2px, ${pct(r.max - r.min)})` } as CSSProperties}
                  title={`${r.name}：${man(r.min)}〜${man(r.max)}（中央値 ${man(r.median)}、平均 ${man(r.average)}、${r.count}件）`}
                />
                <span className="mfe-items-range-chart__median" style={{ left: pct(r.median) }} />
                <span className="mfe-items-range-chart__average" style={{ left: pct(r.average) }} />
              </span>
            </li>
          ))}
        </ol>
        <div className="mfe-items-range-chart__axis">
          <span className="mfe-items-range-chart__axis-spacer" />
          <span className="mfe-items-range-chart__ticks">
            {ticks.map((t) => (
              <span key={t} className="mfe-items-range-chart__tick" style={{ left: pct(t) }}>
                {Math.round(t / 10_000)}万
              </span>
            ))}
          </span>
        </div>
      </div>
      <figcaption className="mfe-items-chart__legend">
        <span className="mfe-items-range-chart__key mfe-items-range-chart__key--range">範囲（最小〜最大）</span>
        <span className="mfe-items-range-chart__key mfe-items-range-chart__key--median">中央値</span>
        <span className="mfe-items-range-chart__key mfe-items-range-chart__key--average">平均値</span>
      </figcaption>
    </figure>
  );
}

export function RateTable({ caption, nameHeader, rows }: { caption: string; nameHeader: string; rows: RateRow[] }) {
  return (
    // Scrolls sideways on its own if a phone is narrower than the table (focusable, so keyboard users can too).
    <div className="mfe-items-rate-table-wrap" role="region" aria-label={caption} tabIndex={0}>
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
    </div>
  );
}
