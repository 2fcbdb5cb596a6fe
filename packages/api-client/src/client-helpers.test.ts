import fc from 'fast-check';
import { fillPath, readCookie, readXsrfCookie, serializeQuery, toApiError } from './client';

// Keys and values as a form or a search box would produce them: any Unicode, '&', '=', '+', '%', spaces.
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const scalar = fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.boolean());
const queryValue = fc.oneof(
  scalar,
  fc.constant(undefined),
  fc.constant(null),
  fc.array(fc.oneof(scalar, fc.constant(undefined)), { maxLength: 4 }),
);

describe('serializeQuery', () => {
  it('round-trips through URLSearchParams: arrays as repeated keys, undefined/null left out', () => {
    fc.assert(
      fc.property(fc.dictionary(text, queryValue, { maxKeys: 6 }), (query) => {
        const parsed = new URLSearchParams(serializeQuery(query));
        for (const [key, value] of Object.entries(query)) {
          const expected = (Array.isArray(value) ? value : [value])
            .filter((v) => v !== undefined && v !== null)
            .map(String);
          expect(parsed.getAll(key)).toEqual(expected);
        }
        const present = Object.entries(query)
          .filter(([, v]) => (Array.isArray(v) ? v.some((i) => i !== undefined && i !== null) : v !== undefined && v !== null))
          .map(([key]) => key);
        expect(new Set(parsed.keys())).toEqual(new Set(present));
      }),
    );
  });

  it('never emits a raw space, "+", "&" or "#" inside a key or value', () => {
    fc.assert(
      fc.property(fc.dictionary(text, text, { maxKeys: 4 }), (query) => {
        const pairs = serializeQuery(query).split('&').filter(Boolean);
        expect(pairs).toHaveLength(Object.keys(query).length);
        for (const pair of pairs) expect(pair).toMatch(/^[^ +&#=]*=[^ +&#=]*$/);
      }),
    );
  });

  it('writes dates as ISO strings and rejects nested objects', () => {
    expect(serializeQuery({ from: new Date(Date.UTC(2026, 0, 2)) })).toBe('from=2026-01-02T00%3A00%3A00.000Z');
    expect(serializeQuery(undefined)).toBe('');
    expect(() => serializeQuery({ filter: { a: 1 } })).toThrow('query parameter "filter"');
  });
});

// Cookie names are RFC 6265 tokens; values are whatever the server URL-encoded.
const cookieName = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,12}$/);

describe('readCookie', () => {
  it('finds every cookie of a document.cookie string and decodes its value', () => {
    fc.assert(
      fc.property(fc.dictionary(cookieName, fc.string({ unit: 'grapheme', maxLength: 20 }), { minKeys: 1, maxKeys: 6 }), (jar) => {
        const cookieString = Object.entries(jar)
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; ');
        for (const [name, value] of Object.entries(jar)) expect(readCookie(cookieString, name)).toBe(value);
      }),
    );
  });

  it('does not match a cookie whose name merely contains the one asked for', () => {
    fc.assert(
      fc.property(cookieName, cookieName, text, (prefix, name, value) => {
        fc.pre(prefix !== '' && `${prefix}${name}` !== name);
        expect(readCookie(`${prefix}${name}=${encodeURIComponent(value)}`, name)).toBeUndefined();
      }),
    );
  });

  it('returns a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('a=1; XSRF-TOKEN=100%; b=2', 'XSRF-TOKEN')).toBe('100%');
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN=a=b', 'XSRF-TOKEN')).toBe('a=b');
  });
});

describe('readXsrfCookie', () => {
  it('prefers the __Host- token (https) over a bare one a sibling subdomain may have planted, in any order', () => {
    expect(readXsrfCookie('XSRF-TOKEN=planted; __Host-XSRF-TOKEN=ours%3D')).toBe('ours=');
    expect(readXsrfCookie('__Host-XSRF-TOKEN=ours; XSRF-TOKEN=planted')).toBe('ours');
  });

  it('reads the bare token over plain http, and nothing without one', () => {
    expect(readXsrfCookie('a=1; XSRF-TOKEN=dev')).toBe('dev');
    expect(readXsrfCookie('a=1')).toBeUndefined();
  });
});

describe('fillPath', () => {
  it('substitutes and encodes every parameter so the path keeps its segments', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), fc.integer({ min: 0 }), (filename, id) => {
        const filled = fillPath('/api/admin/user/{id}/files/{filename}', { id, filename });
        const segments = filled.split('/');
        expect(segments).toHaveLength(7);
        expect(decodeURIComponent(segments[4])).toBe(String(id));
        expect(decodeURIComponent(segments[6])).toBe(filename);
      }),
    );
  });
});

describe('toApiError', () => {
  const response = (status: number, statusText = '') => ({ status, statusText }) as Response;

  it("joins NestJS ValidationPipe's message list and keeps the status", () => {
    expect(toApiError(response(400), { statusCode: 400, message: ['a must be set', 'b is too long'], error: 'Bad Request' })).toEqual({
      statusCode: 400,
      message: 'a must be set\nb is too long',
    });
  });
});
