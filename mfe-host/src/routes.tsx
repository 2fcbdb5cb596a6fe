// The one route table of the site. Remote-owned paths are dispatched to the remote's Routes
// (rendered outside any host <Route>, so the remote matches the full pathname); every other
// path is a host page. Adding a host page is one line here (e.g. { path: '/flow', page: FlowPage }).
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { RemoteModuleId } from '@er/contracts';
import { TopPage } from './pages/TopPage';

export type RouteEntry = { path: string; page: ComponentType } | { path: string; remote: RemoteModuleId };

export const ROUTE_TABLE: RouteEntry[] = [
  { path: '/', page: TopPage },
  // mfe_items
  { path: '/item/*', remote: 'mfe_items/Routes' },
  { path: '/considers', remote: 'mfe_items/Routes' },
  { path: '/user-skill-matching-item', remote: 'mfe_items/Routes' },
  // mfe_account
  { path: '/login', remote: 'mfe_account/Routes' },
  { path: '/logout', remote: 'mfe_account/Routes' },
  { path: '/user/*', remote: 'mfe_account/Routes' },
  { path: '/entry/*', remote: 'mfe_account/Routes' },
  // mfe_admin
  { path: '/admin/*', remote: 'mfe_admin/Routes' },
  // Host pages still to come (another issue) fall through to the 404 page:
  // /flow, /about, /terms, /privacy, /question, /zeirishi, /company-profile, /about-free-engineer, /company, /contact, ...
];

/** The entry that owns a pathname, or undefined (→ 404). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((r) => matchPath({ path: r.path, end: true }, pathname));
}
