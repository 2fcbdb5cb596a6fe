import { runInThisContext } from 'node:vm';

/** What a bundle may `require`: a name → its module, or undefined for a name it may not have. */
export type BundleRequire = (request: string) => unknown;

/**
 * Runs a CommonJS bundle (a server build: packages/mf-config/src/server.js) and returns its exports. The bundle
 * gets only the modules `resolve` hands out — the shared packages — not the API's own require, so a remote's
 * server build sees React and the host's shared packages and nothing else of this process's modules.
 */
export function evaluateCommonJsBundle(code: string, filename: string, resolve: BundleRequire): unknown {
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    exports: unknown,
    require: (request: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as unknown };
  const require = (request: string) => {
    const value = resolve(request);
    if (value === undefined) throw new Error(`${filename}: require('${request}') is not a shared package`);
    return value;
  };
  wrapper(module.exports, require, module, filename, filename.replace(/\/[^/]*$/, ''));
  return module.exports;
}
