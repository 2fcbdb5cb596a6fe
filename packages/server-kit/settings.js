'use strict';
// Settings of the server processes (the API and its worker in api/, the web server in web/): each process reads
// only the settings it needs, with these parsers, so a bad value stops any of them with the same one-line message.
const { isIP } = require('node:net');

/** A bad or missing setting: the message names it, so a process stops with one line an operator can act on. */
class ConfigError extends Error {
  constructor(setting, problem) {
    super(`Invalid setting ${setting}: ${problem}`);
    this.name = 'ConfigError';
    this.setting = setting;
  }
}

/** Empty strings count as "not set", so `FOO=` in a .env file means the default. */
function raw(env, name) {
  const value = env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function parsePort(name, value) {
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `expected an integer from 1 to 65535, got "${value}"`);
  const port = Number(value);
  if (port < 1 || port > 65535) throw new ConfigError(name, `expected an integer from 1 to 65535, got "${value}"`);
  return port;
}

function parseInteger(name, value, min, max) {
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `expected an integer from ${min} to ${max}, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new ConfigError(name, `expected an integer from ${min} to ${max}, got "${value}"`);
  return n;
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

function parseBoolean(name, value) {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new ConfigError(name, `expected true/false (or 1/0, yes/no, on/off), got "${value}"`);
}

/** Never echo credentials from a URL into logs. */
function redact(value) {
  return value.replace(/\/\/[^@/]*@/, '//***@');
}

/** A URL whose scheme is one of `schemes` (without the colon) and that has a host. */
function parseUrl(name, value, schemes) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `not a valid URL: "${redact(value)}"`);
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (!schemes.includes(scheme)) {
    throw new ConfigError(name, `expected a ${schemes.map((s) => `${s}://`).join(' or ')} URL, got "${scheme}://..."`);
  }
  if (!url.hostname) throw new ConfigError(name, 'the URL has no host');
  return value;
}

/** A remote base URL: absolute http(s) or a root-relative path; always ends with a slash. */
function parseBaseUrl(name, value) {
  const withSlash = value.endsWith('/') ? value : `${value}/`;
  if (withSlash.startsWith('/') && !withSlash.startsWith('//')) return withSlash;
  parseUrl(name, withSlash, ['http', 'https']);
  return withSlash;
}

function oneOf(name, value, allowed) {
  if (allowed.includes(value)) return value;
  throw new ConfigError(name, `expected one of ${allowed.join(', ')}, got "${value}"`);
}

/**
 * TRUST_PROXY: `false`/`0` (no proxy: the socket address is the client), a hop count (`1` = one proxy in
 * front), or a comma list of addresses, CIDRs and Express names (`loopback`, `linklocal`, `uniquelocal`).
 */
function parseTrustProxy(value, name = 'TRUST_PROXY') {
  const word = value.trim().toLowerCase();
  if (FALSE_WORDS.includes(word)) return false;
  if (/^\d+$/.test(word)) return parseInteger(name, word, 0, 20);
  const list = value.split(',').map((v) => v.trim()).filter(Boolean);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/');
    const ok = named.includes(entry) || (extra === undefined && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!ok) throw new ConfigError(name, `expected false, a hop count, or addresses/CIDRs/loopback, got "${entry}"`);
  }
  if (list.length === 0) throw new ConfigError(name, 'empty list');
  return list;
}

/** SPEC §1: the container id is "GTM-" followed by uppercase letters or digits. */
function parseGtmId(value) {
  if (value !== undefined && !/^GTM-[A-Z0-9]+$/.test(value)) {
    throw new ConfigError('GTM_ID', `expected GTM- followed by uppercase letters or digits (e.g. GTM-ABC1234), got "${value}"`);
  }
  return value;
}

const FIREBASE_SETTINGS = [
  ['FIREBASE_API_KEY', 'apiKey'],
  ['FIREBASE_AUTH_DOMAIN', 'authDomain'],
  ['FIREBASE_PROJECT_ID', 'projectId'],
];

/** SPEC §9: the three public Firebase settings come together or not at all. */
function parseFirebase(env) {
  const values = FIREBASE_SETTINGS.map(([name]) => raw(env, name));
  if (values.every((v) => v === undefined)) return undefined;
  const missing = FIREBASE_SETTINGS.find((_, i) => values[i] === undefined);
  if (missing) {
    const given = FIREBASE_SETTINGS.filter((_, i) => values[i] !== undefined).map(([name]) => name);
    throw new ConfigError(missing[0], `required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (all three Firebase settings or none)`);
  }
  for (const [i, [name]] of FIREBASE_SETTINGS.entries()) {
    if (/\s/.test(values[i])) throw new ConfigError(name, 'must not contain spaces');
  }
  return { apiKey: values[0], authDomain: values[1], projectId: values[2] };
}

/**
 * NODE_ENV (default development) and APP_URL (default http://localhost:<port>, no trailing slash). In production
 * APP_URL is https unless ALLOW_HTTP_APP_URL=true says plain http is meant (the compose stack tried on localhost).
 */
function parseSite(env, port) {
  const nodeEnv = oneOf('NODE_ENV', raw(env, 'NODE_ENV') ?? 'development', ['development', 'production', 'test']);
  const appUrlRaw = raw(env, 'APP_URL');
  const appUrl = appUrlRaw ? parseUrl('APP_URL', appUrlRaw, ['http', 'https']).replace(/\/+$/, '') : `http://localhost:${port}`;
  if (nodeEnv === 'production' && appUrl.startsWith('http:') && !parseBoolean('ALLOW_HTTP_APP_URL', raw(env, 'ALLOW_HTTP_APP_URL') ?? 'false')) {
    throw new ConfigError(
      'APP_URL',
      `must be an https:// URL when NODE_ENV=production (got "${appUrl}"; with TLS ending at a proxy in front, its https address), so that login cookies are Secure; set ALLOW_HTTP_APP_URL=true to serve production over plain http on purpose`,
    );
  }
  return { nodeEnv, appUrl };
}

