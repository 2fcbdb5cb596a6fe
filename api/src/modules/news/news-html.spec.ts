import fc from 'fast-check';
import { isNewsHtml, newsBodyToStore, sanitizeNewsHtml } from './news-html';

describe('sanitizeNewsHtml (the shared news allowlist on the server, issue 9)', () => {
  it('keeps the allowed markup as written', () => {
    const allowed = [
      '<h2>お知らせ</h2>',
      '<p>年末年始は<strong>休業</strong>、<em>1月4日</em>から<b>営業</b>します。<br />よろしくお願いします。</p>',
      '<ul><li>一つ目</li><li>二つ目</li></ul>',
      '<ol start="3"><li>三</li></ol>',
      '<a href="https://example.com/info" title="詳細">詳細</a>',
      '<a href="mailto:info@example.com">メール</a>',
      '<a href="/item/search?keyword=Java">Java の案件</a>',
      '<img src="/uploads/banner.png" alt="バナー" width="300" height="100" />',
      '<table><thead><tr><th scope="col">日付</th></tr></thead><tbody><tr><td colspan="2">12/29</td></tr></tbody></table>',
      '<blockquote>引用</blockquote><pre><code>npm start</code></pre><hr />',
    ].join('');
    expect(sanitizeNewsHtml(allowed)).toBe(allowed);
  });

  it.each([
    ['a script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an event handler', '<p onmouseover="alert(1)">a</p><img src="/x.png" onerror="alert(1)">', '<p>a</p><img src="/x.png" />'],
    ['a javascript: URL', '<a href="javascript:alert(1)">a</a><a href=" jAvA&#x09;script:alert(1)">b</a>', '<a>a</a><a>b</a>'],
    ['a data: URL', '<img src="data:image/png;base64,AAAA"><a href="data:text/html,x">c</a>', '<img /><a>c</a>'],
    ['a protocol-relative URL', '<a href="//evil.example/">a</a><a href="/\\evil.example/">b</a>', '<a>a</a><a>b</a>'],
    ['an iframe, form, style or svg', '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a">t</form><style>p{}</style><svg><script>1</script></svg>', 't'],
    ['style, class, id and data attributes', '<p style="color:red" class="x" id="y" data-x="1">a</p>', '<p>a</p>'],
    ['an attribute on the wrong tag', '<p href="/x" src="/y" colspan="2">a</p>', '<p>a</p>'],
  ])('removes %s', (_name, html, expected) => {
    expect(sanitizeNewsHtml(html)).toBe(expected);
  });

  it('keeps only _blank as a link target, with rel noopener', () => {
    expect(sanitizeNewsHtml('<a href="/a" target="_top" rel="opener">a</a>')).toBe('<a href="/a" rel="opener">a</a>');
    expect(sanitizeNewsHtml('<a href="/a" target="_blank" rel="opener">a</a>')).toBe('<a href="/a" target="_blank" rel="noopener noreferrer">a</a>');
  });

  it('leaves no script, handler or dangerous URL in any mix of markup (property)', () => {
    const piece = fc.constantFrom(
      '<p>', '</p>', '<a href="javascript:alert(1)">', '<a href="/ok">', '</a>', '<img src=x onerror=alert(1)>', '<script>alert(1)</script>',
      '<svg onload=alert(1)>', '<iframe srcdoc="<script>1</script>">', '<math><mi xlink:href="javascript:1">', '<!--', '-->', '<style>', '"', "'", '>',
      '<table><tr><td onclick=1>', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', 'テキスト', '&lt;script&gt;', '<a href="//evil">',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const out = sanitizeNewsHtml(pieces.join(''));
        expect(out).not.toMatch(/<(script|iframe|svg|math|style|noscript)\b/i);
        expect(out).not.toMatch(/<[^>]*\s(on\w+|style|srcdoc|xlink:href)=/i);
        expect(out).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
        expect(out).not.toMatch(/(href|src)="\s*[\\/]{2}/);
      }),
      { seed: 9, numRuns: 500 },
    );
  });
});

describe('newsBodyToStore (what the staff news editors save, issue 15)', () => {
  it('cleans an HTML body and keeps a plain-text one as written', () => {
    expect(newsBodyToStore('<p>お知らせ</p><script>alert(1)</script>')).toBe('<p>お知らせ</p>');
    expect(newsBodyToStore('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(newsBodyToStore('いつもご利用ありがとうございます。\n1 < 2 のとき & 3 > 2 です。')).toBe('いつもご利用ありがとうございます。\n1 < 2 のとき & 3 > 2 です。');
    expect(isNewsHtml('本文<br>続き')).toBe(true);
    expect(isNewsHtml('a <b')).toBe(false);
  });
});
