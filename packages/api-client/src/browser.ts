// The one client instance the browser apps share (@er/api-client is a Module Federation singleton,
// see packages/mf-config), so the host and every remote prime the anti-forgery cookie once.
// Same origin, cookies sent (the member/admin JWTs are HttpOnly cookies set at login).
import { createApiClient } from './client';

/** Server rendering: where the API answers the render's own calls; '' in a browser (same origin). */
let serverOrigin = '';
/** Server rendering: headers of the render being made (whose visitor it is for), read at each call. */
let serverHeaders: () => Record<string, string> = () => ({});
/** Server rendering: how the render's calls are made (the web server's, which may answer from its shared cache). */
let serverFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export interface ServerApiOptions {
  /** Headers of the render in progress, read at each call. */
  headers?: () => Record<string, string>;
  /** Makes the calls (default: the global fetch). */
  fetch?: typeof fetch;
}

/**
 * The server renderer (mfe-host/src/server.tsx) runs in the web server, where a path alone is no URL: its calls go
 * to the API's address, with the headers `headers()` gives for the render in progress, through `fetch`. Set at
 * start; never in a browser.
 */
export function setServerApiOrigin(origin: string, options: ServerApiOptions = {}): void {
  serverOrigin = origin.replace(/\/+$/, '');
  serverHeaders = options.headers ?? (() => ({}));
  serverFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
}

export const api = createApiClient({
  fetch: (input, init) => {
    if (!serverOrigin || typeof input !== 'string' || !input.startsWith('/')) return globalThis.fetch(input, init);
    return serverFetch(`${serverOrigin}${input}`, { ...init, headers: { ...(init?.headers as Record<string, string>), ...serverHeaders() } });
  },
});
