import { Link } from '@er/router';
import { ErrorPanel, Spinner } from '@er/ui';
import { usePopularSearches } from '../hooks/queries';

/** The popular-search groups as tag links (/item/tag/{id}); used by the top page and the mega-menu. */
export function PopularSearchGroups({ headingLevel = 3, onNavigate }: { headingLevel?: 2 | 3; onNavigate?: () => void }) {
  const { data, isPending, isError, refetch } = usePopularSearches();
  if (isPending) return <Spinner />;
  if (isError) return <ErrorPanel onRetry={() => void refetch()} />;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="er-popular">
      {data.map((g) => (
        <section key={g.key} className="er-popular__group" aria-label={g.label}>
          <H className="er-popular__label">{g.label}</H>
          <ul className="er-popular__tags">
            {g.tags.map((t) => (
              <li key={t.id}>
                <Link to={`/item/tag/${t.id}`} onClick={onNavigate}>
                  {t.term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The よく検索されるワード block of the top page. */
export function PopularSearchesBlock() {
  return (
    <section className="er-section" aria-labelledby="popular-heading">
      <h2 id="popular-heading">よく検索されるワード</h2>
      <PopularSearchGroups headingLevel={3} />
    </section>
  );
}
