/**
 * `Content-Disposition: attachment` for a download name in any script (RFC 6266 with RFC 5987's filename*):
 * `filename="…"` is an ASCII stand-in for old clients (other characters become `_`), `filename*` carries the
 * real name as percent-encoded UTF-8, which every current browser prefers — 「職務経歴書.xlsx」 arrives intact.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
