import { attributes, isAllowedUrl, linkTarget, newTabRel, schemes, tags, urlAttributes } from '@er/site-meta/news-html';
import sanitizeHtml from 'sanitize-html';

/**
 * Cleans a news body (お知らせ本文) written by staff with the allowlist the host also renders with
 * (@er/site-meta/news-html; the host uses DOMPurify, this side sanitize-html), so what is stored is
 * already what may be shown, whoever reads it later (issue 9). The staff editors of news (`admin-news/edit`,
 * and `front-news/edit`) store `newsBodyToStore(body)`, never the body as posted.
 */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The shared URL rule (the same test the host applies), on top of sanitize-html's scheme check. */
function withAllowedUrls(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (urlAttributes.includes(name) && !isAllowedUrl(value)) continue;
    out[name] = value;
  }
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...tags],
  allowedAttributes: Object.fromEntries(Object.entries(attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...schemes],
  allowedSchemesAppliedToAttributes: [...urlAttributes],
  allowProtocolRelative: false,
  // script, style, textarea … go with their content; any other tag outside the list leaves its text.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = withAllowedUrls(attribs);
      // Only a new tab may be asked for, and it never gets a handle on this page.
      if (target === linkTarget) return { tagName, attribs: { ...rest, target, rel: newTabRel } };
      return { tagName, attribs: rel === undefined ? rest : { ...rest, rel } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withAllowedUrls(attribs) }),
  },
};

/** Whether a body is HTML (has a tag) rather than plain text with line breaks. */
export function isNewsHtml(body: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(body);
}

/** A news body as staff may store it: HTML cleaned by sanitizeNewsHtml, plain text as written. */
export function newsBodyToStore(body: string): string {
  return isNewsHtml(body) ? sanitizeNewsHtml(body) : body;
}
