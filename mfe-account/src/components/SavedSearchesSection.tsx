import { useState } from 'react';
import { Link } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, formErrorMessage, type GetSavedSearchListResponse, type Schemas } from '@er/api-client';
import { Card, FlashMessage, Spinner, useFlash } from '@er/ui';
import './saved-searches.css';

export type SavedSearch = Schemas['SavedSearchDto'];
export const MAIL_TOGGLE_LABEL = '新着案件をメールで受け取る（1日1回）';
export const CONFIRM_DELETE_SEARCH = 'この検索条件を削除しますか？';

/**
 * 保存した検索条件 on my page (issue 13): each saved search's label linking to its search, the daily
 * new-listing mail switch (update-saved-search-mail) and 削除 after a confirm (delete-saved-search).
 * Failures flash for 2000 ms like the page's other sections (SPEC §8, §9).
 */
export function SavedSearchesSection() {
  const queryClient = useQueryClient();
  const list = useQuery({ ...api.savedSearches.getSavedSearchList.query() });
  const { flash, show } = useFlash();
  const [busy, setBusy] = useState<number | null>(null);
  const key = api.savedSearches.getSavedSearchList.key();
  const setList = (update: (items: SavedSearch[]) => SavedSearch[]) =>
    queryClient.setQueryData<GetSavedSearchListResponse>(key, (old) => (old ? { ...old, saved_searches: update(old.saved_searches) } : old));

  const toggleMail = async (s: SavedSearch, on: boolean) => {
    setBusy(s.id);
    const { data, error } = await api.savedSearches.updateSavedSearchMail({ id: s.id, mail_enabled: on });
    setBusy(null);
    if (error || !data) return show(error ? formErrorMessage(error) : '変更できませんでした', { failure: true });
    setList((items) => items.map((i) => (i.id === s.id ? data.saved_search : i)));
    show(on ? `「${s.label}」の新着案件メールを受け取ります` : `「${s.label}」の新着案件メールを停止しました`);
  };

  const remove = async (s: SavedSearch) => {
    if (!window.confirm(CONFIRM_DELETE_SEARCH)) return;
    setBusy(s.id);
    const { data, error } = await api.savedSearches.deleteSavedSearch({ id: s.id });
    setBusy(null);
    if (error && error.code !== 'SAVED_SEARCH_NOT_FOUND') return show(formErrorMessage(error), { failure: true });
    if (data) queryClient.setQueryData<GetSavedSearchListResponse>(key, data);
    else setList((items) => items.filter((i) => i.id !== s.id));
    show('検索条件を削除しました');
  };

  return (
    <Card aria-labelledby="mypage-saved-searches" className="mfe-account-saved-searches">
      <h2 id="mypage-saved-searches">保存した検索条件</h2>
      <FlashMessage flash={flash} />
      {list.isPending ? (
        <Spinner label="保存した検索条件を読み込んでいます…" />
      ) : list.isError ? (
        <p role="alert">保存した検索条件を読み込めませんでした。時間をおいて再度お試しください。</p>
      ) : list.data.saved_searches.length === 0 ? (
        <p>
          保存した検索条件はありません。<Link to="/item/search">案件一覧</Link>やタグのページで「この条件を保存」を押すと、ここに表示され、新着案件をメールで受け取れます。
        </p>
      ) : (
        <>
          <ul className="mfe-account-saved-searches__list">
            {list.data.saved_searches.map((s) => (
              <li key={s.id} className="mfe-account-saved-searches__item">
                <Link to={s.search_path} className="mfe-account-saved-searches__label">
                  {s.label}
                </Link>
                <label className="mfe-account-saved-searches__mail">
                  <input type="checkbox" checked={s.mail_enabled} disabled={busy === s.id} onChange={(e) => void toggleMail(s, e.target.checked)} />
                  {MAIL_TOGGLE_LABEL}
                </label>
                <button type="button" className="er-button er-button--secondary er-button--small" disabled={busy === s.id} onClick={() => void remove(s)} aria-label={`「${s.label}」を削除`}>
                  削除
                </button>
              </li>
            ))}
          </ul>
          <p className="mfe-account-saved-searches__note">
            {list.data.saved_searches.length}件 / 最大{list.data.limit}件。新着案件のメールは、条件に合う案件が新しく掲載された日に1日1回お送りします。
          </p>
        </>
      )}
    </Card>
  );
}
