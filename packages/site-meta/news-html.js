'use strict';
/**
 * The markup staff may use in a news body (お知らせ本文), defined once (issue 9). The host cleans the body
 * with DOMPurify before rendering it (mfe-host/src/sanitize.ts); the API cleans it with sanitize-html
 * when staff save it (api/src/modules/news/news-html.ts). Everything not listed here is removed:
 * scripts, styles, frames, forms, event handlers, `style`, `class`, `id`, data attributes, and URLs other
 * than http(s), mailto, tel and same-site paths.
 */
const tags = Object.freeze([
  'p', 'br', 'hr', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

/** Attributes per tag; no attribute is allowed on every tag. */
const attributes = Object.freeze({
  a: Object.freeze(['href', 'title', 'target', 'rel']),
  img: Object.freeze(['src', 'alt', 'title', 'width', 'height']),
  ol: Object.freeze(['start']),
  th: Object.freeze(['colspan', 'rowspan', 'scope']),
  td: Object.freeze(['colspan', 'rowspan']),
});

/** URL schemes allowed in `href` / `src`; relative URLs are allowed too, protocol-relative ones (`//host`, `/\host`) never. */
const schemes = Object.freeze(['http', 'https', 'mailto', 'tel']);
const urlAttributes = Object.freeze(['href', 'src']);

/**
 * The same rule as a regular expression, for a URL with whitespace and control characters removed:
 * an allowed scheme; a path with exactly one leading `/`; a fragment or query; or a relative path that
 * neither starts with a slash or backslash nor names a scheme.
 */
const allowedUrl = new RegExp(`^(?:(?:${schemes.join('|')}):|/(?![/\\\\])|[#?]|(?![a-z][a-z0-9+.-]*:)[^/\\\\])`, 'i');

/** `target` may only open a new tab, and such a link gets `rel="noopener noreferrer"`. */
const linkTarget = '_blank';
const newTabRel = 'noopener noreferrer';

function isAllowedAttribute(tag, attribute) {
  const allowed = attributes[tag];
  return !!allowed && allowed.includes(attribute);
}

/** Whether a href/src value may stay: allowedUrl tested on the value without whitespace and control characters. */
function isAllowedUrl(value) {
  return allowedUrl.test(value.replace(/[\s\u0000-\u001f]/g, ''));
}

module.exports = { tags, attributes, schemes, urlAttributes, allowedUrl, linkTarget, newTabRel, isAllowedAttribute, isAllowedUrl };
