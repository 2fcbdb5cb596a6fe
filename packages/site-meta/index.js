'use strict';
/**
 * Route table of the site (SPEC §2) with Japanese titles and descriptions.
 * Used by the API to inject <title>/<meta name="description"> into index.html, and by the front end
 * for client-side titles. Patterns: literal segments, `:param` (one segment), `*` (the rest, one or more).
 */
const data = require('./pages.json');

function splitPath(pathname) {
  return pathname.split('/').filter((s) => s !== '');
}

function matchPattern(pattern, pathname) {
  // Trailing slashes matter: "/column/" is its own page; other pages are slash-free (see the API redirect).
  const patternSlash = pattern.length > 1 && pattern.endsWith('/');
  const pathSlash = pathname.length > 1 && pathname.endsWith('/');
  if (patternSlash !== pathSlash && !pattern.endsWith('*')) return null;
  const p = splitPath(pattern);
  const s = splitPath(pathname);
  const params = {};
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '*') {
      if (s.length <= i) return null;
      params['*'] = s.slice(i).join('/');
      return params;
    }
    if (i >= s.length) return null;
    if (p[i].startsWith(':')) {
      let value;
      try {
        value = decodeURIComponent(s[i]);
      } catch (e) {
        return null;
      }
      params[p[i].slice(1)] = value;
    } else if (p[i] !== s[i]) {
      return null;
    }
  }
  return p.length === s.length ? params : null;
}

/** The page for a pathname (without query), or null. Literal pages win over parameterised ones. */
function matchPage(pathname) {
  let best = null;
  for (const page of data.pages) {
    const params = matchPattern(page.path, pathname);
    if (!params) continue;
    const score = page.path.includes('*') ? 0 : page.path.includes(':') ? 1 : 2;
    if (!best || score > best.score) best = { page, params, score };
  }
  return best ? { page: best.page, params: best.params } : null;
}

module.exports = { siteName: data.siteName, notFound: data.notFound, pages: data.pages, matchPage };
