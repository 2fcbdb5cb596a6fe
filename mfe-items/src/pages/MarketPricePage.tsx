// /item/marketprice — loaded lazily from Routes (React.lazy), so the chart code is its own chunk.
import { Breadcrumb, ErrorPanel, Spinner } from '@er/ui';
import { RangeChart, RateTable } from '../charts/RangeChart';
import { useRateRangePerIndustry, useRateRangePerPrefecture, useRateRangePerSkill } from '../hooks/queries';

function RateSection({
  id,
  title,
  nameHeader,
  useRows,
}: {
  id: string;
  title: string;
  nameHeader: string;
  /** The section's query hook (each section always calls the same one). */
  useRows: typeof useRateRangePerSkill;
}) {
  const query = useRows();
  return (
    <section className="mfe-items-marketprice__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorPanel onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="er-empty">集計できる案件がまだありません。</p>
      ) : (
        <div className="mfe-items-marketprice__pair">
          <RangeChart title={`${title}（グラフ）`} rows={query.data} />
          <RateTable caption={`${title}（月額・万円）`} nameHeader={nameHeader} rows={query.data} />
        </div>
      )}
    </section>
  );
}

export default function MarketPricePage() {
  return (
    <section className="mfe-items-marketprice">
      <Breadcrumb items={[{ label: '案件の単価相場' }]} />
      <h1>案件の単価相場</h1>
      <p>掲載中の案件の月額単価（単価の記載がある案件）を集計しています。棒は最小〜最大、縦線は中央値、ひし形は平均値です。最小は単価の下限、中央値・平均値・最大は各案件の上限単価（上限の記載がなければ下限）で計算しています。</p>
      <RateSection id="mp-industry" title="業界別の単価相場" nameHeader="業界" useRows={useRateRangePerIndustry} />
      <RateSection id="mp-prefecture" title="都道府県別の単価相場" nameHeader="都道府県" useRows={useRateRangePerPrefecture} />
      <RateSection id="mp-skill" title="スキル別の単価相場" nameHeader="スキル" useRows={useRateRangePerSkill} />
    </section>
  );
}
