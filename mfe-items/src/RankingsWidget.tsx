// Exposed as mfe_items/RankingsWidget: popular languages ranking + high-rate listings and skills.
import { Link } from '@er/router';
import type { RankingsWidgetProps } from '@er/contracts';
import { BUILD_LABEL } from './build-label';
import { QueryState } from './components/QueryState';
import { useHighRateRanking, useLangRanking } from './hooks/queries';
import { man } from './charts/format';
import './items.css';

export default function RankingsWidget({ limit = 10 }: RankingsWidgetProps) {
  const langs = useLangRanking(limit);
  const high = useHighRateRanking(limit);
  return (
    <section className="mfe-items-rankings" data-build-label={BUILD_LABEL} aria-labelledby="rankings-heading">
      <h2 id="rankings-heading">ランキング</h2>
      <div className="mfe-items-rankings__grid">
        <section aria-labelledby="lang-ranking-heading">
          <h3 id="lang-ranking-heading">人気言語ランキング</h3>
          <QueryState {...langs}>
            <ol className="mfe-items-ranking">
              {langs.data?.map((r) => (
                <li key={r.tag.id} value={r.rank}>
                  <Link to={`/item/tag/${r.tag.id}`}>{r.tag.term}</Link> <span className="mfe-items-count">{r.count.toLocaleString('ja-JP')}件</span>
                </li>
              ))}
            </ol>
          </QueryState>
        </section>
        <section aria-labelledby="high-skill-heading">
          <h3 id="high-skill-heading">平均単価が高いスキル</h3>
          <QueryState {...high}>
            <ol className="mfe-items-ranking">
              {high.data?.skills.map((s) => (
                <li key={s.tag.id} value={s.rank}>
                  <Link to={`/item/tag/${s.tag.id}`}>{s.tag.term}</Link> <span className="mfe-items-count">平均{man(s.average_rate)}</span>
                </li>
              ))}
            </ol>
          </QueryState>
        </section>
        <section aria-labelledby="high-items-heading">
          <h3 id="high-items-heading">高単価案件</h3>
          <QueryState {...high}>
            <ol className="mfe-items-ranking">
              {high.data?.items.map((item) => (
                <li key={item.id}>
                  <Link to={`/item/detail/${item.id}`}>{item.name}</Link> <span className="mfe-items-count">{item.rate_detail}</span>
                </li>
              ))}
            </ol>
          </QueryState>
        </section>
      </div>
    </section>
  );
}
