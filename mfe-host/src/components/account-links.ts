import { findRoute } from '../routes';
import { loginPathFor } from '@er/contracts/routes';

/**
 * SPEC §2's logged-in navigation names エントリー履歴 (/user/entry), which a later issue serves; until the route
 * declaration drops its `planned` flag the header shows no link to a 404 page, and then shows it by itself.
 */
export const loggedInLinks = (): [string, string][] =>
  (
    [
      ['/user/entry', 'エントリー履歴'],
      ['/user', 'マイページ'],
    ] as [string, string][]
  ).filter(([path]) => findRoute(path) !== undefined);

/** Pages a login should not come back to (the login and sign-up flows themselves). */
const NO_RETURN = /^\/(login|logout|user\/regist|user\/send|user\/password|user\/edit\/email\/auth)(\/|$)/;

/**
 * The header's ログイン link: back to the page the visitor was on after logging in (issue 12: the login page
 * accepts `next` when it is a same-site path); plain /login from the top page and from the account flows.
 */
export function loginHref(pathname: string, search: string): string {
  if (pathname === '/' || NO_RETURN.test(pathname)) return '/login';
  return loginPathFor({ pathname, search });
}
