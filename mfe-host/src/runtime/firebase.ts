// SPEC §1/§9: the BaaS client (Firebase) initialised at start-up from the three public settings.
// The SDK is a separate chunk loaded only when configured, so nothing is fetched when absent.
import type { FirebaseSettings } from './config';

export async function initFirebase(settings: FirebaseSettings | null): Promise<unknown> {
  if (!settings) return null;
  const { initializeApp, getApps } = await import('@firebase/app');
  return getApps()[0] ?? initializeApp(settings);
}
