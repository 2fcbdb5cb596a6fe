// The host's route table, derived from THE declaration of page routes (@er/contracts/routes): every route
// the host serves under this build's NODE_ENV, in declaration order, each either a host page (its component
// below, keyed by path) or the owning remote's `./Routes` (rendered outside any host <Route>, so the remote
// matches the full pathname). Paths are never listed here otherwise; a path no served route matches is the
// 404 page. Host pages other than the top page are separate chunks (`hostPage`), which the route preloader
// fetches ahead of navigation (SPEC §9).
import { lazy, type ComponentType } from 'react';
import type { RemoteRoutesId } from '@er/contracts';
import { routes, isServed, type RouteDeclaration } from '@er/contracts/routes';
import { matchPage } from '@er/site-meta';
import { TopPage } from './pages/TopPage';
import { readRuntimeConfig } from './runtime/config';

type PageModule = { default: ComponentType };
type HostPage = { page: ComponentType; preload?: () => Promise<unknown> };
export type RouteEntry = ({ path: string } & HostPage) | { path: string; remote: RemoteRoutesId };

function hostPage(load: () => Promise<PageModule>): HostPage {
  return { page: lazy(load), preload: load };
}

/**
 * The NODE_ENV whose routes this page serves: the server's (runtime config), so that the browser and the
 * server agree on what is a page whatever mode the bundle was built in; else the build's (webpack's mode,
 * 'test' under jest).
 */
export const SITE_ENV: string = readRuntimeConfig().nodeEnv ?? process.env.NODE_ENV ?? 'production';

/**
 * The component of every route the registry declares with owner 'host' (mfe-host/src/routes.test.tsx holds
 * the keys to the registry). A development-only page is a chunk of every build, loaded only where served.
 */
export const HOST_PAGES: Record<string, HostPage | undefined> = {
  '/': { page: TopPage },
  '/lp1': hostPage(() => import('./pages/Lp1Page')),
  '/lp2': hostPage(() => import('./pages/Lp2Page')),
  '/lp3': hostPage(() => import('./pages/Lp3Page')),
  '/flow': hostPage(() => import('./pages/FlowPage')),
  '/about': hostPage(() => import('./pages/AboutPage')),
  '/terms': hostPage(() => import('./pages/TermsPage')),
  '/privacy': hostPage(() => import('./pages/PrivacyPage')),
  '/question': hostPage(() => import('./pages/QuestionPage')),
  '/zeirishi': hostPage(() => import('./pages/ZeirishiPage')),
  '/zeirishi/confirm': hostPage(() => import('./pages/ZeirishiConfirmPage')),
  '/zeirishi/comp': hostPage(() => import('./pages/ZeirishiCompPage')),
  '/introduce': hostPage(() => import('./pages/IntroducePage')),
  '/company-profile': hostPage(() => import('./pages/CompanyProfilePage')),
  '/about-free-engineer': hostPage(() => import('./pages/AboutFreeEngineerPage')),
  '/engineers-guide-to-success': hostPage(() => import('./pages/GuidePage')),
  '/engineers-guide-to-success/thanks': hostPage(() => import('./pages/GuideThanksPage')),
  '/column/': hostPage(() => import('./pages/ColumnPage')),
  '/front-news/detail/:id': hostPage(() => import('./pages/NewsDetailPage')),
  '/company': hostPage(() => import('./pages/CompanyContactPage')),
  '/company/confirm': hostPage(() => import('./pages/CompanyContactConfirmPage')),
  '/company/comp': hostPage(() => import('./pages/CompanyContactCompPage')),
  '/contact': hostPage(() => import('./pages/ContactPage')),
  '/contact/confirm': hostPage(() => import('./pages/ContactConfirmPage')),
  '/contact/comp': hostPage(() => import('./pages/ContactCompPage')),
  '/dev/ui': hostPage(() => import('./pages/DevUiPage')),
};

/** The route table for a NODE_ENV: every served route, host page or remote. */
export function routeTable(nodeEnv: string): RouteEntry[] {
  return routes
    .filter((r) => isServed(r, nodeEnv))
    .flatMap((r): RouteEntry[] => {
      if (r.owner !== 'host') return [{ path: r.path, remote: `${r.owner}/Routes` as RemoteRoutesId }];
      const page = HOST_PAGES[r.path];
      return page ? [{ path: r.path, ...page }] : [];
    });
}

export const ROUTE_TABLE: RouteEntry[] = routeTable(SITE_ENV);

/**
 * The served route declaration of a pathname (its owner, layout and meta), or undefined (→ 404). Matched as
 * the server matches (@er/site-meta matchPage: a trailing slash is significant, so `/column` is not
 * `/column/`), not by react-router's looser matching, so that the browser and the server agree on what is a page.
 */
export function findDeclaredRoute(pathname: string): RouteDeclaration | undefined {
  const match = matchPage(pathname);
  return match && isServed(match.page, SITE_ENV) ? match.page : undefined;
}

/** The entry that owns a pathname, or undefined (→ 404). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const declared = findDeclaredRoute(pathname);
  return declared && ROUTE_TABLE.find((r) => r.path === declared.path);
}
