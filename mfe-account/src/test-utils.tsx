// Test helpers: this remote's route tree at a route, with where it navigated to shown on the page.
import { StrictMode } from 'react';
import { useLocation } from '@er/router';
import { screen } from '@testing-library/react';
import { reply } from '../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../packages/ui/test/render';
import AccountRoutes from './Routes';
import { preloadPages } from './lazy-page';

// Every test file that renders the routes through these helpers starts with the pages' chunks loaded, so a page
// renders at once as the browser renders it once its chunk is in (lazy-page.ts).
beforeAll(() => preloadPages());

/** The answer of GET /sanctum/csrf-cookie (204, the cookie itself is set by the test). */
export const CSRF_COOKIE = { 'GET /sanctum/csrf-cookie': reply(204, undefined) };

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${pathname}${search}`}
    </div>
  );
}

/** Renders the remote at `route` in StrictMode (effects run twice, as in development). */
export function renderAccount(route: string) {
  return renderWithProviders(
    <StrictMode>
      <AccountRoutes />
      <LocationProbe />
    </StrictMode>,
    { route },
  );
}

/** The path (and query) the app is at now. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** The anti-forgery cookie the client echoes (so it does not fetch one before each post). */
export function withXsrfCookie() {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });
}

/** The JSON bodies posted to `path` (null for a post without one). */
export function postedTo(calls: { method: string; path: string; init?: RequestInit }[], path: string): unknown[] {
  return calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => (typeof c.init?.body === 'string' ? JSON.parse(c.init.body) : null));
}
