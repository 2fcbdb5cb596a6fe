// The top page's hero (issue 11): the heading, the keyword search, the popular skills as chips and live
// figures from the API, so a visitor sees at a glance that the board is alive.
import { Link, useNavigate } from '@er/router';
import { KeywordSearch } from '@er/ui';
import { useCatalogFigures, usePopularSearches } from '../hooks/queries';
import { formatCount, formatManYen } from './figures-format';
import './top-hero.css';

/** The popular-search group the hero's chips come from (SPEC §2 よく検索されるワード: languages and skills). */
const SKILL_GROUP = 'language';
const MAX_SKILL_CHIPS = 10;

function SkillChips() {
  const { data } = usePopularSearches();
  // Loading or failed: no chips (the よく検索されるワード block below shows its own state).
  const group = data?.find((g) => g.key === SKILL_GROUP) ?? data?.[0];
  if (!group || group.tags.length === 0) return <div className="er-hero__skills" aria-hidden="true" />;
  return (
    <nav className="er-hero__skills" aria-label="人気のスキルから探す">
      <span className="er-hero__skills-label" aria-hidden="true">
        人気のスキル
      </span>
      <ul className="er-hero__chips">
        {group.tags.slice(0, MAX_SKILL_CHIPS).map((t) => (
          <li key={t.id}>
            <Link className="er-hero__chip" to={`/item/tag/${t.id}`}>
              {t.term}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Figure({ label, value }: { label: string; value?: string }) {
  return (
    <div className="er-hero__figure">
      <dt className="er-hero__figure-label">{label}</dt>
      <dd className="er-hero__figure-value">
        {value ?? <span className="er-hero__skeleton" aria-hidden="true" />}
      </dd>
    </div>
  );
}

/**
 * Figures exactly as the API answers them: while loading, empty placeholders of the same size (the
 * layout does not move when they arrive); on an error, none at all — never a made-up number.
 */
export function HeroFigures() {
  const { data, isPending, isError } = useCatalogFigures();
  if (isError) return null;
  return (
    <section className="er-hero__figures" aria-labelledby="hero-figures-heading" aria-busy={isPending}>
      <h2 id="hero-figures-heading" className="er-visually-hidden">
        現在の掲載状況
      </h2>
      <dl className="er-hero__figure-list">
        <Figure label="公開中の案件" value={data && formatCount(data.open_count)} />
        <Figure label={`新着（${data?.new_days ?? 7}日以内）`} value={data && formatCount(data.new_count)} />
        {data?.average_rate !== null && (
          <Figure label="平均月額単価" value={data?.average_rate != null ? formatManYen(data.average_rate) : undefined} />
        )}
      </dl>
    </section>
  );
}

export function TopHero() {
  const navigate = useNavigate();

  return (
    <section className="er-hero" aria-labelledby="top-heading">
      <div className="er-hero__inner">
        <h1 id="top-heading" className="er-hero__title">
          ITフリーランスエンジニアの案件・求人サイト
        </h1>
        <p className="er-hero__lead">
          エンジニアルートは、ITフリーランスエンジニアのための案件・求人サイトです。リモート可・週3日から・高単価など、
          あなたの働き方に合った案件をキーワードやスキルから探せます。
        </p>
        <KeywordSearch
          id="top-keyword"
          className="er-hero__search"
          placeholder="言語・スキル・職種（例：Java リモート）"
          onSearch={(keyword) => navigate(`/item/search?keyword=${encodeURIComponent(keyword)}`)}
        />
        <SkillChips />
        <HeroFigures />
      </div>
    </section>
  );
}
