import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { expressErrorHandler } from '../errors/express-error-handler';
import { bodyParsers, isWellFormedText, jsonNestingDepth, MALFORMED_TEXT_MESSAGE, malformedTextPaths, MAX_BODY_DEPTH } from './json-body';

/** Nesting depth of a parsed value, the reference jsonNestingDepth must agree with. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((max, child) => Math.max(max, depthOf(child)), 0);
}

const nested = (levels: number, inner = '1') => '{"a":'.repeat(levels) + inner + '}'.repeat(levels);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

describe('jsonNestingDepth', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(jsonNestingDepth('{}')).toBe(1);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonNestingDepth('{"a":"\\"[[[","b":"\\\\"}')).toBe(1);
    expect(jsonNestingDepth('"plain"')).toBe(0);
  });

  it('stops early on a hostile body', () => {
    expect(jsonNestingDepth('['.repeat(100_000), 32)).toBe(33);
  });

  it('agrees with the depth of the parsed value for any JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value);
        expect(jsonNestingDepth(text)).toBe(depthOf(JSON.parse(text)));
        expect(jsonNestingDepth(Buffer.from(text))).toBe(depthOf(JSON.parse(text)));
      }),
      { seed: 9, numRuns: 500 },
    );
  });
});

describe('malformedTextPaths', () => {
  it('names the path of each string or key with a lone surrogate', () => {
    expect(malformedTextPaths({ email: 'a\ud800@example.com', name: 'ok' })).toEqual(['email']);
    expect(malformedTextPaths({ a: { b: ['ok', 'x\udc00'] } })).toEqual(['a.b.1']);
    expect(malformedTextPaths({ ['k\ud800']: 1 })).toEqual(['k\ufffd']);
    // A correctly paired surrogate (an emoji) is fine.
    expect(malformedTextPaths({ name: '山田🍣', tags: ['𠮷'] })).toEqual([]);
  });

  it('finds nothing in any well-formed value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        expect(malformedTextPaths(value)).toEqual([]);
      }),
      { seed: 9, numRuns: 500 },
    );
  });

  it('reports the exact path where a lone surrogate is planted (property)', () => {
    const key = fc.string({ minLength: 1, maxLength: 8 }).filter((k) => isWellFormedText(k) && !k.includes('.'));
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 6 }), fc.string(), loneSurrogate, fc.nat(), (keys, text, lone, at) => {
        const cut = at % (text.length + 1);
        const planted = text.slice(0, cut) + lone + text.slice(cut);
        // A surrogate next to its partner would form a pair: only test truly lone ones.
        fc.pre(!isWellFormedText(planted));
        const value = keys.reduceRight<unknown>((inner, k) => ({ [k]: inner, sibling: 'ok' }), planted);
        const paths = malformedTextPaths(value);
        expect(paths).toEqual([keys.join('.')]);
      }),
      { seed: 9, numRuns: 500 },
    );
  });

  it('stops at the depth limit instead of recursing', () => {
    let deep: unknown = 'x\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(malformedTextPaths(deep)).toEqual([]);
  });
});

describe('bodyParsers (mounted like create-app)', () => {
  const app = express();
  app.use(...bodyParsers());
  app.post('/echo', (req, res) => res.json({ body: req.body }));
  app.use(expressErrorHandler);
  // Raw bytes as given (superagent would otherwise JSON-encode a Buffer for a JSON content type).
  const post = (body: string | Buffer, type = 'application/json') =>
    request(app)
      .post('/echo')
      .set('Content-Type', type)
      .serialize((raw: unknown) => raw as string)
      .send(body as unknown as string);

  it('parses ordinary JSON and forms', async () => {
    await post('{"email":"taro@example.com","tags":[1,2]}').expect(200, { body: { email: 'taro@example.com', tags: [1, 2] } });
    await post('name=%E5%B1%B1%E7%94%B0&a[b]=1', 'application/x-www-form-urlencoded').expect(200, { body: { name: '山田', a: { b: '1' } } });
  });

  it('answers 400 with a field error for a lone surrogate escape', async () => {
    const res = await post('{"email":"ta\\ud800ro@example.com","name":"ok"}').expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'MALFORMED_TEXT', message: '入力内容に誤りがあります', errors: { email: [MALFORMED_TEXT_MESSAGE] } });
    const nestedRes = await post('{"profile":{"skills":["ok","\\udfff"]}}').expect(400);
    expect(nestedRes.body.errors).toEqual({ 'profile.skills.1': [MALFORMED_TEXT_MESSAGE] });
  });

  it('answers 400 for nesting deeper than the limit, and accepts the limit itself', async () => {
    await post(nested(MAX_BODY_DEPTH)).expect(200);
    const res = await post(nested(2000)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'BODY_TOO_DEEP', message: expect.stringContaining('入れ子が深すぎます'), errors: {} });
    await post('['.repeat(2000) + ']'.repeat(2000)).expect(400);
  });

  it('answers 400 for bytes that are not UTF-8, and 415 for another charset', async () => {
    const res = await post(Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'INVALID_ENCODING', message: expect.stringContaining('UTF-8'), errors: {} });
    // A CESU-8 style encoded surrogate (ED A0 80) is not valid UTF-8 either.
    await post(Buffer.from('{"e":"\xed\xa0\x80"}', 'latin1')).expect(400);
    const charset = await post(Buffer.from('{"e":"x"}', 'utf16le'), 'application/json; charset=utf-16').expect(415);
    expect(charset.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 above the size limit and 400 for broken JSON', async () => {
    const res = await post(JSON.stringify({ body: 'x'.repeat(200_000) })).expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', errors: {} });
    const broken = await post('{"a":').expect(400);
    expect(broken.body).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON', errors: {} });
  });

  it('never answers 5xx for arbitrary bytes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
          fc.jsonValue({ maxDepth: 4 }).map((v) => Buffer.from(JSON.stringify({ v }))),
          fc.tuple(fc.string(), loneSurrogate).map(([s, lone]) => Buffer.from(JSON.stringify({ s }).replace(/}$/, `,"t":"${'\\u' + lone.charCodeAt(0).toString(16)}"}`))),
        ),
        async (body) => {
          const res = await post(body);
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(res.body.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
        },
      ),
      { seed: 9, numRuns: 200 },
    );
  });
});
