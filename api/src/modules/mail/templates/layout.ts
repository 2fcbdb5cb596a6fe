const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapeMap[c]);

const SIGNATURE = [
  '──────────────────────────',
  'エンジニアルート',
  'ITフリーランスエンジニアの案件・求人サイト',
  '※このメールは送信専用アドレスから送信しています。',
  '──────────────────────────',
];

/** Wraps a body (plain paragraphs) into the shared text and HTML layouts with the signature. */
export function layout(paragraphs: string[], appUrl: string): { text: string; html: string } {
  const text = [...paragraphs, '', ...SIGNATURE, appUrl].join('\n');
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.7;color:#222">${paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}<hr><p style="font-size:12px;color:#666">${SIGNATURE.slice(1, -1).map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p></body></html>`;
  return { text, html };
}
