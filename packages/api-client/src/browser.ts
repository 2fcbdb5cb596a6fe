// The one client instance the browser apps share (@er/api-client is a Module Federation singleton,
// see packages/mf-config), so the host and every remote prime the anti-forgery cookie once.
// Same origin, cookies sent (the member/admin JWTs are HttpOnly cookies set at login).
import { createApiClient } from './client';

/** Server rendering (issue 17): where the API answers the render's own calls; '' in a browser (same origin). */
let serverOrigin = '';
/** Server rendering: headers of the render being made (whose visitor it is for), read at each call. */
let serverHeaders: () => Record<string, string> = () => ({});

/**
 * The server renderer (mfe-host/src/server.tsx) runs in the API process, where a path alone is no URL: its
 * calls go to the API's own address, with the headers `headers()` gives for the render in progress. Set once at
 * start; never in a browser.
 */
export function setServerApiOrigin(origin: string, headers: () => Record<string, string> = () => ({})): void {
  serverOrigin = origin.replace(/\/+$/, '');
  serverHeaders = headers;
}

export const api = createApiClient({
  fetch: (input, init) => {
    if (!serverOrigin || typeof input !== 'string' || !input.startsWith('/')) return globalThis.fetch(input, init);
    return globalThis.fetch(`${serverOrigin}${input}`, { ...init, headers: { ...(init?.headers as Record<string, string>), ...serverHeaders() } });
  },
});
