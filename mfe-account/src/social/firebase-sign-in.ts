// Firebase Authentication in the browser (issue 12): the SDK is its own chunk, loaded only when a member
// starts a social sign-in or comes back from one. The server verifies the ID token (never trust the client).
import type { FirebaseWebSettings } from '@er/contracts';
import type { SocialProvider } from './providers';

/** Why a sign-in came back: to log in on /login or to link the account on my page. */
export type SocialIntent = 'login' | 'link' | 'withdraw';

const PENDING_KEY = 'er.social.pending';

/** Phones get the redirect flow (popups are blocked or awkward there), desktops the popup (issue 12). */
export function prefersRedirect(win: Window = window): boolean {
  return win.matchMedia?.('(max-width: 599px)').matches || /Mobi|Android|iPhone|iPad/i.test(win.navigator.userAgent);
}

async function firebaseAuth(settings: FirebaseWebSettings) {
  const [{ initializeApp, getApps }, auth] = await Promise.all([import('@firebase/app'), import('@firebase/auth')]);
  const app = getApps()[0] ?? initializeApp(settings);
  return { auth, instance: auth.getAuth(app) };
}

function providerFor(auth: typeof import('@firebase/auth'), provider: SocialProvider) {
  switch (provider.firebaseId) {
    case 'google.com':
      return new auth.GoogleAuthProvider();
    case 'github.com':
      return new auth.GithubAuthProvider();
    case 'twitter.com':
      return new auth.TwitterAuthProvider();
    case 'facebook.com':
      return new auth.FacebookAuthProvider();
  }
}

/**
 * Signs in with the provider and resolves to the Firebase ID token; with the redirect flow the page goes
 * away and the token comes from `pendingRedirectToken` after the return (resolves null here).
 */
export async function signInForIdToken(settings: FirebaseWebSettings, provider: SocialProvider, intent: SocialIntent): Promise<string | null> {
  const { auth, instance } = await firebaseAuth(settings);
  const p = providerFor(auth, provider);
  if (prefersRedirect()) {
    sessionStorage.setItem(PENDING_KEY, intent);
    await auth.signInWithRedirect(instance, p);
    return null;
  }
  const result = await auth.signInWithPopup(instance, p);
  return result.user.getIdToken();
}

/** After a redirect sign-in: the ID token for `intent` when this page started one, else null (no SDK loaded). */
export async function pendingRedirectToken(settings: FirebaseWebSettings, intent: SocialIntent): Promise<string | null> {
  if (sessionStorage.getItem(PENDING_KEY) !== intent) return null;
  sessionStorage.removeItem(PENDING_KEY);
  const { auth, instance } = await firebaseAuth(settings);
  const result = await auth.getRedirectResult(instance);
  return result ? result.user.getIdToken() : null;
}

/** A sign-in the member closed or cancelled is not an error worth a message. */
export function isCancelled(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled';
}
