/** Where a login goes when `next` is missing or not a path of this site. */
export const HOME_PATH = '/';

/** Any origin will do: a path is same-site when resolving it against one keeps that origin. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/** '//host' and '/\host' are network-path references: browsers read both as another host. */
const NETWORK_PATH = /^\/[/\\]/;
/** URL parsers drop tabs and newlines anywhere ('/\t/evil.com' is '//evil.com'), so any control character is refused. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The path `/login?next=…` may send the member to after logging in: `next` itself (normalised) when it
 * is a path of this site — it starts with one '/', not '//' or '/\', carries no scheme or host and no
 * control character — and '/' otherwise, so a crafted login link cannot send a member to another site
 * (an open redirect).
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || NETWORK_PATH.test(next) || CONTROL.test(next)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a network path ('/.//evil.com' has the pathname '//evil.com').
  return NETWORK_PATH.test(path) ? HOME_PATH : path;
}
