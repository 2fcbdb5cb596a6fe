import 'reflect-metadata';
import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { validateSync, IsEmail, IsInt } from 'class-validator';
import { foldEmail, foldPostcode, foldTel, isValidPostcode, isValidTel, toHalfWidth } from '@er/site-meta/text-fold';
import { LoginRequestDto } from '../../modules/auth/dto/login.dto';
import { ContactRequestDto } from '../../modules/contacts/dto/contact.dto';
import { TaxAccountantRequestDto } from '../../modules/contacts/dto/request-forms.dto';
import { Fold } from './fold.decorator';

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

/** `s` with each character typed in full or half width, upper or lower case (as an IME and caps lock may). */
const anyWidthAndCase = (s: string) =>
  fc.array(fc.constantFrom('half', 'full', 'upperHalf', 'upperFull'), { minLength: s.length, maxLength: s.length }).map((modes) =>
    [...s]
      .map((c, i) => {
        const mode = modes[i]!;
        const cased = mode.startsWith('upper') ? c.toUpperCase() : c;
        return mode === 'full' || mode === 'upperFull' ? cased.replace(/[!-~]/g, (x) => String.fromCharCode(x.charCodeAt(0) + 0xfee0)) : cased;
      })
      .join(''),
  );
const lower = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 12 });
/** Valid, lower-case addresses (what is stored). */
const email = fc.tuple(lower, fc.constantFrom('', '.', '_', '+', '-'), lower, lower, fc.constantFrom('com', 'jp', 'co.jp', 'net')).map(
  ([a, sep, b, domain, tld]) => `${a}${sep}${b}@${domain}.${tld}`,
);
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const tel = fc.tuple(digits(3), digits(4), digits(4)).map(([a, b, c]) => `${a}-${b}-${c}`);
const postcode = fc.tuple(digits(3), digits(4)).map(([a, b]) => `${a}-${b}`);
const dash = fc.constantFrom('-', '－', 'ー', '−', '‐', '–');
const blank = fc.constantFrom('', ' ', '\u3000');

describe('the folds of @er/site-meta/text-fold', () => {
  it('fold any width/case mix of a valid e-mail, phone number and postcode to the stored form', () => {
    fc.assert(fc.property(email.chain((e) => fc.tuple(fc.constant(e), anyWidthAndCase(e))), blank, ([e, typed], pad) => foldEmail(`${pad}${typed}${pad}`) === e));
    fc.assert(
      fc.property(tel.chain((t) => fc.tuple(fc.constant(t), anyWidthAndCase(t), dash)), ([t, typed, d]) => {
        const folded = foldTel(typed.replace(/[-－]/g, d));
        return folded === t && isValidTel(folded);
      }),
    );
    fc.assert(
      fc.property(postcode.chain((p) => fc.tuple(fc.constant(p), anyWidthAndCase(p), dash, fc.boolean(), fc.boolean())), ([p, typed, d, mark, noDash]) => {
        const folded = foldPostcode(`${mark ? '〒' : ''}${noDash ? typed.replace(/[-－]/g, '') : typed.replace(/[-－]/g, d)}`);
        return folded === p && isValidPostcode(folded);
      }),
    );
  });

  it('are idempotent', () => {
    for (const fold of [foldEmail, foldTel, foldPostcode]) {
      fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => fold(fold(s)) === fold(s)));
    }
  });
});

describe('@Fold()', () => {
  class Dto {
    @Fold('tel')
    tel!: string;

    @Fold('postcode')
    zip!: string;

    @Fold('email')
    @IsEmail()
    email!: string;

    @Fold('number')
    @IsInt()
    n!: number;

    @Fold('text', { emptyAsUndefined: true })
    company?: string;
  }

  it('folds each kind during transformation', () => {
    const dto = plainToInstance(Dto, { tel: '０３－１２３４－５６７８', zip: '〒１５００００２', email: ' ＴＡＲＯ＠Ｅｘａｍｐｌｅ．ｃｏｍ', n: '　１２００ ', company: '\u3000' });
    expect(dto).toEqual({ tel: '03-1234-5678', zip: '150-0002', email: 'taro@example.com', n: 1200, company: undefined });
    expect(validateSync(dto)).toEqual([]);
  });

  it('numbers: any width mix of an integer becomes that integer; other text fails IsInt as before', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }).chain((n) => fc.tuple(fc.constant(n), anyWidthAndCase(String(n)))), ([n, typed]) => {
        const dto = plainToInstance(Dto, { n: typed, tel: '', zip: '', email: 'a@b.jp' });
        return dto.n === n && validateSync(dto).length === 0;
      }),
    );
    expect(validateSync(plainToInstance(Dto, { n: 'ＡＢＣ', tel: '', zip: '', email: 'a@b.jp' })).map((e) => e.property)).toEqual(['n']);
  });
});

describe('DTOs that take an e-mail or phone number accept any width/case mix and keep it folded', () => {
  it('login', () => {
    fc.assert(
      fc.property(email.chain((e) => fc.tuple(fc.constant(e), anyWidthAndCase(e))), ([e, typed]) => {
        const dto = plainToInstance(LoginRequestDto, { email: typed, password: 'x' });
        return dto.email === e && validateSync(dto).length === 0;
      }),
    );
  });

  it('inquiry and tax-accountant request', () => {
    fc.assert(
      fc.property(
        email.chain((e) => fc.tuple(fc.constant(e), anyWidthAndCase(e))),
        tel.chain((t) => fc.tuple(fc.constant(t), anyWidthAndCase(t))),
        ([e, typedEmail], [t, typedTel]) => {
          const common = { name: '山田 太郎', name_kana: 'ヤマダ タロウ', email: typedEmail, tel: typedTel, agree: true };
          const contact = plainToInstance(ContactRequestDto, { ...common, contact_type: 1, body: 'お問い合わせ本文です。よろしくお願いします。' });
          const tax = plainToInstance(TaxAccountantRequestDto, { ...common, prefecture_id: '１３', idempotency_key: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' });
          return (
            contact.email === e && contact.tel === t && validateSync(contact).length === 0 &&
            tax.email === e && tax.tel === t && tax.prefecture_id === 13 && validateSync(tax).length === 0
          );
        },
      ),
    );
  });
});
