import { createHash } from 'node:crypto';
import type { NodeEnv } from '@er/server-kit/settings';
import type { WebConfig } from '../config';

/** What the host reads at start from `<script id="runtime-config" type="application/json">` (SPEC §1, §9). */
export interface RuntimeConfig {
  gtmId: string | null;
  firebase: { apiKey: string; authDomain: string; projectId: string } | null;
  /** Identity of the served host build; compared with GET /api/front/build-info by the hourly update check. */
  buildId: string;
  /** COMPANY_LICENSE_NUMBER (the company page's licence row; null: no row). */
  companyLicenseNumber: string | null;
  /**
   * The server's NODE_ENV: the host serves the same routes as the server (@er/contracts/routes `env`: /dev/ui
   * only in development), whatever mode its bundle was built in (`npm start` runs production builds).
   */
  nodeEnv: NodeEnv;
}

/**
 * The host build's identity: the content hash in its main script's name (main.<hash>.js), else a
 * short hash of every script src in index.html (else of the whole file).
 */
export function hostBuildId(indexHtml: string): string {
  const srcs = [...indexHtml.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map((m) => m[1]);
  const main = srcs.map((s) => /(?:^|\/)main[.-]([0-9a-zA-Z]{6,})\.js$/.exec(s)).find(Boolean);
  if (main) return main[1];
  return createHash('sha256').update(srcs.length ? srcs.join('\n') : indexHtml).digest('hex').slice(0, 16);
}

export function runtimeConfig(config: Pick<WebConfig, 'gtmId' | 'firebase' | 'companyLicenseNumber' | 'nodeEnv'>, indexHtml: string): RuntimeConfig {
  return {
    gtmId: config.gtmId ?? null,
    firebase: config.firebase ?? null,
    buildId: hostBuildId(indexHtml),
    companyLicenseNumber: config.companyLicenseNumber ?? null,
    nodeEnv: config.nodeEnv,
  };
}

/** JSON safe inside a <script>: `<`, `>`, `&`, U+2028/2029 as \u escapes (same value once parsed). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const RUNTIME_CONFIG_RE = /<script\b[^>]*\bid=["']?runtime-config["']?[^>]*>[\s\S]*?<\/script>/gi;

/** Puts the runtime settings into the served index.html (replacing one the build may carry) before </head>. */
export function injectRuntimeConfig(html: string, value: RuntimeConfig): string {
  const tag = `<script id="runtime-config" type="application/json">${scriptSafeJson(value)}</script>`;
  const out = html.replace(RUNTIME_CONFIG_RE, '');
  return /<\/head>/i.test(out) ? out.replace(/<\/head>/i, () => `${tag}</head>`) : `${tag}${out}`;
}
