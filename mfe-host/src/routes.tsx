// The one route table of the site. Remote-owned paths are dispatched to the remote's Routes
// (rendered outside any host <Route>, so the remote matches the full pathname): they are each remote's
// `routes` in the registry (packages/contracts/remotes.js), never listed here. Every other path is a
// host page. Adding a host page is one line here. Host pages other than the top page are
// separate chunks (`hostPage`), which the route preloader fetches ahead of navigation (SPEC §9).
import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { RemoteRoutesId } from '@er/contracts';
import { remotes } from '@er/contracts/remotes';
import { TopPage } from './pages/TopPage';

type PageModule = { default: ComponentType };
export type RouteEntry =
  | { path: string; page: ComponentType; preload?: () => Promise<unknown> }
  | { path: string; remote: RemoteRoutesId };

function hostPage(load: () => Promise<PageModule>) {
  return { page: lazy(load), preload: load };
}

export const ROUTE_TABLE: RouteEntry[] = [
  { path: '/', page: TopPage },
  { path: '/lp1', ...hostPage(() => import('./pages/Lp1Page')) },
  { path: '/lp2', ...hostPage(() => import('./pages/Lp2Page')) },
  { path: '/lp3', ...hostPage(() => import('./pages/Lp3Page')) },
  { path: '/flow', ...hostPage(() => import('./pages/FlowPage')) },
  { path: '/about', ...hostPage(() => import('./pages/AboutPage')) },
  { path: '/terms', ...hostPage(() => import('./pages/TermsPage')) },
  { path: '/privacy', ...hostPage(() => import('./pages/PrivacyPage')) },
  { path: '/question', ...hostPage(() => import('./pages/QuestionPage')) },
  { path: '/zeirishi', ...hostPage(() => import('./pages/ZeirishiPage')) },
  { path: '/zeirishi/confirm', ...hostPage(() => import('./pages/ZeirishiConfirmPage')) },
  { path: '/zeirishi/comp', ...hostPage(() => import('./pages/ZeirishiCompPage')) },
  { path: '/introduce', ...hostPage(() => import('./pages/IntroducePage')) },
  { path: '/company-profile', ...hostPage(() => import('./pages/CompanyProfilePage')) },
  { path: '/about-free-engineer', ...hostPage(() => import('./pages/AboutFreeEngineerPage')) },
  { path: '/engineers-guide-to-success', ...hostPage(() => import('./pages/GuidePage')) },
  { path: '/engineers-guide-to-success/thanks', ...hostPage(() => import('./pages/GuideThanksPage')) },
  { path: '/column/', ...hostPage(() => import('./pages/ColumnPage')) },
  { path: '/front-news/detail/:id', ...hostPage(() => import('./pages/NewsDetailPage')) },
  { path: '/company', ...hostPage(() => import('./pages/CompanyContactPage')) },
  { path: '/company/confirm', ...hostPage(() => import('./pages/CompanyContactConfirmPage')) },
  { path: '/company/comp', ...hostPage(() => import('./pages/CompanyContactCompPage')) },
  { path: '/contact', ...hostPage(() => import('./pages/ContactPage')) },
  { path: '/contact/confirm', ...hostPage(() => import('./pages/ContactConfirmPage')) },
  { path: '/contact/comp', ...hostPage(() => import('./pages/ContactCompPage')) },
  { path: '/dev/ui', ...hostPage(() => import('./pages/DevUiPage')) },
  // Every registered remote's `./Routes` (typecheck holds the registry to RemoteModules, so the id exists).
  ...remotes.flatMap((r) => r.routes.map((path) => ({ path, remote: `${r.name}/Routes` as RemoteRoutesId }))),
];

/** The entry that owns a pathname, or undefined (→ 404). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((r) => matchPath({ path: r.path, end: true }, pathname));
}
