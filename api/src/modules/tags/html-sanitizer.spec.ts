import { sanitizeTagHtml, tagHtmlToStore } from './html-sanitizer';

describe('sanitizeTagHtml', () => {
  it('keeps the allowed tags without their attributes', () => {
    expect(sanitizeTagHtml('<h2 class="x">Java</h2><p style="color:red">本文<strong>強調</strong></p><ul><li>一</li></ul>')).toBe(
      '<h2>Java</h2><p>本文<strong>強調</strong></p><ul><li>一</li></ul>',
    );
  });

  it('keeps local and https links only', () => {
    expect(sanitizeTagHtml('<a href="/item/tag/1" onclick="x()">a</a><a href="https://example.com">b</a>')).toBe(
      '<a href="/item/tag/1">a</a><a href="https://example.com">b</a>',
    );
    expect(sanitizeTagHtml('<a href="javascript:alert(1)">c</a><a href="//evil.example">d</a><a href="http://x">e</a>')).toBe(
      '<a>c</a><a>d</a><a>e</a>',
    );
  });

  it('drops scripts, handlers, comments and unknown tags, and balances tags', () => {
    // A stray </p> opens and closes an empty paragraph, as a browser reads it (HTML parsing rules).
    expect(sanitizeTagHtml('<p>a<script>alert(1)</script><img src=x onerror=alert(1)><!-- c -->b</p></div></p>')).toBe('<p>ab</p><p></p>');
    expect(sanitizeTagHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    // Quotes are plain characters in text (only attribute values need them escaped).
    expect(sanitizeTagHtml('1 < 2 & 3 &amp; "q"')).toBe('1 &lt; 2 &amp; 3 &amp; "q"');
    expect(sanitizeTagHtml(null)).toBeNull();
  });

  it('is not fooled by encoded schemes, odd spacing, back slashes or markup inside foreign content', () => {
    expect(sanitizeTagHtml('<a href=" javascript:alert(1)">a</a><a href="jav&#x61;script:alert(1)">b</a><a href="/\\evil.example">c</a>')).toBe(
      '<a>a</a><a>b</a><a>c</a>',
    );
    expect(sanitizeTagHtml('<svg><script>alert(1)</script></svg><style>p{}</style><textarea><p>x</p></textarea>t')).toBe('t');
    expect(sanitizeTagHtml('<p title="x" onmouseover="alert(1)">a</p><iframe src="https://x"></iframe>')).toBe('<p>a</p>');
    expect(sanitizeTagHtml('<a href="https://example.com/?a=1&b=<2>">x</a>')).toBe('<a href="https://example.com/?a=1&amp;b=&lt;2&gt;">x</a>');
  });

  it('stores nothing for an editor left empty or markup that was all removed', () => {
    expect(tagHtmlToStore('<p> </p><p>&nbsp;</p>')).toBeNull();
    expect(tagHtmlToStore('<script>alert(1)</script>')).toBeNull();
    expect(tagHtmlToStore(null)).toBeNull();
    expect(tagHtmlToStore('<h2>Javaの案件</h2><p>説明</p>')).toBe('<h2>Javaの案件</h2><p>説明</p>');
  });
});
