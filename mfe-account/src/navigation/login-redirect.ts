/**
 * /login?next=<path>: where a member-only page sends a visitor who is not logged in (the login page sends
 * them back to `next` afterwards, only when it is a path of this site: safe-next-path.ts).
 */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  return `/login?next=${encodeURIComponent(`${location.pathname}${location.search ?? ''}`)}`;
}
