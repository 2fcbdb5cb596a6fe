import { canonicalPath, matchPage, siteName } from '@er/site-meta';
import { addScriptNonce } from '../security/page-headers';
import type { ServerRenderedPage } from '../render/server-renderer';

export type PageResult =
  | { kind: 'page'; status: 200 | 404; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'unavailable'; status: 429 | 502 | 503; html: string; retryAfterSeconds?: number };

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapeMap[c]);

export interface HeadExtras {
  /** Absolute canonical URL → <link rel="canonical">. */
  canonical?: string;
  /** e.g. 'noindex,follow' → <meta name="robots">. */
  robots?: string;
  /** Structured data → <script type="application/ld+json"> (escaped against </script> injection). */
  jsonLd?: Record<string, unknown>;
  /** Link previews (LINE, X, Facebook, Slack): Open Graph and the X card, with the page's title and description. */
  share?: SharePreview;
}

export interface SharePreview {
  /** Absolute URL of the page (its canonical). */
  url: string;
  /** 'website' for the top page, 'article' for every other page. */
  type: 'website' | 'article';
  /** Absolute URL of a 1200×630 image. */
  image: string;
}

/** The site's share image (scripts/og-image.mjs draws it), served by SiteController at this path. */
export const SHARE_IMAGE_PATH = '/og-image.png';

/**
 * JSON for an inline <script>: `<`, `>` and `&` become \u escapes (so `</script>` or `<!--` in a
 * listing's text cannot end the script), as do U+2028/2029. Still valid JSON with the same value.
 */
export function jsonForScript(value: unknown): string {
  // One pass over the page's query cache (tens of KB on a search page), not one per character.
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c]!);
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

