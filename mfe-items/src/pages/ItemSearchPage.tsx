import { Breadcrumb } from '@er/ui';
import { ItemList } from '../components/ItemList';
import { QueryState } from '../components/QueryState';
import { useNewItems } from '../hooks/useNewItems';

/** /item/search — first version: the newest listings (keyword search comes with its endpoint). */
export function ItemSearchPage() {
  const query = useNewItems(20);
  return (
    <section>
      <Breadcrumb items={[{ label: '案件一覧' }]} />
      <h1>案件一覧</h1>
      <QueryState {...query}>
        {query.data?.length ? <ItemList items={query.data} /> : <p className="er-empty">該当する案件が見つかりませんでした。</p>}
      </QueryState>
    </section>
  );
}
