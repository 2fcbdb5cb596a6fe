import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { foldEmail, foldTel, isKatakanaName, isValidTel } from './contact-rules';
import { CONTACT_RATE_WINDOW_SECONDS, ContactRateLimiter } from './contact-rate-limit.guard';
import { ContactRequestDto } from './dto/contact.dto';

/** ASCII → its full-width form (U+FF01–U+FF5E), as a Japanese IME types it. */
const toFullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const KATAKANA = [...'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポァィゥェォッャュョヴー'];

describe('tel folding and format', () => {
  /** Valid Japanese-style numbers: 2–4 / 2–4 / 4 digits with or without hyphens. */
  const tel = fc
    .tuple(digits(2, 4), digits(2, 4), digits(4, 4), fc.boolean())
    .map(([a, b, c, hyphens]) => (hyphens ? `${a}-${b}-${c}` : `${a}${b}${c}`))
    .filter((t) => t.length >= 10 && t.length <= 13);

  it('a valid number typed in full width (with any dash) folds back to itself and passes', () => {
    fc.assert(
      fc.property(tel, fc.constantFrom('－', 'ー', '−', '‐', '–', '-'), (t, dash) => {
        const typed = toFullWidth(t).replace(/－/g, dash);
        expect(foldTel(typed)).toBe(t);
        expect(isValidTel(foldTel(typed))).toBe(true);
      }),
    );
  });

  it('folding is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => expect(foldTel(foldTel(s))).toBe(foldTel(s))));
  });

  it('rejects too short, too long, letters and edge hyphens', () => {
    fc.assert(fc.property(digits(1, 9), (d) => expect(isValidTel(d)).toBe(false)));
    fc.assert(fc.property(digits(14, 20), (d) => expect(isValidTel(d)).toBe(false)));
    fc.assert(
      fc.property(tel, fc.constantFrom(...'abcxyzABC+#()'), fc.nat(), (t, bad, at) => {
        const i = at % (t.length + 1);
        expect(isValidTel(t.slice(0, i) + bad + t.slice(i))).toBe(false);
      }),
    );
    expect(isValidTel('-0312345678')).toBe(false);
    expect(isValidTel('0312345678-')).toBe(false);
    expect(isValidTel('03--12345678')).toBe(false);
  });
});

describe('name_kana (katakana and spaces only)', () => {
  // A name word starts with a kana letter: the long-vowel mark ー alone is not a name (and is refused).
  const kanaWord = fc
    .tuple(fc.constantFrom(...KATAKANA.filter((ch) => ch !== 'ー')), fc.string({ unit: fc.constantFrom(...KATAKANA), maxLength: 9 }))
    .map(([first, rest]) => first + rest);

  it('accepts katakana words separated by half- or full-width spaces', () => {
    fc.assert(
      fc.property(fc.array(kanaWord, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', '\u3000'), (words, sep) =>
        expect(isKatakanaName(words.join(sep))).toBe(true),
      ),
    );
  });

  it('rejects any hiragana, kanji or latin letter mixed in', () => {
    fc.assert(
      fc.property(kanaWord, fc.constantFrom(...'あいうえおやまだ山田太郎abcＡＢＣ1１'), fc.nat(), (w, bad, at) => {
        const i = at % (w.length + 1);
        expect(isKatakanaName(w.slice(0, i) + bad + w.slice(i))).toBe(false);
      }),
    );
    expect(isKatakanaName('   ')).toBe(false);
    expect(isKatakanaName('ー')).toBe(false);
    expect(isKatakanaName('')).toBe(false);
  });
});

describe('email folding', () => {
  const email = fc.emailAddress().filter((e) => e.length <= 255);

  it('a full-width address folds to the half-width one and validates as the DTO field', () => {
    fc.assert(
      fc.property(email, (e) => {
        expect(foldEmail(`\u3000${toFullWidth(e)} `)).toBe(e);
      }),
    );
    const dto = plainToInstance(ContactRequestDto, {
      contact_type: 1,
      name: '山田 太郎',
      name_kana: 'ヤマダ　タロウ',
      email: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ',
      tel: '０３ー１２３４ー５６７８',
      body: 'お問い合わせ本文です。よろしくお願いします。',
      agree: true,
    });
    expect(validateSync(dto)).toEqual([]);
    expect(dto.email).toBe('taro@example.com');
    expect(dto.tel).toBe('03-1234-5678');
    expect(dto.name_kana).toBe('ヤマダ タロウ');
  });
});

describe('ContactRateLimiter (in memory, no REDIS_URL)', () => {
  it('allows the budget of posts per address in 10 minutes, then tells how long to wait', async () => {
    const limiter = new ContactRateLimiter(null, { queuePrefix: `spec-${process.pid}`, contactRateLimit: 2 } as never);
    expect(await limiter.hit('192.0.2.1')).toBeNull();
    expect(await limiter.hit('192.0.2.1')).toBeNull();
    expect(await limiter.hit('192.0.2.1')).toBe(CONTACT_RATE_WINDOW_SECONDS);
    expect(await limiter.hit('192.0.2.2')).toBeNull();
  });
});
