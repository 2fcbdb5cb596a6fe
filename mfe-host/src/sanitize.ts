import DOMPurify from 'dompurify';
import { allowedUrl, attributes, isAllowedAttribute, isAllowedUrl, linkTarget, newTabRel, tags, urlAttributes } from '@er/site-meta/news-html';

/**
 * Staff-written HTML (news bodies) is cleaned with DOMPurify before rendering, keeping only the allowlist
 * shared with the API (@er/site-meta/news-html): a hand-written blocklist missed what it did not list
 * (issue 9). The API applies the same list when staff save a body.
 */
let purifier: ReturnType<typeof DOMPurify> | undefined;
/** Every attribute some tag may carry; the hook below keeps each only on its own tags. */
const ANY_TAG_ATTRIBUTES = [...new Set(Object.values(attributes).flat())];

function newsPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An instance of its own, so these hooks never apply to another caller of DOMPurify.
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    // DOMPurify's attribute list is global; the allowlist is per tag.
    if (!isAllowedAttribute(node.nodeName.toLowerCase(), data.attrName)) data.keepAttr = false;
    // DOMPurify lets data: URIs through on <img>; the shared rule does not.
    else if (urlAttributes.includes(data.attrName) && !isAllowedUrl(data.attrValue)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const el = node as Element;
    if (el.getAttribute('target') === linkTarget) el.setAttribute('rel', newTabRel);
    else el.removeAttribute('target');
  });
  purifier = instance;
  return instance;
}

export function sanitizeHtml(html: string): string {
  return newsPurifier().sanitize(html, {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: ANY_TAG_ATTRIBUTES,
    ALLOWED_URI_REGEXP: allowedUrl,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
