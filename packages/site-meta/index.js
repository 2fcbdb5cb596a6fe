'use strict';
/**
 * Page meta of the site, derived from THE declaration of page routes (@er/contracts/routes: path, owner,
 * layout, static meta or meta as a function of the route's loader data). Used by the API to inject
 * <title>/<meta name="description"> into index.html and answer 404 for undeclared paths, and by the front
 * ends for client-side titles. Patterns: literal segments, `:param` (one segment), `*` (the rest).
 */
const { routes, notFound, siteName, isServed, listingDescription, tagPageHeading, tagDescription } = require('@er/contracts/routes');

function splitPath(pathname) {
  return pathname.split('/').filter((s) => s !== '');
}

/** A pattern's segments, split once: every link a page renders is matched against every declared route. */
const patternSegments = new Map();

function segmentsOf(pattern) {
  let segments = patternSegments.get(pattern);
  if (!segments) {
    segments = splitPath(pattern);
    patternSegments.set(pattern, segments);
  }
  return segments;
}

function matchPattern(pattern, pathname, s = splitPath(pathname)) {
  // Trailing slashes matter: "/column/" is its own page; other pages are slash-free (see the API redirect).
  const patternSlash = pattern.length > 1 && pattern.endsWith('/');
  const pathSlash = pathname.length > 1 && pathname.endsWith('/');
  if (patternSlash !== pathSlash && !pattern.endsWith('*')) return null;
  const p = segmentsOf(pattern);
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
  const s = splitPath(pathname);
  let best = null;
  for (const page of routes) {
    const params = matchPattern(page.path, pathname, s);
    if (!params) continue;
    const score = page.path.includes('*') ? 0 : page.path.includes(':') ? 1 : 2;
    if (!best || score > best.score) best = { page, params, score };
  }
  return best ? { page: best.page, params: best.params } : null;
}

/**
 * The meta of a declared route given its loader data: `null` = the loader found nothing (the not-found meta,
 * as the server's 404 page); `undefined` = a route without data (its static meta). Server and client both
 * call this, so both write the same text.
 */
function pageMeta(pattern, loaded) {
  const page = routes.find((p) => p.path === pattern);
  if (!page || loaded === null) return { ...notFound };
  const base = { title: page.title, description: page.description };
  return page.meta && loaded !== undefined ? page.meta(loaded, base) : base;
}

/**
 * What the client writes when it arrives at a path (once per navigation): the static meta of a served route
 * without data; the not-found meta for a path no served route matches; `null` for a data-dependent route,
 * whose page writes its meta (pageMeta with its data, or null) once its data is known, so that no static
 * title shows in between.
 */
function navigationMeta(pathname, nodeEnv) {
  const match = matchPage(pathname);
  if (!match || !isServed(match.page, nodeEnv)) return { ...notFound };
  if (match.page.meta) return null;
  return { title: match.page.title, description: match.page.description };
}

/** List pages whose filtered variants are not indexed; `page` is the only parameter kept in their canonical URL. */
const LIST_PAGES = new Set(['/item/search', '/item/tag/:id']);
const CANONICAL_KEEP = { '/item/search': ['page'], '/item/tag/:id': ['page'] };

function searchParams(search) {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/**
 * Canonical path + query of a page: the path without a trailing slash and the page's kept parameters,
 * sorted by name (only `page` on list pages, and only when > 1; every other parameter — filters,
 * tokens, tracking — is dropped). The server prefixes APP_URL on first load, the host its origin on
 * client-side navigation.
 */
function canonicalPath(pathname, pattern, search) {
  const keep = CANONICAL_KEEP[pattern] || [];
  const kept = [...searchParams(search).entries()]
    .filter(([key, value]) => keep.includes(key) && value !== '' && !(key === 'page' && (!/^\d+$/.test(value) || Number(value) <= 1)))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return `${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}${query ? `?${query}` : ''}`;
}

/** A list page with any parameter other than `page` (keyword, tags, rate …) is a filtered view: noindex. */
function isFilteredListPage(pattern, search) {
  if (!LIST_PAGES.has(pattern)) return false;
  return [...searchParams(search).keys()].some((key) => key !== 'page');
}

module.exports = {
  siteName,
  notFound,
  pages: routes,
  matchPage,
  pageMeta,
  navigationMeta,
  isServed,
  dynamicPatterns: routes.filter((r) => r.meta).map((r) => r.path),
  listingDescription,
  tagPageHeading,
  tagDescription,
  canonicalPath,
  isFilteredListPage,
};
