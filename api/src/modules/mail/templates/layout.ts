const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapeMap[c]);

const SIGNATURE = [
  '──────────────────────────',
  'エンジニアルート',
  'ITフリーランスエンジニアの案件・求人サイト',
  '※このメールは送信専用アドレスから送信しています。',
  '──────────────────────────',
];

/** Escapes a paragraph for HTML and makes its http(s) URLs links (a mail's sign-up or reset link must be clickable). */
function paragraphHtml(p: string): string {
  return escapeHtml(p)
    .replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>');
}

/** Wraps a body (plain paragraphs) into the shared text and HTML layouts with the signature. */
export function layout(paragraphs: string[], appUrl: string): { text: string; html: string } {
  const text = [...paragraphs, '', ...SIGNATURE, appUrl].join('\n');
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.7;color:#222">${paragraphs
    .map((p) => `<p>${paragraphHtml(p)}</p>`)
    .join('')}<hr><p style="font-size:12px;color:#666">${SIGNATURE.slice(1, -1).map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p></body></html>`;
  return { text, html };
}
