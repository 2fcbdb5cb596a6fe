// `node scripts/remotes.mjs`: rewrites the parts of docker-compose.yml and .env.example that list the
// remotes, from the registry (packages/contracts/remotes.js). `--check` only reports (exit 1) what is
// stale; scripts/test/remotes-generated.spec.ts runs it, so a registry change without this step fails.
// Each part sits between a `# BEGIN remotes …` and an `# END remotes` line; the rest is hand-written.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registry, root } from './lib/apps.mjs';

const { remotes, serviceName, serverSetting, serverKeySetting } = registry;

/** Blocks by name: each returns its lines (without the markers), given the marker line's indent. */
const BLOCKS = {
  // The web server tells browsers to load each remote from its own service's published port, and reaches it itself
  // on the compose network (manifests for preload hints, server builds for server rendering).
  'compose-web-env': (indent) =>
    remotes.flatMap((r) => [`${indent}${r.setting}: http://localhost:${r.port}/`, `${indent}${serverSetting(r)}: http://${serviceName(r)}/`]),
  // One nginx service per remote, built and deployed alone (docker/static.Dockerfile).
  'compose-services': (indent) =>
    remotes.flatMap((r, i) => [
      ...(i > 0 ? [''] : []),
      `${indent}${serviceName(r)}:`,
      `${indent}  <<: *static`,
      `${indent}  build:`,
      `${indent}    <<: *static-build`,
      `${indent}    args: { APP: ${r.dir} }`,
      `${indent}  ports: ["${r.port}:80"]`,
    ]),
  'env-remote-urls': (indent) => remotes.map((r) => `${indent}${r.setting}=${r.defaultUrl}`),
  'env-remote-server-urls': (indent) => remotes.map((r) => `${indent}${serverSetting(r)}=`),
  // Only a server-rendered remote publishes server code to sign (docs/remote-signing.md).
  'env-remote-server-keys': (indent) => remotes.filter((r) => r.serverRendered).map((r) => `${indent}${serverKeySetting(r)}=`),
};

export const FILES = ['docker-compose.yml', '.env.example'];

const MARKER = /^(\s*)# BEGIN remotes ([\w-]+)\b.*$/;

/** The file's text with every marked block regenerated. */
export function render(text) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i]);
    const begin = MARKER.exec(lines[i]);
    if (!begin) continue;
    const [, indent, name] = begin;
    if (!BLOCKS[name]) throw new Error(`unknown block "${name}"`);
    const end = lines.findIndex((l, j) => j > i && l.trim() === '# END remotes');
    if (end < 0) throw new Error(`no "# END remotes" after "# BEGIN remotes ${name}"`);
    out.push(...BLOCKS[name](indent), lines[end]);
    i = end;
  }
  return out.join('\n');
}

/** Files whose marked blocks differ from the registry. */
export function staleFiles() {
  return FILES.filter((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return render(text) !== text;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length) {
      console.error(`Stale (run node scripts/remotes.mjs): ${stale.join(', ')}`);
      process.exit(1);
    }
  } else {
    for (const file of FILES) {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      const next = render(text);
      if (next !== text) {
        writeFileSync(path, next);
        console.log(`updated ${file}`);
      }
    }
  }
}
