// The one client instance the browser apps share (@er/api-client is a Module Federation singleton,
// see packages/mf-config), so the host and every remote prime the anti-forgery cookie once.
// Same origin, cookies sent (the member/admin JWTs are HttpOnly cookies set at login).
import { createApiClient } from './client';

export const api = createApiClient();
