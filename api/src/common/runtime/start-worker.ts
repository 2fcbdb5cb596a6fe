import { existsSync } from 'node:fs';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread from `path` without its extension: the compiled `.js` file, or, under the test runner
 * (TypeScript sources, no compiled file), the `.ts` source compiled by swc as the worker requires it, with the
 * repository's .swcrc.
 */
export function startWorker(path: string, options: WorkerOptions = {}): Worker {
  const compiled = `${path}.js`;
  if (existsSync(compiled)) return new Worker(compiled, options);
  const source = `${path}.ts`;
  const boot = `
    const { readFileSync } = require('node:fs');
    const { transformSync } = require('@swc/core');
    require.extensions['.ts'] = (module, filename) => module._compile(transformSync(readFileSync(filename, 'utf8'), { filename, swcrc: true }).code, filename);
    require(${JSON.stringify(source)});
  `;
  return new Worker(boot, { ...options, eval: true });
}
