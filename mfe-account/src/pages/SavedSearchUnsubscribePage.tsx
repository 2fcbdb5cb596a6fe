import { useState } from 'react';
import { Link, useLocation } from '@er/router';
import { LINK_TOKEN_GONE_MESSAGE, linkToken } from '@er/app-state';
import { api, formErrorMessage } from '@er/api-client';
import { Breadcrumb, ErrorPanel, Spinner } from '@er/ui';
import { InvalidLinkView } from '../components/InvalidLinkView';
import { useOnce } from '../hooks/useOnce';
import { memberCrumbs } from '../navigation/member-crumbs';

const CRUMBS = memberCrumbs('新着案件メールの配信停止');
const HEADING = '新着案件メールの配信停止';
const RETRY = { to: '/user', linkLabel: 'マイページで受け取り設定を変更する' };
const NO_TOKEN = 'この配信停止リンクは正しくありません。メールに記載のリンクをそのまま開くか、マイページで受け取り設定を変更してください。';

/**
 * /user/saved-search/unsubscribe?token=… — the unsubscribe link of the daily new-listing mail (issue 13).
 * Works without logging in (the signed token is the proof): the mail of that saved search (or, with the
 * mail's "all" link, every one of the member's) is turned off once per token and attempt (useOnce).
 */
export function SavedSearchUnsubscribePage() {
  const { token, gone } = linkToken(useLocation());
  const [attempt, setAttempt] = useState(0);
  const result = useOnce(token ? `saved-search-unsubscribe:${attempt}:${token}` : null, () => api.savedSearches.unsubscribeSavedSearchMail({ token }));

  if (!token) return <InvalidLinkView crumbs={CRUMBS} heading="配信停止のリンクが無効です" message={gone ? LINK_TOKEN_GONE_MESSAGE : NO_TOKEN} {...RETRY} />;
  if (!result) {
    return (
      <section>
        <Breadcrumb items={CRUMBS} />
        <h1>{HEADING}</h1>
        <Spinner label="配信を停止しています…" />
      </section>
    );
  }
  if (result.error?.code === 'SAVED_SEARCH_UNSUBSCRIBE_INVALID') {
    return <InvalidLinkView crumbs={CRUMBS} heading="配信停止のリンクが無効です" message={result.error.message} {...RETRY} />;
  }
  if (result.error || !result.data) {
    return (
      <section>
        <Breadcrumb items={CRUMBS} />
        <h1>配信を停止できませんでした</h1>
        <ErrorPanel message={result.error ? formErrorMessage(result.error) : '通信に失敗しました。'} onRetry={() => setAttempt((n) => n + 1)} />
      </section>
    );
  }
  const { scope, label } = result.data;
  return (
    <section>
      <Breadcrumb items={CRUMBS} />
      <h1>新着案件メールの配信を停止しました</h1>
      <p role="status">
        {scope === 'member'
          ? '保存したすべての検索条件について、新着案件のお知らせメールを停止しました。'
          : label
            ? `検索条件「${label}」の新着案件のお知らせメールを停止しました。`
            : 'この検索条件の新着案件のお知らせメールを停止しました。'}
      </p>
      <p>保存した検索条件はそのまま残っています。メールをまた受け取りたいときや条件を削除したいときは、マイページの「保存した検索条件」から変更できます。</p>
      <p>
        <Link to="/user">マイページへ</Link>
      </p>
    </section>
  );
}
