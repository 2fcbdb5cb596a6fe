import fc from 'fast-check';
import { answerJson, RawJson } from './raw-json';

describe('answerJson', () => {
  it('writes what JSON.stringify writes, arrays of RawJson at the top level joined from their text', () => {
    const rawArray = fc.array(fc.jsonValue(), { maxLength: 4 }).map((values) => values.map((v) => new RawJson(JSON.stringify(v))));
    const member = fc.oneof(fc.jsonValue(), rawArray, fc.constant(undefined), fc.array(fc.oneof(fc.jsonValue(), rawArray.map((a) => a[0])), { maxLength: 3 }));
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), member), fc.jsonValue(), rawArray), (value) => {
        expect(answerJson(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('splices the raw text in without parsing it', () => {
    const raw = new RawJson('{"id":1}');
    raw.toJSON = () => {
      throw new Error('parsed');
    };
    expect(answerJson({ items: [raw], total: 1 })).toBe('{"items":[{"id":1}],"total":1}');
  });
});
