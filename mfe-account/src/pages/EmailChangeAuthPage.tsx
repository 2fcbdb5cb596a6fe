import { useState } from 'react';
import { Link, useLocation } from '@er/router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, formErrorMessage } from '@er/api-client';
import { LINK_TOKEN_GONE_MESSAGE, linkToken, setSession } from '@er/app-state';
import { Breadcrumb, ErrorPanel, Spinner } from '@er/ui';
import { InvalidLinkView } from '../components/InvalidLinkView';
import { useOnce } from '../hooks/useOnce';
import { loginPathFor } from '@er/contracts/routes';
import { memberCrumbs } from '../navigation/member-crumbs';

const CRUMBS = memberCrumbs('メールアドレスの再設定');
const RETRY = { to: '/user/edit/email', linkLabel: 'メールアドレスの変更をやり直す' };
const NO_TOKEN = 'このメールアドレス変更リンクは正しくありません。メールに記載のリンクをそのまま開くか、マイページからもう一度お手続きください。';

/** The change of `token` (used up by the call). It ends every session of the member, this browser's too. */
async function completeEmailChange(token: string, queryClient: QueryClient) {
  const result = await api.memberProfile.sendMailForChangeMailAuth({ token });
  if (result.data) {
    setSession(null);
    // The old profile (old address) must not be shown to whoever logs in next in this tab.
    queryClient.removeQueries({ queryKey: api.memberProfile.getUserInfo.key() });
  }
  return result;
}

/**
 * /user/edit/email/auth?token=… — the link of the e-mail change mail (SPEC §2 e-mail re-setting; the
 * anti-forgery cookie is fetched first by CsrfGate). The link works once, so the call is made once per token
 * and attempt (useOnce), however often React runs the effect. It may be opened logged out, or in another browser.
 */
export function EmailChangeAuthPage() {
  const { token, gone } = linkToken(useLocation());
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const result = useOnce(token ? `email-change:${attempt}:${token}` : null, () => completeEmailChange(token, queryClient));

  if (!token) return <InvalidLinkView crumbs={CRUMBS} heading="メールアドレス変更のリンクが無効です" message={gone ? LINK_TOKEN_GONE_MESSAGE : NO_TOKEN} {...RETRY} />;
  if (!result) {
    return (
      <section>
        <Breadcrumb items={CRUMBS} />
        <h1>メールアドレスの再設定</h1>
        <Spinner label="メールアドレスを変更しています…" />
      </section>
    );
  }
  if (result.error?.code === 'EMAIL_CHANGE_LINK_INVALID') {
    return <InvalidLinkView crumbs={CRUMBS} heading="メールアドレス変更のリンクが無効です" message={result.error.message} {...RETRY} />;
  }
  // The new address was registered by someone else after the link was sent: the change cannot happen.
  const taken = result.error?.errors?.email;
  if (taken?.length) {
    return <InvalidLinkView crumbs={CRUMBS} heading="メールアドレスを変更できませんでした" message={taken.join(' ')} {...RETRY} />;
  }
  if (result.error) {
    return (
      <section>
        <Breadcrumb items={CRUMBS} />
        <h1>メールアドレスを変更できませんでした</h1>
        <ErrorPanel message={formErrorMessage(result.error)} onRetry={() => setAttempt((n) => n + 1)} />
      </section>
    );
  }
  return (
    <section>
      <Breadcrumb items={CRUMBS} />
      <h1>メールアドレスを変更しました</h1>
      <p>
        ログインIDが <strong>{result.data.email}</strong> に変わりました。
      </p>
      <p>セキュリティのため、この端末を含むすべての端末でログアウトしました。新しいメールアドレスでログインし直してください。</p>
      <p>
        <Link to={loginPathFor({ pathname: '/user' })}>新しいメールアドレスでログインする</Link>
      </p>
    </section>
  );
}
