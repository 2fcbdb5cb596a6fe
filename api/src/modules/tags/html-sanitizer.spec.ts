import { sanitizeTagHtml } from './html-sanitizer';

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
    expect(sanitizeTagHtml('<p>a<script>alert(1)</script><img src=x onerror=alert(1)><!-- c -->b</p></div></p>')).toBe('<p>ab</p>');
    expect(sanitizeTagHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeTagHtml('1 < 2 & 3 &amp; "q"')).toBe('1 &lt; 2 &amp; 3 &amp; &quot;q&quot;');
    expect(sanitizeTagHtml(null)).toBeNull();
  });
});
