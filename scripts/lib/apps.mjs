// The buildable apps of the monorepo and how to tell whether their build output is current.
// The front ends are the host and every remote of the registry (packages/contracts/remotes.js).
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** @type {typeof import('@er/contracts/remotes')} */
export const registry = require('@er/contracts/remotes');

/** Front-end folders, host first: ['mfe-host', 'mfe-items', …]. */
export const frontEnds = [registry.host, ...registry.remotes].map((app) => app.dir);

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each app: its workspace dir, the file whose presence means "built", and the inputs that invalidate it. */
export const apps = [
  { name: 'api', dir: 'api', output: 'api/dist/main.js', inputs: ['api/src', 'api/package.json', 'api/tsconfig.build.json', 'packages/server-kit', 'packages/contracts', 'packages/site-meta'] },
  { name: 'web', dir: 'web', output: 'web/dist/main.js', inputs: ['web/src', 'web/package.json', 'web/tsconfig.build.json', 'packages/server-kit', 'packages/contracts', 'packages/site-meta', 'packages/build-signature'] },
  ...frontEnds.map((dir) => ({
    name: dir,
    dir,
    output: `${dir}/dist/mf-manifest.json`,
    inputs: [`${dir}/src`, `${dir}/webpack.config.js`, `${dir}/package.json`, 'packages/ui/src', 'packages/app-state/src', 'packages/contracts', 'packages/api-client/src', 'packages/mf-config/src', 'packages/site-meta'],
  })),
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** An app needs a build when its output is missing or older than any of its inputs. */
export function isStale(app) {
  const output = join(root, app.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return app.inputs.some((input) => newestMtime(join(root, input)) > builtAt);
}

/**
 * Records a finished build: its output's time becomes now. Webpack does not rewrite a file whose content is
 * unchanged, so after a change to an input that leaves the output the same (a server-build plugin, a comment)
 * the output would stay older than its inputs and every `--if-stale` run would build the app again.
 */
export function markBuilt(app) {
  const output = join(root, app.output);
  if (existsSync(output)) utimesSync(output, new Date(), new Date());
}