const CANONICAL_RE = /<link\s+rel=["']?canonical["']?[^>]*>/gi;
const ROBOTS_RE = /<meta\s+name=["']?robots["']?(?=[\s>\/])[^>]*>/gi;
const JSON_LD_RE = /<script\s+type=["']?application\/ld\+json["']?[^>]*>[\s\S]*?<\/script>/gi;
const SHARE_RE = /<meta\s+(?:property=["']?og:|name=["']?twitter:)[^>]*>/gi;

function shareTags(title: string, description: string, share: SharePreview): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  return (
    property('og:site_name', siteName) +
    property('og:locale', 'ja_JP') +
    property('og:type', share.type) +
    property('og:url', share.url) +
    property('og:title', title) +
    property('og:description', description) +
    property('og:image', share.image) +
    property('og:image:width', '1200') +
    property('og:image:height', '630') +
    property('og:image:alt', siteName) +
    `<meta name="twitter:card" content="summary_large_image">`
  );
}

/**
 * The single place that writes the page's <head> meta into the host's index.html: <title>,
 * <meta name="description">, and optionally canonical, robots and JSON-LD (existing ones are replaced).
 */
export function injectMeta(html: string, title: string, description: string, extras: HeadExtras = {}): string {
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  const metaTag = `<meta name="description" content="${escapeHtml(description)}">`;
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
    : html.replace(/<\/head>/i, () => `${titleTag}</head>`);
  out = /<meta\s+name=["']?description["']?(?=[\s>\/])[^>]*>/i.test(out)
    ? out.replace(/<meta\s+name=["']?description["']?(?=[\s>\/])[^>]*>/i, () => metaTag)
    : out.replace(/<\/title>/i, () => `</title>${metaTag}`);
  if (extras.canonical === undefined && extras.robots === undefined && extras.jsonLd === undefined && extras.share === undefined) return out;
  out = out.replace(CANONICAL_RE, '').replace(ROBOTS_RE, '').replace(JSON_LD_RE, '').replace(SHARE_RE, '');
  let head = extras.share ? shareTags(title, description, extras.share) : '';
  if (extras.canonical !== undefined) head += `<link rel="canonical" href="${escapeHtml(extras.canonical)}">`;
  if (extras.robots !== undefined) head += `<meta name="robots" content="${escapeHtml(extras.robots)}">`;
  if (extras.jsonLd !== undefined) head += `<script type="application/ld+json">${jsonForScript(extras.jsonLd)}</script>`;
  return out.replace(/<\/head>/i, () => `${head}</head>`);
}

const ROOT_RE = /<div id=["']?root["']?><\/div>/i;

/**
 * A server-rendered page's markup into the empty `<div id="root">` of index.html, followed by the query cache it
 * was rendered from (`<script id="er-query-state" type="application/json">`, read by mfe-host's bootstrap), which
 * carries the response's CSP nonce. Put in last (pageHtml): the markup is never searched for tags to replace
 * nor given a nonce.
 */
export function injectServerRendered(html: string, rendered: ServerRenderedPage | null, nonce: string): string {
  if (!rendered || !ROOT_RE.test(html)) return html;
  const state = `<script nonce="${nonce}" id="er-query-state" type="application/json">${jsonForScript(rendered.queryState)}</script>`;
  return html.replace(ROOT_RE, () => `<div id="root">${rendered.html}</div>${state}`);
}

/**
 * The page as sent: the template (index.html with what the server wrote into its head) gets the response's CSP
 * nonce on each of its own <script> tags, and only then the server-rendered markup goes into its root. Markup a
 * page renders is content (a listing's or an article's text, a remote's output): a `<script` in it, whatever
 * put it there, gets no nonce and so never runs.
 */
export function pageHtml(template: string, rendered: ServerRenderedPage | null, nonce: string): string {
  return injectServerRendered(addScriptNonce(template, nonce), rendered, nonce);
}

/** Canonical URL: APP_URL + the canonical path and kept parameters (@er/site-meta canonicalPath). */
export function canonicalUrl(appUrl: string, pathname: string, pattern: string, search: string): string {
  return `${appUrl}${canonicalPath(pathname, pattern, search)}`;
}

/** The page while the host's build is missing (a fresh clone before `npm run build`). */
export const NOT_BUILT_HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>準備中｜エンジニアルート</title></head><body style="font-family:sans-serif;margin:2rem"><h1>画面のビルドが見つかりません</h1><p>フロントエンドがまだビルドされていません。リポジトリのルートで <code>npm run build</code> を実行してから、もう一度アクセスしてください。</p></body></html>`;

/** What the API says while it cannot answer (its 503 message, common.errors.ts), shown on the page the same way. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。';

/**
 * The page while the API or its database cannot be reached: self-contained (no script, no API call, no site
 * chrome that would need data), so it shows whatever else is down.
 */
export const SERVICE_UNAVAILABLE_HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>一時的にご利用いただけません｜${escapeHtml(siteName)}</title></head><body style="font-family:sans-serif;margin:2rem;line-height:1.7"><h1>一時的にご利用いただけません</h1><p>${escapeHtml(SERVICE_UNAVAILABLE_MESSAGE)}</p><p><a href="/">トップページへ</a></p></body></html>`;

/** The page while the API refuses the visitor's calls for their request rate (its 429), saying when to come back. */
export function rateLimitedHtml(retryAfterSeconds: number): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>アクセスが集中しています｜${escapeHtml(siteName)}</title></head><body style="font-family:sans-serif;margin:2rem;line-height:1.7"><h1>アクセスが集中しています</h1><p>短い時間に多くのページが開かれたため、一時的に表示を制限しています。</p><p>${retryAfterSeconds}秒ほどお待ちいただいてから、ページを再読み込みしてください。</p><p><a href="/">トップページへ</a></p></body></html>`;
}

/** A request this server could not answer for a reason of its own: the same page, without a stack trace. */
export const SERVER_ERROR_HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>エラーが発生しました｜${escapeHtml(siteName)}</title></head><body style="font-family:sans-serif;margin:2rem;line-height:1.7"><h1>エラーが発生しました</h1><p>ページを表示できませんでした。しばらく時間をおいてから再度お試しください。</p><p><a href="/">トップページへ</a></p></body></html>`;

/**
 * A path this site can serve or redirect to: exactly one leading `/`, not followed by `\` (browsers read
 * `/\host` as `//host`), and no backslash or control character anywhere. A redirect location built from it
 * stays on this site.
 */
export function isSitePath(pathname: string): boolean {
  return /^\/(?![\/\\])/.test(pathname) && !/[\\\u0000-\u001f\u007f]/.test(pathname);
}

/** One URL per listing, tag or article: /item/detail/005 → /item/detail/5; null when nothing changes. */
function unpaddedIds(pathname: string): string | null {
  const unpadded = pathname.replace(/\/0+(?=\d)/g, '/');
  return unpadded !== pathname && matchPage(unpadded) ? unpadded : null;
}

/**
 * Where a page path is redirected (301), or null. SPEC §2: a trailing slash is dropped when the bare path
 * is a page (/item/tag/12/ → /item/tag/12); a page declared with its trailing slash gets it (
 * /column → /column/); one URL per listing, tag or article: /item/detail/005 → /item/detail/5 (a padded id
 * answered 200 with the listing's canonical left a duplicate page). Built only from a site path
 * (isSitePath); dropping trailing slashes or leading zeros, or adding one slash at the end, keeps it one, so
 * the location can never leave the site.
 */
export function pageRedirect(pathname: string): string | null {
  if (!isSitePath(pathname)) return null;
  if (pathname.length > 1 && pathname.endsWith('/') && !matchPage(pathname)) {
    const bare = pathname.replace(/\/+$/, '') || '/';
    if (matchPage(bare)) return unpaddedIds(bare) ?? bare; // one hop: /item/tag/012/ → /item/tag/12
  }
  if (!pathname.endsWith('/') && !matchPage(pathname) && matchPage(`${pathname}/`)) return `${pathname}/`;
  return unpaddedIds(pathname);
}
