// Issue 9: the images must run on a Node.js line that still gets security fixes, while the code keeps
// working on this machine's Node 20.19 (engines says both). Also: source maps never leave the nginx images.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { host, remotes } from '@er/contracts/remotes';

const root = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');

/** End of life of each even (LTS) Node.js line, https://nodejs.org/en/about/previous-releases */
const NODE_LTS_END_OF_LIFE: Record<number, string> = {
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
  26: '2029-04-30',
};

function nodeImages(dockerfile: string): string[] {
  return [...read(dockerfile).matchAll(/^FROM\s+(node:\S+)/gim)].map((m) => m[1]);
}

describe('Docker images', () => {
  it.each(['docker/api.Dockerfile', 'docker/static.Dockerfile'])('%s builds and runs on a Node.js LTS line before its end of life', (dockerfile) => {
    const images = nodeImages(dockerfile);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const major = Number(/^node:(\d+)/.exec(image)?.[1]);
      const endOfLife = NODE_LTS_END_OF_LIFE[major];
      expect({ image, lts: Boolean(endOfLife) }).toEqual({ image, lts: true });
      expect({ image, endOfLife, past: new Date() >= new Date(`${endOfLife}T00:00:00Z`) }).toEqual({ image, endOfLife, past: false });
      expect(image).toMatch(/^node:\d+-bookworm-slim$/); // the Debian release the build toolchain is installed from
    }
  });

  it('the API image runs on the same line it is built on (native better-sqlite3 binary)', () => {
    const [build, run] = nodeImages('docker/api.Dockerfile');
    expect(run).toBe(build);
  });

  it('compose gives the API more time to stop than its own 25 s shutdown deadline', () => {
    const api = /\n  api:\n([\s\S]*?)\n  \w+:\n/.exec(read('docker-compose.yml'))?.[1] ?? '';
    expect(api).toMatch(/stop_grace_period: (2[6-9]|[3-9]\d)s/);
  });

  it.each(['docker/nginx-remote.conf'])('%s answers 404 for source maps before any other regex location', (conf) => {
    const text = read(conf);
    const regexLocations = [...text.matchAll(/location\s+~\*?\s+(\S+)\s*\{([^}]*)\}/g)];
    expect(regexLocations.length).toBeGreaterThan(0);
    // nginx uses the first matching regex location: the deny must come first.
    const [first] = regexLocations;
    expect(first[1]).toBe('\\.map$');
    expect(first[0]).toMatch(/^location\s+~\*/); // case-insensitive: /main.js.MAP too
    expect(first[2]).toMatch(/return\s+404;/);
  });
});

describe('engines', () => {
  const engines = (JSON.parse(read('package.json')) as { engines?: { node?: string } }).engines?.node ?? '';
  // semver comes with npm's and jest's own dependencies; only satisfies() is used.
  const semver = require('semver') as { satisfies(version: string, range: string): boolean }; // eslint-disable-line @typescript-eslint/no-require-imports

  it('accepts this machine-class Node 20.19 and the current LTS lines', () => {
    for (const version of ['20.19.0', '20.20.2', '22.13.0', '24.11.0', '24.15.0']) expect({ version, ok: semver.satisfies(version, engines) }).toEqual({ version, ok: true });
  });

  it('refuses lines without require(esm) and odd releases', () => {
    for (const version of ['18.20.0', '20.18.0', '21.7.0', '23.11.0']) expect({ version, ok: semver.satisfies(version, engines) }).toEqual({ version, ok: false });
  });

  it('every workspace that states engines states the same', () => {
    const workspaces = ['api', host.dir, ...remotes.map((r) => r.dir), 'e2e', 'bench'];
    for (const dir of workspaces) {
      const pkg = JSON.parse(read(`${dir}/package.json`)) as { engines?: { node?: string } };
      if (pkg.engines?.node) expect({ dir, node: pkg.engines.node }).toEqual({ dir, node: engines });
    }
  });

  it('better-sqlite3 (native, compiled for the image) supports Node 24', () => {
    const pkg = JSON.parse(read('node_modules/better-sqlite3/package.json')) as { engines: { node: string } };
    expect(semver.satisfies('24.11.0', pkg.engines.node)).toBe(true);
  });
});
