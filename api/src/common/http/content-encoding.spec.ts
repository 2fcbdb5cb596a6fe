import fc from 'fast-check';
import { chosenEncoding } from './content-encoding';

/** An Accept-Encoding header from tokens browsers and tools send, with optional q-values, in any order. */
const token = fc.constantFrom('br', 'gzip', 'deflate', 'zstd', 'identity', '*', 'compress', 'x-gzip');
const quality = fc.option(fc.constantFrom('0', '0.001', '0.5', '0.8', '1', '1.0'), { nil: undefined });
const acceptEncoding = fc
  .uniqueArray(fc.record({ token, q: quality }), { selector: (e) => e.token, maxLength: 6 })
  .map((entries) => ({ entries, header: entries.map((e) => (e.q === undefined ? e.token : `${e.token};q=${e.q}`)).join(', ') }));

const qOf = (entries: { token: string; q?: string }[], name: string): number | undefined => {
  const entry = entries.find((e) => e.token === name) ?? entries.find((e) => e.token === '*');
  return entry ? Number(entry.q ?? 1) : undefined;
};

describe('chosenEncoding', () => {
  it('prefers brotli when a browser lists gzip first with equal quality', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding('')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });

  it('never picks an encoding the header refuses or does not name, and brotli whenever it has the top quality', () => {
    fc.assert(
      fc.property(acceptEncoding, ({ entries, header }) => {
        const chosen = chosenEncoding(header);
        if (chosen) expect(qOf(entries, chosen)).toBeGreaterThan(0);
        const br = qOf(entries, 'br') ?? 0;
        const gzip = qOf(entries, 'gzip') ?? 0;
        // No compression (identity, named or through `*`) with a higher quality than both is a request for none;
        // unnamed, identity is acceptable only below everything named.
        const identity = qOf(entries, 'identity') ?? 0;
        if (br > 0 && br >= gzip && identity <= br) expect(chosen).toBe('br');
        if (br === 0 && gzip === 0) expect(chosen).toBeNull();
      }),
    );
  });
});
