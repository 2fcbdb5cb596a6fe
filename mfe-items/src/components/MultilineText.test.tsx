import fc from 'fast-check';
import { render } from '@testing-library/react';
import { MultilineText, paragraphsOf } from './MultilineText';

describe('paragraphsOf', () => {
  it('splits paragraphs on blank lines and keeps single line breaks (CRLF too)', () => {
    expect(paragraphsOf('【業務内容】\r\nAPI設計\r\n実装\r\n\r\n\r\n【環境】\nJava 21\n')).toEqual([['【業務内容】', 'API設計', '実装'], ['【環境】', 'Java 21']]);
    expect(paragraphsOf('\n\n  \n')).toEqual([]);
  });

  it('reads back what it was written from (paragraphs of non-blank lines)', () => {
    const line = fc.string({ unit: fc.constantFrom(...'aあ案件<>/&" 　'), minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '' && !/[ \u3000]$/.test(s));
    const paragraphs = fc.array(fc.array(line, { minLength: 1, maxLength: 4 }), { maxLength: 4 });
    fc.assert(
      fc.property(paragraphs, fc.constantFrom('\n', '\r\n'), (ps, eol) => {
        const text = ps.map((p) => p.join(eol)).join(eol + eol);
        expect(paragraphsOf(text)).toEqual(ps);
      }),
    );
  });
});

describe('MultilineText', () => {
  it('renders paragraphs and line breaks as text, never as HTML', () => {
    const { container } = render(<MultilineText text={'1行目\n<script>alert(1)</script>\n\n<b>2段落目</b>'} />);
    const ps = container.querySelectorAll('p');
    expect(ps).toHaveLength(2);
    expect(ps[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(ps[0]!.textContent).toBe('1行目<script>alert(1)</script>');
    expect(ps[1]!.textContent).toBe('<b>2段落目</b>');
    expect(container.querySelector('script, b')).toBeNull();
  });
});
