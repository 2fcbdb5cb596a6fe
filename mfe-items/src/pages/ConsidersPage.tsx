import { useEffect } from 'react';
import { Link } from '@er/router';
import { shortlist, useShortlist } from '@er/app-state';
import { Breadcrumb, ErrorPanel, Spinner } from '@er/ui';
import { ItemList } from '../components/ItemList';
import { useShortlistItems } from '../hooks/queries';

/**
 * /considers — the shortlisted listings (get-item-under-consideration-list) with the shared cards.
 * A removal (after the card's confirm) takes the card out of the list at once; the mark itself is
 * not flipped before that. Ids the API no longer knows are dropped from the shortlist quietly.
 */
export function ConsidersPage() {
  const { ids, count } = useShortlist();
  const query = useShortlistItems(ids);

  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    // Not placeholder data: the answer is for the current ids.
    const known = new Set(query.data.map((i) => i.id));
    for (const id of ids) if (!known.has(id)) void shortlist.remove(id);
  });

  const items = (query.data ?? []).filter((i) => ids.includes(i.id));
  let body;
  if (ids.length === 0 || (query.data && !query.isPlaceholderData && items.length === 0)) {
    body = (
      <div className="er-empty">
        <p>検討中の案件はまだありません。</p>
        <p>気になる案件の「☆ 検討する」を押すと、ここにまとめて表示されます。</p>
        <Link to="/item/search">案件を探す</Link>
      </div>
    );
  } else if (query.isPending) {
    body = <Spinner />;
  } else if (query.isError) {
    body = <ErrorPanel onRetry={() => void query.refetch()} />;
  } else {
    body = <ItemList items={items} keepMarkOnRemove />;
  }

  return (
    <section>
      <Breadcrumb items={[{ label: '検討中の案件' }]} />
      <h1>検討中の案件</h1>
      <p>
        検討中の案件：<strong>{count}</strong>件
      </p>
      {body}
    </section>
  );
}
