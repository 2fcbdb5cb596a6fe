import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@er/router';
import { hasErrorCode } from '@er/api-client';
import { setSession } from '@er/app-state';
import { Breadcrumb, ErrorPanel, Spinner, type Crumb } from '@er/ui';
import { useUserInfo, type UserInfo } from '../hooks/useUserInfo';
import { loginPathFor } from '@er/contracts/routes';

/**
 * The member-only pages (/user and below): shows `children` with the logged-in member's profile. The API is
 * the judge of "logged in" (the session store is empty until the host's first login check answers): a 401
 * from get-user-info clears the stored session and sends the visitor to /login?next=<this page>. Once the
 * profile is shown, a later refetch that fails (a network blip, a session ended in another tab) keeps the
 * page as it is, so nothing typed into a form is lost; the form's own post reports the problem.
 */
export function MemberGate({ crumbs, heading, children }: { crumbs: Crumb[]; heading: string; children: (user: UserInfo) => ReactNode }) {
  const user = useUserInfo();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedOut = user.data === undefined && hasErrorCode(user.error, 'UNAUTHENTICATED');
  const loginPath = loginPathFor(location);

  useEffect(() => {
    if (!loggedOut) return;
    setSession(null);
    navigate(loginPath, { replace: true });
  }, [loggedOut, loginPath, navigate]);

  if (user.data !== undefined) return <>{children(user.data)}</>;
  return (
    <section>
      <Breadcrumb items={crumbs} />
      <h1>{heading}</h1>
      {user.isError && !loggedOut ? (
        <ErrorPanel message="会員情報を読み込めませんでした。" onRetry={() => void user.refetch()} />
      ) : (
        <Spinner label="会員情報を読み込んでいます…" />
      )}
    </section>
  );
}
