import { useEffect } from 'react';
import { Link, useLocation } from '@er/router';

/** SPEC §2/§8 error page: '指定されたページが見つかりませんでした。（{status}）' + a link to the top page. */
export function ErrorPage({ status }: { status: number }) {
  return (
    <section className="er-error-page">
      <h1>指定されたページが見つかりませんでした。（{status}）</h1>
      <p>
        <Link to="/">トップページへ戻る</Link>
      </p>
    </section>
  );
}

/**
 * The 404 page for an unmatched path. The host renders it for paths no app owns and every remote
 * renders it for its own unknown sub-paths (the not-found contract, see @er/contracts).
 * SPEC §8: the unmatched path creates the error 'Page not found: {path}', which is logged.
 */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(new Error(`Page not found: ${pathname}`));
  }, [pathname]);
  return <ErrorPage status={404} />;
}
