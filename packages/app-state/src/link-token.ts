// The secret of a mailed link (password reset, e-mail change, sign-up verification, unsubscribe, a staff
// invite) arrives in the page's `?token=`. Left in the address bar it goes wherever the URL goes: analytics
// page views (GTM reads location), the history, a shared screenshot. So the host takes it out at start-up,
// before analytics runs, and keeps it in this module's memory for the page's own form; the link pages
// (declared with `linkToken`, @er/contracts/routes) read it from here. Never stored: a reload forgets it, and
// the page then says to open the mailed link again (LINK_TOKEN_GONE_MESSAGE).
import { isLinkTokenPath } from '@er/contracts/routes';
import { isSecretQueryKey } from '@er/contracts/secret-query';

/** sessionStorage: the path whose token was taken out in this tab (no secret), to tell a reload from a broken link. */
export const LINK_TOKEN_TAKEN_KEY = 'er-link-token-taken';

/** What a link page says when it is shown again (reload, back) after its token was taken out of the address bar. */
export const LINK_TOKEN_GONE_MESSAGE =
  '安全のため、リンクに含まれる確認用の情報はページを開いた時点でアドレスバーから消去しています。再読み込みや「戻る」で開き直したページでは使えませんので、お手数ですが、届いたリンクをもう一度開いてください。';

let kept: { pathname: string; token: string } | null = null;

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function normalized(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * At start-up, before analytics: on a link page, keeps `token` in memory and removes every secret-looking
 * parameter from the address bar (history.replaceState: no new history entry, no reload; the history state
 * is kept for the router). Other pages are left alone. Never throws.
 */
export function takeLinkToken(win: Window = window): string | null {
  try {
    const url = new URL(win.location.href);
    if (!isLinkTokenPath(url.pathname)) return null;
    const secrets = [...url.searchParams.keys()].filter(isSecretQueryKey);
    if (secrets.length === 0) return null;
    const token = url.searchParams.get('token');
    if (token) kept = { pathname: normalized(url.pathname), token };
    for (const key of new Set(secrets)) url.searchParams.delete(key);
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    session()?.setItem(LINK_TOKEN_TAKEN_KEY, normalized(url.pathname));
    return token;
  } catch {
    return null;
  }
}

/**
 * A link page's token: the one taken out of the address bar for this path, else a `token` still in the query
 * (a page reached without the host's start-up: a remote's own dev server, a test's in-app navigation).
 * `gone`: there is none because this tab already took it out once (a reload or a return to the page).
 */
export function linkToken(location: { pathname: string; search: string }): { token: string; gone: boolean } {
  const path = normalized(location.pathname);
  const token = (kept?.pathname === path ? kept.token : null) ?? new URLSearchParams(location.search).get('token') ?? '';
  if (token) return { token, gone: false };
  let gone = false;
  try {
    gone = session()?.getItem(LINK_TOKEN_TAKEN_KEY) === path;
  } catch {
    // blocked storage: the page's own wording for a link without a token
  }
  return { token: '', gone };
}

/** For tests: forget the kept token. */
export function resetLinkToken(): void {
  kept = null;
}
