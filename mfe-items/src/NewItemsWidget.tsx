// Exposed as mfe_items/NewItemsWidget: the newest listings block of the top page.
import { Link } from '@er/router';
import type { NewItemsWidgetProps } from '@er/contracts';
import { BUILD_LABEL } from './build-label';
import { ItemList } from './components/ItemList';
import { QueryState } from './components/QueryState';
import { useNewItems } from './hooks/queries';

export default function NewItemsWidget({ limit = 8 }: NewItemsWidgetProps) {
  const query = useNewItems(limit);
  return (
    <section className="mfe-items-new" data-build-label={BUILD_LABEL} aria-labelledby="new-items-heading">
      <h2 id="new-items-heading">新着案件</h2>
      <QueryState {...query}>
        {query.data?.length ? <ItemList items={query.data} headingLevel={3} /> : <p className="er-empty">新着案件はまだありません。</p>}
      </QueryState>
      <p>
        <Link to="/item/search">案件一覧を見る</Link>
      </p>
    </section>
  );
}
