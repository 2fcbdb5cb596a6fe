import fc from 'fast-check';
import { sanitizeHtml } from './sanitize';

it('keeps markup, drops scripts, handlers and javascript: links', () => {
  const out = sanitizeHtml(
    '<p onclick="x()">年末年始の<strong>休業</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/flow" target="_blank">流れ</a><img src="x" onerror="alert(1)">',
  );
  expect(out).toContain('<p>年末年始の<strong>休業</strong></p>');
  expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
  expect(out).toContain('<a href="/flow" target="_blank" rel="noopener noreferrer">流れ</a>');
});

describe('news HTML allowlist (DOMPurify, issue 9)', () => {
  it('keeps the allowed markup as written', () => {
    const allowed = [
      '<h2>お知らせ</h2>',
      '<p>年末年始は<strong>休業</strong>、<em>1月4日</em>から<b>営業</b>します。<br>よろしくお願いします。</p>',
      '<ul><li>一つ目</li><li>二つ目</li></ul>',
      '<ol start="3"><li>三</li></ol>',
      '<a href="https://example.com/info" title="詳細">詳細</a>',
      '<a href="mailto:info@example.com">メール</a>',
      '<a href="/item/search?keyword=Java">Java の案件</a>',
      '<img src="/uploads/banner.png" alt="バナー" width="300" height="100">',
      '<table><thead><tr><th scope="col">日付</th></tr></thead><tbody><tr><td colspan="2">12/29</td></tr></tbody></table>',
      '<blockquote>引用</blockquote><pre><code>npm start</code></pre><hr>',
    ].join('');
    expect(sanitizeHtml(allowed)).toBe(allowed);
  });

  it.each([
    ['a script element', '<p>a</p><script>alert(1)</script>', /<script/i],
    ['an event handler', '<p onmouseover="alert(1)">a</p><img src="/x.png" onerror="alert(1)">', /\son\w+=/i],
    ['a javascript: URL', '<a href="javascript:alert(1)">a</a><a href=" jAvA&#x09;script:alert(1)">b</a>', /javascript/i],
    ['a data: URL', '<img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="data:text/html,x">c</a>', /data:/i],
    ['a protocol-relative URL', '<a href="//evil.example/">a</a><a href="/\\evil.example/">b</a>', /evil/],
    ['an iframe, form, style or svg', '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><style>p{}</style><svg><script>1</script></svg>', /iframe|form|input|style|svg/i],
    ['style, class, id and data attributes', '<p style="color:red" class="x" id="y" data-x="1">a</p>', /style|class|id=|data-/],
    ['an attribute on the wrong tag', '<p href="/x" src="/y" colspan="2">a</p>', /href|src|colspan/],
  ])('removes %s', (_name, html, forbidden) => {
    expect(sanitizeHtml(html)).not.toMatch(forbidden);
  });

  it('keeps only _blank as a link target, with rel noopener', () => {
    expect(sanitizeHtml('<a href="/a" target="_top" rel="opener">a</a>')).toBe('<a href="/a" rel="opener">a</a>');
    expect(sanitizeHtml('<a href="/a" target="_blank" rel="opener">a</a>')).toBe('<a href="/a" target="_blank" rel="noopener noreferrer">a</a>');
  });

  it('leaves no script, handler or dangerous URL in any mix of markup (property)', () => {
    const piece = fc.constantFrom(
      '<p>', '</p>', '<a href="javascript:alert(1)">', '<a href="/ok">', '</a>', '<img src=x onerror=alert(1)>', '<script>alert(1)</script>',
      '<svg onload=alert(1)>', '<iframe srcdoc="<script>1</script>">', '<math><mi xlink:href="javascript:1">', '<!--', '-->', '<style>', '"', "'", '>',
      '<table><tr><td onclick=1>', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', 'テキスト', '&lt;script&gt;',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const out = sanitizeHtml(pieces.join(''));
        const doc = new DOMParser().parseFromString(`<body>${out}</body>`, 'text/html');
        for (const el of doc.body.querySelectorAll('*')) {
          expect(['SCRIPT', 'IFRAME', 'SVG', 'MATH', 'STYLE', 'NOSCRIPT']).not.toContain(el.tagName.toUpperCase());
          for (const attr of el.attributes) {
            expect(attr.name).not.toMatch(/^on|^style$|^srcdoc$|^xlink:/);
            if (attr.name === 'href' || attr.name === 'src') expect(attr.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
          }
        }
      }),
      { seed: 9, numRuns: 300 },
    );
  });
});
