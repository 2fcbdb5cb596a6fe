import { Link } from 'react-router';
import { useShortlist } from '@er/app-state';
import { Breadcrumb } from '@er/ui';

/**
 * /considers — the shortlist. Until the API has an endpoint that returns listings by id
 * (item/get-consider-item-list), show the count and a way back to the search.
 */
export function ConsidersPage() {
  const { count } = useShortlist();
  return (
    <section>
      <Breadcrumb items={[{ label: '検討中の案件' }]} />
      <h1>検討中の案件</h1>
      <p>
        検討中の案件：<strong>{count}</strong>件
      </p>
      <div className="er-empty">
        {count === 0 ? <p>検討中の案件はまだありません。</p> : <p>検討中の案件の一覧は準備中です。</p>}
        <Link to="/item/search">案件を探す</Link>
      </div>
    </section>
  );
}
