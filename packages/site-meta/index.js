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

/** Listing descriptions are cut here (search result snippets show about this many characters). */
const LISTING_DESCRIPTION_CHARS = 120;

function oneLine(text) {
  return (text || '').replace(/\s+/g, ' ').trim();
}

/**
 * The description of /item/detail/:id: the listing's detail (else its required skills) on one line,
 * cut at 120 characters; null when both are empty (the page table's generic text is used then).
 * The one source of this wording: the API injects it on first load, mfe-items sets it after navigation.
 */
function listingDescription(listing) {
  const summary = oneLine(listing.detail) || oneLine(listing.mustHaveRequirements);
  if (!summary) return null;
  return summary.length > LISTING_DESCRIPTION_CHARS ? `${summary.slice(0, LISTING_DESCRIPTION_CHARS)}…` : summary;
}

/** The heading of /item/tag/:id (SPEC §2) and the first part of its title. */
function tagPageHeading(term) {
  return `${term}のフリーランス案件・求人一覧`;
}

/** The description of /item/tag/:id (server-injected and set by mfe-items alike). */
function tagDescription(term) {
  return `${tagPageHeading(term)}です。単価・勤務地・リモート可否などの条件で絞り込めます。`;
}

/** 'A｜B｜C' → '｜B｜C': the site suffix of a page title. */
function suffixOf(title) {
  return title.includes('｜') ? title.slice(title.indexOf('｜')) : `｜${title}`;
}

/**
 * Page meta as a contract (issue 10): the routes whose title and description depend on their loader data,
 * each a function of that data and the route's static meta (pages.json). The server calls it with what
 * it loaded for the HTML it serves; the page calls it with what it loaded after client navigation; so
 * both write the same text. Data shapes are the fields the wording needs, not an entity or a DTO.
 */
const dynamicMeta = {
  /** SPEC §2 /item/detail/{id}: `{name}｜案件詳細｜…`, the listing's own description. */
  '/item/detail/:id': (listing, base) => ({
    title: `${listing.name}｜${base.title}`,
    description: listingDescription(listing) ?? base.description,
  }),
  /** SPEC §2 /item/tag/{id}: `{term}のフリーランス案件・求人一覧｜…`. */
  '/item/tag/:id': (tag, base) => ({ title: `${tagPageHeading(tag.term)}${suffixOf(base.title)}`, description: tagDescription(tag.term) }),
  /** /front-news/detail/{id}: the announcement's title before the page's. */
  '/front-news/detail/:id': (news, base) => ({ title: `${news.title}｜${base.title}`, description: `${news.title}｜${base.description}` }),
};

/**
 * The meta of a route (pattern from pages.json) given its loader data: `null` = the loader found nothing
 * (the not-found meta, as the server's 404 page); `undefined` = a route without data, or not loaded yet
 * (its static meta). Server and client both call this.
 */
function pageMeta(pattern, loaded) {
  const page = data.pages.find((p) => p.path === pattern);
  if (!page || loaded === null) return { ...data.notFound };
  const base = { title: page.title, description: page.description };
  const dynamic = dynamicMeta[pattern];
  return dynamic && loaded !== undefined ? dynamic(loaded, base) : base;
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
  siteName: data.siteName,
  notFound: data.notFound,
  pages: data.pages,
  matchPage,
  pageMeta,
  dynamicPatterns: Object.keys(dynamicMeta),
  listingDescription,
  tagPageHeading,
  tagDescription,
  canonicalPath,
  isFilteredListPage,
};
