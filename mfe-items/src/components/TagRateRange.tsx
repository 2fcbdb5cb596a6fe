import type { Schemas } from '@er/api-client';
import { man } from '../charts/format';
import { MarketPriceLink } from './MarketPriceLink';

type RateRangeRow = Schemas['RateRangeRowDto'];

/**
 * A tag's monthly rates among its open listings that state one (the market-price page's row for the tag), and the
 * way to the whole market-price page. Without such a listing no figure is given: there is none to show. While the
 * figures are on their way, or could not be had, only the way to the market-price page.
 */
export function TagRateRange({ term, rate }: { term: string; rate: RateRangeRow | undefined | 'pending' | 'unavailable' }) {
  const row = rate === 'pending' || rate === 'unavailable' ? null : rate;
  return (
    <section className="mfe-items-tag-rate" aria-label={`${term}案件の単価相場`}>
      {row === null ? null : row ? (
        <p>
          {`${term}案件の単価相場（単価の記載がある公開中の案件 ${row.count.toLocaleString('ja-JP')}件）：平均 `}
          <strong>{man(row.average)}</strong>
          {`・中央値 ${man(row.median)}（${man(row.min)}〜${man(row.max)}）`}
        </p>
      ) : (
        <p>{`${term}の公開中の案件には、単価の記載があるものがまだありません。`}</p>
      )}
      <MarketPriceLink />
    </section>
  );
}
