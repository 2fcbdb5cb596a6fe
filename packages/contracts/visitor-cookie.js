'use strict';
// The first-party visitor id that listing and column views count by: the web server gives it to a browser with its
// first page, the API reads it on the calls that count a view (ItemViewerMarks). Random, nothing about the person in
// it, httpOnly (no script reads it), SameSite=Lax, Secure and `__Host-` over https (APP_URL) so a sibling
// subdomain cannot plant one. Browsers keep a cookie 400 days at most; that is asked for.

const VISITOR_COOKIE = 'er_vid';
const SECURE_VISITOR_COOKIE = `__Host-${VISITOR_COOKIE}`;
const VISITOR_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
/** 32 random bytes, base64url. Anything else in the cookie is not an id this site made. */
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;

/** @param {boolean} secure */
function visitorCookieName(secure) {
  return secure ? SECURE_VISITOR_COOKIE : VISITOR_COOKIE;
}

/**
 * The visitor id a raw Cookie header carries (the `__Host-` one first), or undefined without a well-formed one.
 * @param {string | undefined} cookieHeader
 * @returns {string | undefined}
 */
function visitorIdOf(cookieHeader) {
  if (!cookieHeader) return undefined;
  let plain;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!VISITOR_ID.test(value)) continue;
    if (name === SECURE_VISITOR_COOKIE) return value;
    if (name === VISITOR_COOKIE) plain ??= value;
  }
  return plain;
}

module.exports = { VISITOR_COOKIE, SECURE_VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_MS, visitorCookieName, visitorIdOf };
