import * as jwt from 'jsonwebtoken';
import type { PrincipalKind } from '../../src/modules/auth/auth.constants';
import { tokenSignOptions } from '../../src/modules/auth/session-tokens';
import type { TestApp } from './test-app';

/**
 * A session token as a login would issue it (same claims, secret and options), without the login: for
 * tests that call many routes as several principals. Sent as `Authorization: Bearer …`, which also skips
 * the anti-forgery check (bearer requests carry no ambient cookie, see common/security/csrf.ts).
 */
export function sessionToken(t: TestApp, kind: PrincipalKind, principal: { id: number; tokenVersion: number }, claims: { auth_time?: number } = {}): string {
  const { algorithm, issuer, audience, expiresIn } = tokenSignOptions(kind, 600);
  return jwt.sign({ ...claims, sub: principal.id, kind, ver: principal.tokenVersion }, t.config.jwtSecret, { algorithm, issuer, audience, expiresIn });
}

/** `{ Authorization: 'Bearer …' }` for a staff account or member (see sessionToken). */
export function bearer(t: TestApp, kind: PrincipalKind, principal: { id: number; tokenVersion: number }, claims: { auth_time?: number } = {}): { Authorization: string } {
  return { Authorization: `Bearer ${sessionToken(t, kind, principal, claims)}` };
}
