// SPEC §1/§9: runtime settings injected by the server into index.html as
// <script id="runtime-config" type="application/json">{ gtmId, firebase, buildId, companyLicenseNumber, nodeEnv }</script>.
import type { FirebaseWebSettings } from '@er/contracts';

/** The one shape of the Firebase web settings (also what the host hands the remotes). */
export type FirebaseSettings = FirebaseWebSettings;
export interface RuntimeConfig {
  gtmId: string | null;
  firebase: FirebaseSettings | null;
  buildId: string | null;
  /** COMPANY_LICENSE_NUMBER: the company page's licence row, none while unset. */
  companyLicenseNumber: string | null;
  /** The server's NODE_ENV (which routes it serves: /dev/ui only in development), or null when not given. */
  nodeEnv: 'development' | 'production' | 'test' | null;
}

const EMPTY: RuntimeConfig = { gtmId: null, firebase: null, buildId: null, companyLicenseNumber: null, nodeEnv: null };
const NODE_ENVS = ['development', 'production', 'test'] as const;

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** What the server renderer (../server.tsx) was given: the settings it injects into the page it renders into. */
let serverRuntimeConfig: RuntimeConfig = EMPTY;

/** Server rendering: the settings of the page being rendered, read where there is no document. */
export function setServerRuntimeConfig(config: RuntimeConfig): void {
  serverRuntimeConfig = config;
}

/** Reads the injected settings; missing or malformed → nothing configured. */
export function readRuntimeConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): RuntimeConfig {
  if (!doc) return serverRuntimeConfig;
  const el = doc.getElementById('runtime-config');
  if (!el?.textContent) return EMPTY;
  try {
    const raw = JSON.parse(el.textContent) as Record<string, unknown>;
    const fb = raw.firebase as Record<string, unknown> | null | undefined;
    const firebase =
      fb && str(fb.apiKey) && str(fb.authDomain) && str(fb.projectId)
        ? { apiKey: str(fb.apiKey)!, authDomain: str(fb.authDomain)!, projectId: str(fb.projectId)! }
        : null;
    const gtmId = str(raw.gtmId);
    const nodeEnv = NODE_ENVS.find((e) => e === raw.nodeEnv) ?? null;
    return {
      gtmId: gtmId && /^GTM-[A-Z0-9]+$/.test(gtmId) ? gtmId : null,
      firebase,
      buildId: str(raw.buildId),
      companyLicenseNumber: str(raw.companyLicenseNumber),
      nodeEnv,
    };
  } catch {
    return EMPTY;
  }
}
