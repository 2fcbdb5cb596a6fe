import { useState } from 'react';
import { Link, useLocation } from '@er/router';
import { api, formErrorMessage } from '@er/api-client';
import { LINK_TOKEN_GONE_MESSAGE, linkToken, setSession } from '@er/app-state';
import { Breadcrumb, ErrorPanel, Spinner } from '@er/ui';
import { InvalidLinkView } from '../components/InvalidLinkView';
import { useOnce } from '../hooks/useOnce';

const CRUMBS = [{ label: '無料会員登録', to: '/user/regist' }, { label: '会員登録完了' }];
const RESEND = { to: '/user/send/auth/mail', linkLabel: '認証メールを再送信する' };
const NO_TOKEN = 'この認証リンクは正しくありません。メールに記載のリンクをそのまま開くか、認証メールを再送信してください。';

/** The verification of `token` (used up by the call) and, when it works, the session it starts. */
async function completeRegistration(token: string) {
  const result = await api.memberRegistration.memberRegisterAuthMailComplete({ token });
  // The login token stays in the httpOnly cookie the API set (issue 9); SPEC §3's login_token is kept empty.
  if (result.data) setSession({ ...result.data.user, login_token: '' });
  return result;
}

/**
 * /user/regist/comp?token=… — the link of the verification mail (SPEC §4: sign-up → mail sent → complete).
 * The link works once, so the call is made once per token and attempt (useOnce), however often React runs
 * the effect; the member is logged in by it.
 */
export function RegistCompPage() {
  const { token, gone } = linkToken(useLocation());
  const [attempt, setAttempt] = useState(0);
  const result = useOnce(token ? `regist-comp:${attempt}:${token}` : null, () => completeRegistration(token));

  if (!token) return <InvalidLinkView crumbs={CRUMBS} heading="認証リンクが無効です" message={gone ? LINK_TOKEN_GONE_MESSAGE : NO_TOKEN} {...RESEND} />;
  if (!result) {
    return (
      <section>
        <Breadcrumb items={CRUMBS} />
        <h1>会員登録完了</h1>
        <Spinner label="会員登録を完了しています…" />
      </section>
    );
  }
  if (result.error?.code === 'REGISTRATION_LINK_INVALID') {
    return <InvalidLinkView crumbs={CRUMBS} heading="認証リンクが無効です" message={result.error.message} {...RESEND} />;
  }
  if (result.error) {
    return (
      <section>
        <Breadcrumb items={CRUMBS} />
        <h1>会員登録を完了できませんでした</h1>
        <ErrorPanel message={formErrorMessage(result.error)} onRetry={() => setAttempt((n) => n + 1)} />
      </section>
    );
  }
  return (
    <section>
      <Breadcrumb items={CRUMBS} />
      <h1>会員登録が完了しました</h1>
      <p>
        {result.data.user.last_name} {result.data.user.first_name} 様、エンジニアルートへのご登録ありがとうございます。ログインした状態になりました。
      </p>
      <ul>
        <li>
          <Link to="/user">マイページ</Link>
        </li>
        <li>
          <Link to="/item/search">案件を探す</Link>
        </li>
      </ul>
    </section>
  );
}
