import { Link, Navigate, useLocation } from '@er/router';
import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';
import { replyWithin } from '@er/site-meta/facts';
import { Breadcrumb, ItemCard, type Crumb } from '@er/ui';
import './entry.css';

const CRUMBS: Crumb[] = [{ label: 'エントリー完了' }];

/** What /entry/:id passes on when the entry is stored. */
export interface EntryCompletionState {
  entryId: number;
  itemId: number;
}

function completionState(state: unknown): EntryCompletionState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { entryId, itemId } = state as Partial<EntryCompletionState>;
  return typeof entryId === 'number' && typeof itemId === 'number' ? { entryId, itemId } : null;
}

/**
 * /entry/completion — SPEC §2 "Entry done" (§4 flow entry → entry completion): thanks, what happens next, the
 * way to the history, and listings like the one entered (get-recommended-items-list). Opened without an entry
 * just sent (a bookmark, a typed address: no entry in the navigation state, which a reload keeps) it would thank
 * for nothing: the member goes to the entry history, which says what was really sent.
 */
export function EntryCompletionPage() {
  const done = completionState(useLocation().state);
  if (!done) return <Navigate to="/user/entry" replace />;
  return (
    <section className="mfe-account-entry">
      <Breadcrumb items={CRUMBS} />
      <h1>エントリーが完了しました</h1>
      <p>エントリーいただき、ありがとうございます。</p>
      <p>
        受付確認のメールをお送りしました。担当コーディネーターが内容を確認し、{replyWithin}にご登録の連絡先へご連絡いたします。
      </p>
      <ul className="mfe-account-entry__next">
        <li>
          <Link to="/user/entry">エントリー履歴を見る</Link>
        </li>
        <li>
          <Link to="/item/search">ほかの案件を探す</Link>
        </li>
      </ul>
      <SimilarListings itemId={done.itemId} />
    </section>
  );
}

function SimilarListings({ itemId }: { itemId: number }) {
  const similar = useQuery({ ...api.items.getRecommendedItemsList.query({ item_id: itemId, limit: 6 }), select: (r) => r.items });
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section aria-labelledby="entry-similar-heading">
      <h2 id="entry-similar-heading">この案件に似た案件</h2>
      <ul className="er-item-list">
        {similar.data.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
