// Test-only re-exports for ConsidersPage.test.tsx.
import { readCookie } from '@er/api-client';
export { CONSIDER_COOKIE, CookieShortlistStorage, setShortlistStorage } from '@er/app-state';

export function readCookieForTest(): string | undefined {
  const v = readCookie(document.cookie, 'consider');
  return v === '' ? undefined : v;
}
