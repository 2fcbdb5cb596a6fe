import fc from 'fast-check';
import { injectMeta, injectServerRendered, jsonForScript, pageHtml } from './page-html';
import { cacheControlFor } from '../static/site-static';

describe('injectMeta', () => {
  it('replaces quoted and minified (unquoted) title and description', () => {
    for (const html of [
      '<html><head><title>x</title><meta name="description" content="old"></head></html>',
      '<html><head><title>x</title><meta name=description content=古い説明></head></html>',
    ]) {
      const out = injectMeta(html, '案件一覧｜エンジニアルート', '説明 "引用" <b>');
      expect(out).toContain('<title>案件一覧｜エンジニアルート</title>');
      expect(out).toContain('<meta name="description" content="説明 &quot;引用&quot; &lt;b&gt;">');
      expect(out.match(/description/g)).toHaveLength(1);
    }
  });

  it('adds the tags when the page has none', () => {
    expect(injectMeta('<head></head>', 'T', 'D')).toBe('<head><title>T</title><meta name="description" content="D"></head>');
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['207.7cd2b15640d48e7d7b10.js', 'public, max-age=31536000, immutable'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['favicon.ico', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(expected);
  });
});

describe('injectMeta head extras', () => {
  it('adds canonical, robots and JSON-LD escaped against </script>, replacing existing ones', () => {
    const html = '<head><title>x</title><link rel="canonical" href="/old"><meta name="robots" content="all"></head>';
    const out = injectMeta(html, 'T', 'D', {
      canonical: 'https://er.example/item/search?page=2',
      robots: 'noindex,follow',
      jsonLd: { title: 'a</script><script>alert(1)</script>&\u2028' },
    });
    expect(out.match(/rel="canonical"/g)).toHaveLength(1);
    expect(out).toContain('<link rel="canonical" href="https://er.example/item/search?page=2">');
    expect(out).toContain('<meta name="robots" content="noindex,follow">');
    expect(out).not.toContain('content="all"');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(out)![1];
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ title: 'a</script><script>alert(1)</script>&\u2028' });
  });
});

describe('injectServerRendered', () => {
  const index = '<html><head></head><body><noscript>x</noscript><div id=root></div></body></html>';

  it('puts the markup into the empty root and the answers it was rendered from after it', () => {
    const out = injectServerRendered(index, { html: '<main>案件</main>', queryState: { queries: [], mutations: [] } }, 'N0nce');
    expect(out).toContain('<div id="root"><main>案件</main></div><script nonce="N0nce" id="er-query-state" type="application/json">{"queries":[],"mutations":[]}</script>');
  });

  it('keeps a listing text from ending the script (</script> in the data)', () => {
    const out = injectServerRendered(index, { html: '', queryState: { text: '</script><script>alert(1)</script>' } }, 'N0nce');
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(out).toContain('\\u003c/script\\u003e');
  });

  it('leaves the page as it is without a render (the browser renders it)', () => {
    expect(injectServerRendered(index, null, 'N0nce')).toBe(index);
  });
});

describe('pageHtml', () => {
  const template =
    '<html><head><script defer src="/main.js"></script><script id="runtime-config" type="application/json">{}</script></head><body><div id=root></div></body></html>';

  it("gives the nonce to the template's scripts and the query state only, never to a <script in rendered markup", () => {
    const rendered = '<main><script>alert(1)</script><SCRIPT src="//evil.example/x.js"></SCRIPT><script type="application/ld+json">{}</script></main>';
    const out = pageHtml(template, { html: rendered, queryState: {} }, 'N0nce');
    expect(out).toContain(`<div id="root">${rendered}</div>`);
    const nonced = [...out.matchAll(/<script\b[^>]*\bnonce="N0nce"[^>]*>/gi)].map((m) => m[0]);
    expect(nonced).toEqual([
      '<script nonce="N0nce" defer src="/main.js">',
      '<script nonce="N0nce" id="runtime-config" type="application/json">',
      '<script nonce="N0nce" id="er-query-state" type="application/json">',
    ]);
  });

  it('nonces the template alone when nothing was rendered on the server', () => {
    const out = pageHtml(template, null, 'N0nce');
    expect(out.match(/nonce="N0nce"/g)).toHaveLength(2);
    expect(out).toContain('<div id=root></div>');
  });
});

describe('jsonForScript', () => {
  it('is JSON of the same value with no character that could end or confuse the inline script', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: fc.constantFrom('<', '>', '&', '\u2028', '\u2029', '/', 'a', 'あ') }), (value, text) => {
        const json = jsonForScript({ value, text });
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify({ value, text })));
      }),
    );
  });
});
