import { evaluateCommonJsBundle } from './commonjs-bundle';

describe('evaluateCommonJsBundle', () => {
  it('runs a CommonJS bundle and returns its exports, with the shared packages it is given', () => {
    const shared = { greeting: 'こんにちは' };
    const exports = evaluateCommonJsBundle(
      'const s = require("shared"); module.exports = { hello: (n) => s.greeting + n, file: __filename };',
      '/remotes/items/server/Routes.abc.js',
      (request) => (request === 'shared' ? shared : undefined),
    ) as { hello: (n: string) => string; file: string };
    expect(exports.hello('さん')).toBe('こんにちはさん');
    expect(exports.file).toBe('/remotes/items/server/Routes.abc.js');
  });

  it("refuses a package it is not given: a remote's bundle sees nothing else of the API process", () => {
    expect(() => evaluateCommonJsBundle('require("fs")', 'bundle.js', () => undefined)).toThrow(/require\('fs'\) is not a shared package/);
  });

  it('exports assigned through `exports` work too', () => {
    expect(evaluateCommonJsBundle('exports.answer = 42;', 'b.js', () => undefined)).toEqual({ answer: 42 });
  });
});
