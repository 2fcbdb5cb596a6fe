import { useSyncExternalStore } from 'react';
import { createStore } from './store';
import { api, type components } from '@er/api-client';

/** SPEC §3 stored session info. Logged in means id !== 0. */
export interface SessionInfo {
  login_token: string;
  id: number;
  last_name: string;
  first_name: string;
  login_id: string;
}

export const LOGGED_OUT: SessionInfo = Object.freeze({
  login_token: '',
  id: 0,
  last_name: '',
  first_name: '',
  login_id: '',
});

/** GET /api/front/member-login-check */
export type MemberLoginCheck = components['schemas']['MemberLoginCheckResponseDto'];

const sessionStore = createStore<SessionInfo>(LOGGED_OUT);

export function isLoggedIn(s: SessionInfo): boolean {
  return s.id !== 0;
}

export function setSession(next: Partial<SessionInfo> | null): void {
  sessionStore.set(next ? { ...LOGGED_OUT, ...next } : LOGGED_OUT);
}

/** Called on every session change (login, logout, refresh). */
export function subscribeSession(listener: () => void): () => void {
  return sessionStore.subscribe(listener);
}

export function getSession(): SessionInfo {
  return sessionStore.get();
}

async function defaultCheck(): Promise<MemberLoginCheck> {
  const { data, error } = await api.memberAuth.memberLoginCheck();
  if (error) throw new Error(`member-login-check failed: ${error.statusCode} ${error.message}`);
  return data;
}

/**
 * Refresh the session from the server. A failed check leaves the session as it was
 * (a flaky network must not log the member out).
 */
export async function refreshSession(check: () => Promise<MemberLoginCheck> = defaultCheck): Promise<SessionInfo> {
  try {
    const res = await check();
    if (res.logged_in && res.user) {
      setSession({ ...res.user, login_token: sessionStore.get().login_token });
    } else {
      setSession(null);
    }
  } catch (e) {
    console.warn('[app-state] session refresh failed', e);
  }
  return sessionStore.get();
}

export function useSession(): { session: SessionInfo; loggedIn: boolean } {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => LOGGED_OUT);
  return { session, loggedIn: isLoggedIn(session) };
}
