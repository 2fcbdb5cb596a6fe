import type { Schemas } from '@er/api-client';
import { man } from '../charts/format';
import { MarketPriceLink } from './MarketPriceLink';

type RateRangeRow = Schemas['RateRangeRowDto'];

/**
 * A tag's monthly rates among its open listings that state one (the market-price page's row for the tag), and the
 * way to the whole market-price page. Without such a listing no figure is given: there is none to show.
 */
export function TagRateRange({ term, row }: { term: string; row: RateRangeRow | undefined }) {
  return (
    <section className="mfe-items-tag-rate" aria-label={`${term}案件の単価相場`}>
      {row ? (
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
