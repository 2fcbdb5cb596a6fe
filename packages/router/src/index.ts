/**
 * The part of React Router the front ends use, and the one they import (issue 17, first view). The router is a
 * Module Federation singleton, and a shared package is bundled whole — every export, since any remote might ask
 * for any — so sharing `react-router` itself put all of it in every page's first scripts: the data router, but
 * also its server runtime (request handlers, sessions, cookies) and RSC helpers, 52 KB with brotli. Sharing
 * this module instead lets webpack keep only what is re-exported here (30 KB). An app never imports
 * `react-router` directly (ESLint): that would bundle a second router whose context the shell's does not see.
 * The host's server entry is the exception: it takes the static handler from the copy the API provides.
 * Add a name here when an app needs it.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction } from 'react-router';
