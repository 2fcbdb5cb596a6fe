/**
 * Keeps only the markup a tag page blurb may use (listings contract): p, ul, li, strong, h2, h3 without
 * attributes, and a with an href starting with `/` or `https:`. Every other tag is dropped (its text kept),
 * script/style/iframe/etc. with their content, comments removed, stray `<`, `>`, `"` and bare `&` escaped.
 * Closing tags that were never opened are dropped and open ones are closed at the end, so the fragment
 * cannot break the page around it.
 */
const ALLOWED = new Set(['p', 'ul', 'li', 'strong', 'a', 'h2', 'h3']);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function safeHref(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  const href = (match[1] ?? match[2] ?? match[3] ?? '').trim();
  // `//host` is protocol-relative (another site), so only a single leading slash counts as a local path.
  if ((href.startsWith('/') && !href.startsWith('//')) || /^https:\/\//i.test(href)) return href;
  return null;
}

export function sanitizeTagHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const source = html.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROP_WITH_CONTENT, '');
  const out: string[] = [];
  const open: string[] = [];
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out.push(escapeText(source.slice(last, match.index)));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(match[3]);
      out.push(href === null ? '<a>' : `<a href="${escapeText(href)}">`);
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  out.push(escapeText(source.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
