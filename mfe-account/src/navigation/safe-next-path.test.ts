import fc from 'fast-check';
import { HOME_PATH, safeNextPath } from './safe-next-path';

/** Characters that make paths interesting for a redirect check. */
const tricky = fc.constantFrom('/', '\\', ':', '.', '@', '%', '?', '#', ' ', '\t', '\n', '\u0000', 'a', 'evil.com', 'http', 'javascript', '//', '/\\', '%2f', '\u3000', 'ｅ');
const trickyString = fc.array(tricky, { maxLength: 12 }).map((parts) => parts.join(''));
const anyNext = fc.oneof(fc.string(), trickyString, trickyString.map((s) => `/${s}`));

/** Paths the site really links to: one '/' then plain segments, maybe a query. */
const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
const sitePath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), { nil: undefined }))
  .map(([segments, query]) => `/${segments.join('/')}${query ? `?${query}` : ''}`);

describe('safeNextPath (/login?next=)', () => {
  it.each(['//evil.com', '/\\evil.com', '/\\/evil.com', 'https://evil.com', 'http://evil.com/user', 'javascript:alert(1)', 'JavaScript:alert(1)', '/\t/evil.com', '/\n/evil.com', '/.//evil.com', ' /user', 'user', '', null, undefined, 42])(
    'refuses %p',
    (next) => {
      expect(safeNextPath(next)).toBe(HOME_PATH);
    },
  );

  it.each([
    ['/item/search', '/item/search'],
    ['/item/search?keyword=Java#list', '/item/search?keyword=Java#list'],
    ['/user/entry', '/user/entry'],
    ['/item/../user', '/user'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('keeps a path of this site: %p', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('whatever it is given, answers a path that stays on the site it is resolved against', () => {
    fc.assert(
      fc.property(anyNext, (next) => {
        const path = safeNextPath(next);
        expect(path.startsWith('/')).toBe(true);
        expect(path).not.toMatch(/^\/[/\\]/);
        expect(path).not.toMatch(/[\u0000-\u001f\u007f]/);
        for (const origin of ['https://www.engineer-route.example', 'http://127.0.0.1:3000']) {
          expect(new URL(path, origin).origin).toBe(origin);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent, and keeps the paths the site links to as they are', () => {
    fc.assert(fc.property(anyNext, (next) => expect(safeNextPath(safeNextPath(next))).toBe(safeNextPath(next))));
    fc.assert(fc.property(sitePath, (path) => expect(safeNextPath(path)).toBe(path)));
  });
});
