import { sanitizeHtml } from './sanitize';

it('keeps markup, drops scripts, handlers and javascript: links', () => {
  const out = sanitizeHtml(
    '<p onclick="x()">年末年始の<strong>休業</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/flow" target="_blank">流れ</a><img src="x" onerror="alert(1)">',
  );
  expect(out).toContain('<p>年末年始の<strong>休業</strong></p>');
  expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
  expect(out).toContain('<a href="/flow" target="_blank" rel="noopener noreferrer">流れ</a>');
});
