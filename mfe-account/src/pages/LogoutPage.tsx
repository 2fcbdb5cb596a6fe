import { useState } from 'react';
import { Link } from '@er/router';
import { api, formErrorMessage } from '@er/api-client';
import { setSession } from '@er/app-state';
import { Breadcrumb, ErrorPanel, Spinner } from '@er/ui';
import { useOnce } from '../hooks/useOnce';

/** Each visit of /logout (and each retry) logs out once. */
let visits = 0;

async function logOut() {
  const result = await api.memberAuth.memberLogout();
  // Only once the API has ended the session: a failed call leaves the member logged in, and says so.
  if (!result.error) setSession(null);
  return result;
}

/** /logout — ends the member's session (SPEC §2; the header's ログアウト links here). */
export function LogoutPage() {
  const [visit, setVisit] = useState(() => ++visits);
  const result = useOnce(`logout:${visit}`, logOut);
  return (
    <section>
      <Breadcrumb items={[{ label: 'ログアウト' }]} />
      {!result ? (
        <>
          <h1>ログアウト</h1>
          <Spinner label="ログアウトしています…" />
        </>
      ) : result.error ? (
        <>
          <h1>ログアウトできませんでした</h1>
          <ErrorPanel message={formErrorMessage(result.error)} onRetry={() => setVisit(++visits)} />
        </>
      ) : (
        <>
          <h1>ログアウトしました</h1>
          <p>ご利用ありがとうございました。</p>
          <ul>
            <li>
              <Link to="/">トップページ</Link>
            </li>
            <li>
              <Link to="/login">ログイン</Link>
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
