import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from '@er/router';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@er/api-client';
import { captureAdParams, followSessionWithShortlist, refreshSession, takeLinkToken } from '@er/app-state';
import { App } from './App';
import { RemoteLoaderProvider } from './components/RemoteSlot';
import { initRemotes, loadRemoteModule } from './remotes';
import { readServerRenderedState, reportRecoverableError } from './runtime/server-rendered';
import { readRuntimeConfig } from './runtime/config';
import { initGtm } from './runtime/gtm';
import { initFirebase } from './runtime/firebase';
import { installChunkGuard } from './runtime/chunk-guard';
import './host.css';

// A mailed link's secret leaves the address bar before anything can read or send the URL (analytics, the
// router's first location); the link page gets it from memory.
takeLinkToken();
// SPEC §1/§9: settings injected by the server; GTM and Firebase only when configured.
const runtime = readRuntimeConfig();
initGtm(runtime.gtmId);
initFirebase(runtime.firebase).catch((e) => console.error('[mfe_host] firebase unavailable', e));
installChunkGuard();

// Start fetching /mf-remotes.json at once; the shell renders without waiting for it, and a
// failure only shows the error panel where remotes would render.
initRemotes().catch((e) => console.error('[mfe_host] remote map unavailable', e));
// Issue 13: a member's shortlist lives on the server; at login the cookie's listings are merged into it.
followSessionWithShortlist();
void refreshSession();
// Issue 12: ad parameters (gclid, utm_*) arrive on the first page of a visit; kept until a sign-up sends them.
captureAdParams(window.location);

const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
// Issue 17: a server-rendered page comes with the answers it was rendered from; starting from them, the first
// render is the server's markup and asks the API nothing again.
const serverRendered = readServerRenderedState();
if (serverRendered) hydrate(queryClient, serverRendered);

// A data router with one catch-all route, only for React Router's scroll restoration (issue 11): a new page
// starts at the top, back/forward restores the position the visitor left (kept per history entry, also
// across reloads in sessionStorage). The site's routes are still dispatched by App from the declared routes,
// and remotes render their own <Routes> below it with full paths.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <RemoteLoaderProvider value={loadRemoteModule}>
        <ScrollRestoration />
        <App runtime={runtime} />
      </RemoteLoaderProvider>
    ),
  },
]);

// The same tree as server.tsx renders.
const tree = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
// Hydrated as a transition: React then yields to the browser every few milliseconds instead of hydrating the
// whole page in one long task (a phone stays responsive to a tap meanwhile; the markup is already on screen).
if (serverRendered) startTransition(() => void hydrateRoot(root, tree, { onRecoverableError: reportRecoverableError }));
else createRoot(root).render(tree);
