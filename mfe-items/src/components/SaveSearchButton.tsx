import { useState } from 'react';
import { Link, useLocation } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, formErrorMessage, type GetSearchByKeywordListParams as SearchQuery, type StoreSavedSearchBody } from '@er/api-client';
import { useSession } from '@er/app-state';
import { loginPathFor } from '@er/contracts/routes';

export const SAVE_LABEL = 'この条件を保存';
export const SAVED_LABEL = '保存済み';
export const LOGIN_TO_SAVE_LABEL = 'ログインしてこの条件を保存';

/** The conditions of the page: its filters without paging, sort and 「新着」 (a saved search is about new listings anyway). */
export function conditionsOf(query: SearchQuery, tagId?: number): StoreSavedSearchBody {
  const { page: _p, per_page: _pp, sort: _s, new: _n, ...filters } = query;
  return tagId === undefined ? filters : { ...filters, tag_id: tagId };
}

/**
 * 「この条件を保存」 on /item/search and /item/tag/:id (issue 13): a logged-in member saves the current
 * conditions (store-saved-search) and may then follow them on my page with a daily new-listing mail; a
 * saved one shows 「保存済み」 (get-saved-search-exist, asked only when logged in); a visitor is sent to
 * /login?next=<this page>.
 */
export function SaveSearchButton({ query, tagId }: { query: SearchQuery; tagId?: number }) {
  // One control per set of conditions: what was said after saving one search is not carried to the next.
  return <SaveSearchControl key={JSON.stringify(conditionsOf(query, tagId))} query={query} tagId={tagId} />;
}

function SaveSearchControl({ query, tagId }: { query: SearchQuery; tagId?: number }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const conditions = conditionsOf(query, tagId);
  const exist = useQuery({ ...api.savedSearches.getSavedSearchExist.query(conditions), enabled: loggedIn, staleTime: 0 });
  const [state, setState] = useState<{ kind: 'idle' | 'saving' } | { kind: 'saved'; created: boolean } | { kind: 'error'; message: string }>({ kind: 'idle' });

  if (!loggedIn) {
    return (
      <p className="mfe-items-save-search">
        <Link className="er-button er-button--secondary er-button--small" to={loginPathFor(location)}>
          {LOGIN_TO_SAVE_LABEL}
        </Link>
      </p>
    );
  }

  const save = async () => {
    if (state.kind === 'saving') return;
    setState({ kind: 'saving' });
    const { data, error } = await api.savedSearches.storeSavedSearch(conditions);
    if (error || !data) {
      setState({ kind: 'error', message: error ? formErrorMessage(error) : '保存できませんでした。時間をおいて再度お試しください。' });
      return;
    }
    queryClient.setQueryData(api.savedSearches.getSavedSearchExist.key(conditions), { saved: true, id: data.saved_search.id });
    void queryClient.invalidateQueries({ queryKey: api.savedSearches.getSavedSearchList.key() });
    setState({ kind: 'saved', created: data.created });
  };

  const saved = state.kind === 'saved' || exist.data?.saved === true;
  return (
    <div className="mfe-items-save-search">
      {saved ? (
        <button type="button" className="er-button er-button--secondary er-button--small" disabled>
          {SAVED_LABEL}
        </button>
      ) : (
        <button type="button" className="er-button er-button--secondary er-button--small" onClick={save} disabled={state.kind === 'saving' || exist.isPending}>
          {SAVE_LABEL}
        </button>
      )}
      {state.kind === 'saved' && (
        <p role="status" className="mfe-items-save-search__done">
          {state.created ? '検索条件を保存しました。新着案件を1日1回メールでお知らせします。' : 'この検索条件は保存済みです。'}
          <Link to="/user">マイページで確認する</Link>
        </p>
      )}
      {saved && state.kind !== 'saved' && <Link to="/user">マイページで確認する</Link>}
      {state.kind === 'error' && (
        <p role="alert" className="mfe-items-save-search__error">
          {state.message}
        </p>
      )}
    </div>
  );
}
