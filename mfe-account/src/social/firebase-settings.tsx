import { createContext, useContext, type ReactNode } from 'react';
import type { FirebaseWebSettings } from '@er/contracts';

const FirebaseSettingsContext = createContext<FirebaseWebSettings | null>(null);

/** The Firebase web settings the host passes (RemoteRoutesProps.firebase), for the social sign-in pieces. */
export function FirebaseSettingsProvider({ settings, children }: { settings: FirebaseWebSettings | null | undefined; children: ReactNode }) {
  return <FirebaseSettingsContext.Provider value={settings ?? null}>{children}</FirebaseSettingsContext.Provider>;
}

/** null: Firebase is not configured, so no social sign-in is offered (issue 12). */
export function useFirebaseSettings(): FirebaseWebSettings | null {
  return useContext(FirebaseSettingsContext);
}