/** HOST: 127.0.0.1 when NODE_ENV is not set (a development machine), else every interface unless it names one. */
function parseListenHost(env) {
  const host = raw(env, 'HOST') ?? (raw(env, 'NODE_ENV') === undefined ? '127.0.0.1' : undefined);
  if (host !== undefined && isIP(host) === 0 && host !== 'localhost') {
    throw new ConfigError('HOST', `expected an IP address to listen on (e.g. 127.0.0.1, 0.0.0.0, ::) or localhost, got "${host}"`);
  }
  return host;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Production never trusts the network between a server and the services it fetches from, nor lets a page load a
 * script over plain http:
 * - A remote the browser loads from another origin (REMOTE_*_URL) is https when the site is (an http script on an
 *   https page is blocked, and would be readable and changeable on the way).
 * - What the server itself fetches (`urls`, and the browser URLs in `serverFetched`: a remote without a server URL)
 *   is https, or plain http only to this machine or a host named in INTERNAL_HTTP_HOSTS (services on a private
 *   network, e.g. the compose services `api`, `items`).
 */
function checkProductionTransport(env, appUrl, urls, serverFetched = new Set()) {
  const httpSite = appUrl.startsWith('http:');
  const internalHosts = new Set(
    (raw(env, 'INTERNAL_HTTP_HOSTS') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  for (const [name, value] of Object.entries(urls)) {
    if (value === undefined || !value.startsWith('http:')) continue;
    const remoteBrowserUrl = /^REMOTE_[A-Z0-9_]+_URL$/.test(name) && !name.endsWith('_SERVER_URL');
    if (remoteBrowserUrl && !httpSite) {
      throw new ConfigError(name, `must be an https:// URL (or a path on this site) when APP_URL is https: browsers block an http script on an https page, got "${redact(value)}"`);
    }
    const fetchedByServer = !remoteBrowserUrl || serverFetched.has(name);
    const host = new URL(value).hostname.toLowerCase();
    if (fetchedByServer && !internalHosts.has(host) && !LOOPBACK_HOSTS.has(host)) {
      throw new ConfigError(
        name,
        `must be an https:// URL when NODE_ENV=production: the server fetches it (got "${redact(value)}"); plain http is allowed only to this machine or a host on a private network named in INTERNAL_HTTP_HOSTS`,
      );
    }
  }
}

module.exports = {
  ConfigError,
  raw,
  parsePort,
  parseInteger,
  parseBoolean,
  parseUrl,
  parseBaseUrl,
  oneOf,
  redact,
  parseTrustProxy,
  parseGtmId,
  parseFirebase,
  parseSite,
  parseListenHost,
  checkProductionTransport,
  TRUE_WORDS,
  FALSE_WORDS,
};
