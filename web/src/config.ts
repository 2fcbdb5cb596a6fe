import { remotes, serverKeySetting, serverSetting } from '@er/contracts/remotes';
import {
  ConfigError,
  checkProductionTransport,
  parseBaseUrl,
  parseBoolean,
  parseFirebase,
  parseGtmId,
  parseInteger,
  parseListenHost,
  parsePort,
  parseSite,
  parseTrustProxy,
  parseUrl,
  raw,
  type Env,
  type NodeEnv,
} from '@er/server-kit/settings';
import * as path from 'node:path';

/**
 * The web server's settings: what it needs to serve and render pages, and nothing of the API's secrets. It never
 * reads a database URL, the JWT secret, Redis or mail settings (a test starts it with none of them; `npm start`
 * hands it only the settings below: WEB_SETTINGS).
 */
export interface WebConfig {
  nodeEnv: NodeEnv;
  port: number;
  host?: string;
  /** The site's public address (canonical URLs, sitemap, share previews); no trailing slash. */
  appUrl: string;
  /** Where this server reaches the API (its data calls, page meta, the sitemap's entries); no trailing slash. */
  apiUrl: string;
  /**
   * Forward the API's paths (/api, /sanctum, /dev tools) to API_URL: the one-port site of `npm start`. Off where a
   * proxy in front routes them (compose's nginx).
   */
  proxyApi: boolean;
  /** Who may tell this server the visitor's address in X-Forwarded-For (the proxy in front). */
  trustProxy: boolean | number | string[];
  /** Whether cookies are Secure and `__Host-` prefixed (APP_URL is https). */
  secureCookies: boolean;
  /** The folder holding mfe-host/dist and each remote's <dir>/dist (the repository root by default). */
  staticRoot: string;
  /** Where the browser loads each remote from (REMOTE_*_URL), by container name; ends with `/`. */
  remoteUrls: Readonly<Record<string, string>>;
  /** Where this server reads a remote's build, when not where the browser does (REMOTE_*_SERVER_URL). */
  remoteServerUrls: Readonly<Partial<Record<string, string>>>;
  /**
   * The public keys a remote's server build must be signed with (REMOTE_*_SERVER_KEY, comma-separated for a key
   * rotation); none set: outside production the machine's development key (var/keys), in production the remote is
   * rendered in the browser only.
   */
  remoteServerKeys: Readonly<Partial<Record<string, string[]>>>;
  gtmId?: string;
  firebase?: { apiKey: string; authDomain: string; projectId: string };
  companyLicenseNumber?: string;
  sourceMapsPublic: boolean;
  /** Each server render is given this long; what is not ready then is rendered by the browser. */
  renderTimeoutMs: number;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
}

/**
 * Every setting the web server reads: `npm start` (scripts/serve.mjs) passes the web server these and no others,
 * so no secret of the API reaches its process.
 */
export const WEB_SETTINGS: readonly string[] = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'APP_URL',
  'ALLOW_HTTP_APP_URL',
  'API_URL',
  'PROXY_API',
  'WEB_TRUST_PROXY',
  'INTERNAL_HTTP_HOSTS',
  'STATIC_ROOT',
  ...remotes.flatMap((r) => [r.setting, serverSetting(r), serverKeySetting(r)]),
  'GTM_ID',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'COMPANY_LICENSE_NUMBER',
  'SOURCE_MAPS_PUBLIC',
  'RENDER_TIMEOUT_MS',
  'LOG_LEVEL',
];

/** The repository root, from web/src or web/dist alike. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function loadWebConfig(env: Env): WebConfig {
  const port = parsePort('PORT', raw(env, 'PORT') ?? '3000');
  const { nodeEnv, appUrl } = parseSite(env, port);
  const apiUrlRaw = raw(env, 'API_URL');
  if (!apiUrlRaw) throw new ConfigError('API_URL', 'required: where the web server reaches the API (e.g. http://127.0.0.1:3100, http://api:3000)');
  const apiUrl = parseUrl('API_URL', apiUrlRaw, ['http', 'https']).replace(/\/+$/, '');
  const remoteUrls = Object.fromEntries(remotes.map((r) => [r.name, parseBaseUrl(r.setting, raw(env, r.setting) ?? r.defaultUrl)]));
  const remoteServerUrls = Object.fromEntries(
    remotes.flatMap((r) => {
      const value = raw(env, serverSetting(r));
      return value === undefined ? [] : [[r.name, parseBaseUrl(serverSetting(r), value)]];
    }),
  );
  const remoteServerKeys = Object.fromEntries(
    remotes.flatMap((r) => {
      const value = raw(env, serverKeySetting(r));
      return value === undefined ? [] : [[r.name, value.split(',').map((k) => k.trim()).filter(Boolean)]];
    }),
  );
  if (nodeEnv === 'production') {
    checkProductionTransport(
      env,
      appUrl,
      {
        API_URL: apiUrl,
        ...Object.fromEntries(remotes.map((r) => [r.setting, remoteUrls[r.name]])),
        ...Object.fromEntries(remotes.map((r) => [serverSetting(r), remoteServerUrls[r.name]])),
      },
      new Set(remotes.filter((r) => remoteServerUrls[r.name] === undefined).map((r) => r.setting)),
    );
  }
  const logLevel = raw(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'log');
  return {
    nodeEnv,
    port,
    host: parseListenHost(env),
    appUrl,
    apiUrl,
    proxyApi: parseBoolean('PROXY_API', raw(env, 'PROXY_API') ?? 'false'),
    trustProxy: parseTrustProxy(raw(env, 'WEB_TRUST_PROXY') ?? 'loopback', 'WEB_TRUST_PROXY'),
    secureCookies: appUrl.startsWith('https:'),
    staticRoot: path.resolve(raw(env, 'STATIC_ROOT') ?? REPO_ROOT),
    remoteUrls,
    remoteServerUrls,
    remoteServerKeys,
    gtmId: parseGtmId(raw(env, 'GTM_ID')),
    firebase: parseFirebase(env),
    companyLicenseNumber: raw(env, 'COMPANY_LICENSE_NUMBER'),
    sourceMapsPublic: parseBoolean('SOURCE_MAPS_PUBLIC', raw(env, 'SOURCE_MAPS_PUBLIC') ?? (nodeEnv === 'development' ? 'true' : 'false')),
    renderTimeoutMs: parseInteger('RENDER_TIMEOUT_MS', raw(env, 'RENDER_TIMEOUT_MS') ?? '2500', 100, 60_000),
    logLevel: (['error', 'warn', 'log', 'debug'] as const).find((l) => l === logLevel) ?? 'log',
  };
}
