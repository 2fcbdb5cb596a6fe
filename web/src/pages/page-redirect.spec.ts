import fc from 'fast-check';
import { matchPage } from '@er/site-meta';
import { isSitePath, pageRedirect } from './page-html';

describe('page redirects (issue 9: never protocol-relative)', () => {
  it('keeps the SPEC §2 redirects', () => {
    expect(pageRedirect('/item/tag/12/')).toBe('/item/tag/12');
    expect(pageRedirect('/item/detail/005')).toBe('/item/detail/5');
    expect(pageRedirect('/item/tag/012/')).toBe('/item/tag/12'); // one redirect, not two
    expect(pageRedirect('/item/tag/12')).toBeNull();
    expect(pageRedirect('/')).toBeNull();
  });

  it('gives a page declared with its trailing slash the slash (issue 11: /column → /column/, never 404)', () => {
    expect(pageRedirect('/column')).toBe('/column/');
    expect(pageRedirect('/column/')).toBeNull();
    expect(pageRedirect('/column/x')).toBeNull();
  });

  it('refuses paths that do not start with exactly one slash', () => {
    for (const p of ['//item/tag/12/', '//item/detail/005', '///item/tag/12/', '/\\item/tag/12/', '\\item/tag/12/', 'item/tag/12/', '//evil.example/']) {
      expect({ p, redirect: pageRedirect(p) }).toEqual({ p, redirect: null });
      expect(isSitePath(p)).toBe(false);
    }
  });

  it('never builds a location a browser would read as another host (property)', () => {
    const segment = fc.oneof(fc.constantFrom('', 'item', 'tag', 'detail', '012', '0', 'evil.example', '\\', '/', 'admin', 'column', 'news'), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.constantFrom('/', '//', '/\\', '\\', '///', ''), fc.boolean(), (parts, lead, slash) => {
        const location = pageRedirect(lead + parts.join('/') + (slash ? '/' : ''));
        if (location !== null) {
          expect(location).toMatch(/^\/(?![\/\\])/);
          expect(location).not.toContain('\\');
          // and it lands on a declared page, never on another redirect
          expect(matchPage(location)).not.toBeNull();
          expect(pageRedirect(location)).toBeNull();
        }
      }),
      { seed: 9, numRuns: 2000 },
    );
  });
});
