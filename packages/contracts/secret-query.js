// @ts-check
'use strict';
/**
 * Query parameters that carry a secret, and URLs with their values hidden: THE rule for every place a URL
 * leaves the page or the process — the API's request and error log lines, the host's analytics page views.
 * Mailed links put their one-time token in the query, and a logged or tracked URL outlives the link's use.
 *
 * A key is secret when one of its words is in the list: words are split at anything but letters and digits
 * and at camelCase humps, so `token`, `id_token`, `accessToken`, `X-Amz-Signature` and `api_key` are
 * secret while `keyword` or `page` are not. Over-redacting a harmless key costs a log reader little;
 * missing a secret hands out an account.
 */
const SECRET_QUERY_WORDS = Object.freeze([
  'token',
  'code',
  'password',
  'passwd',
  'pwd',
  'secret',
  'key',
  'apikey',
  'signature',
  'sig',
  'auth',
  'authorization',
  'credential',
  'credentials',
  'session',
  'sessionid',
  'sid',
  'otp',
  'jwt',
  'ticket',
]);

const WORDS = new Set(SECRET_QUERY_WORDS);

/** What a secret value is replaced with. */
const REDACTED = '[REDACTED]';

/** @param {string} raw */
function decodeKey(raw) {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Whether a query key (raw or decoded) names a secret.
 * @param {string} key
 */
function isSecretQueryKey(key) {
  const words = decodeKey(key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((w) => WORDS.has(w));
}

/**
 * `url` (a path with its query, or an absolute URL) with the value of every secret query parameter replaced
 * by [REDACTED]; everything else is kept byte for byte, so a log line still shows what was asked.
 * @param {string} url
 */
function redactUrl(url) {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(q + 1, end)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const key = eq < 0 ? part : part.slice(0, eq);
      return isSecretQueryKey(key) ? `${key}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}${url.slice(end)}`;
}

module.exports = { SECRET_QUERY_WORDS, REDACTED, isSecretQueryKey, redactUrl };
