// Exposed as mfe_items/PopularSearchesWidget: SPEC §2 よく検索されるワード (groups from the API).
import type { PopularSearchesWidgetProps } from '@er/contracts';
import { TagList } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { QueryState } from './components/QueryState';
import { usePopularSearchGroups } from './hooks/queries';
import './items.css';

export default function PopularSearchesWidget({ headingLevel = 2 }: PopularSearchesWidgetProps) {
  const query = usePopularSearchGroups();
  const H = `h${headingLevel}` as const;
  const G = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className="mfe-items-popular" data-build-label={BUILD_LABEL} aria-labelledby="popular-searches-heading">
      <H id="popular-searches-heading">よく検索されるワード</H>
      <QueryState {...query}>
        {query.data?.map((g) =>
          g.tags.length === 0 ? null : (
            <div key={g.key} className="mfe-items-popular__group">
              <G>{g.label}</G>
              <TagList label={g.label} tags={g.tags} />
            </div>
          ),
        )}
      </QueryState>
    </section>
  );
}
