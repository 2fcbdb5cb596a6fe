// `npm run typecheck`: strict type check of every workspace that has a tsconfig.json.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/apps.mjs';
import { run } from './lib/run.mjs';
import rootPackage from '../package.json' with { type: 'json' };

// Workspace patterns are either a folder or `folder/*` (Node 20 has no fs.globSync).
const dirs = rootPackage.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2))).map((d) => `${pattern.slice(0, -2)}/${d}`) : [pattern],
);
let failed = false;
for (const dir of dirs.filter((d) => existsSync(join(root, d, 'tsconfig.json')))) {
  try {
    await run('npx', ['tsc', '--noEmit', '-p', dir], { prefix: dir });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
