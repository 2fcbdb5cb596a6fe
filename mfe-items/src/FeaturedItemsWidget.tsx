// Exposed as mfe_items/FeaturedItemsWidget: the featured (pickup) listings block of the top page.
import { Link } from '@er/router';
import type { FeaturedItemsWidgetProps } from '@er/contracts';
import { BUILD_LABEL } from './build-label';
import { ItemList } from './components/ItemList';
import { QueryState } from './components/QueryState';
import { useFeaturedItems } from './hooks/queries';
import './items.css';

export default function FeaturedItemsWidget({ limit = 6 }: FeaturedItemsWidgetProps) {
  const query = useFeaturedItems(limit);
  return (
    <section className="mfe-items-featured" data-build-label={BUILD_LABEL} aria-labelledby="featured-items-heading">
      <h2 id="featured-items-heading">注目の案件</h2>
      <QueryState {...query}>
        {query.data?.length ? <ItemList items={query.data} headingLevel={3} /> : <p className="er-empty">注目の案件はまだありません。</p>}
      </QueryState>
      <p>
        <Link to="/item/search">案件一覧を見る</Link>
      </p>
    </section>
  );
}
