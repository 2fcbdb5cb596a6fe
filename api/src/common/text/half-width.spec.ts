import 'reflect-metadata';
import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { toHalfWidth } from './half-width';
import { HalfWidth } from './half-width.decorator';

const fullWidthAscii = fc.integer({ min: 0xff01, max: 0xff5e }).map((c) => String.fromCharCode(c));
const asciiPrintable = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));

describe('toHalfWidth', () => {
  it('folds examples', () => {
    expect(toHalfWidth('ＡＢＣ１２３　ｘｙｚ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('ABC123 xyz@example.com');
    expect(toHalfWidth('東京都ﾃｽﾄ　カナ')).toBe('東京都ﾃｽﾄ カナ');
  });

  it('maps each full-width ASCII character to the ASCII character 0xFEE0 below it', () => {
    fc.assert(fc.property(fullWidthAscii, (ch) => toHalfWidth(ch).charCodeAt(0) === ch.charCodeAt(0) - 0xfee0));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => toHalfWidth(toHalfWidth(s)) === toHalfWidth(s)));
  });

  it('keeps the length and leaves no full-width ASCII behind', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = toHalfWidth(s);
        return out.length === s.length && !/[\uFF01-\uFF5E\u3000]/.test(out);
      }),
    );
  });

  it('leaves half-width text untouched', () => {
    fc.assert(fc.property(fc.array(asciiPrintable).map((a) => a.join('')), (s) => toHalfWidth(s) === s));
  });

  it('inverts a full-width encoding of printable ASCII', () => {
    fc.assert(
      fc.property(fc.array(asciiPrintable).map((a) => a.join('')), (s) => {
        const wide = s.replace(/[\x21-\x7e]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
        return toHalfWidth(wide) === s;
      }),
    );
  });
});

describe('@HalfWidth()', () => {
  class Dto {
    @HalfWidth()
    tel!: string;
  }
  it('folds the field during transformation', () => {
    expect(plainToInstance(Dto, { tel: '０３－１２３４－５６７８' }).tel).toBe('03-1234-5678');
  });
});
