import sanitizeHtml from 'sanitize-html';

/**
 * The markup a tag page blurb may use (listings contract; mfe-items renders it as given): p, ul, li, strong,
 * h2, h3 without attributes, and a with an href that is a path on this site (`/…`, not the protocol-relative
 * `//host`) or an https URL. Everything else is dropped: script, style and the like with their content, any
 * other tag leaving its text; comments removed; text escaped; unclosed tags closed.
 *
 * sanitize-html (htmlparser2, as the news bodies use it: news-html.ts) does the parsing, so browsers' parsing
 * quirks are its maintainers' concern rather than a hand-written tokenizer's.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'ul', 'li', 'strong', 'a', 'h2', 'h3'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The scheme check lets relative URLs through (`item/1`, `?q`); only a site path or https may stay.
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: isAllowedHref(attribs.href) ? { href: attribs.href.trim() } : {} }),
  },
};

function isAllowedHref(href: string | undefined): href is string {
  if (href === undefined) return false;
  const value = href.trim();
  return (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) || /^https:\/\//i.test(value);
}

/** The tag page blurb as it may be shown (null stays null). */
export function sanitizeTagHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  return sanitizeHtml(html, OPTIONS);
}

/**
 * The blurb as staff may store it (item/tag/register, edit-info): cleaned, and null when nothing but blanks is
 * left (an empty editor, or markup that was all removed).
 */
export function tagHtmlToStore(html: string | null | undefined): string | null {
  const clean = sanitizeTagHtml(html);
  return clean === null || clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
}
