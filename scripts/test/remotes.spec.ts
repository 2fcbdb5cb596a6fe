// Issue 10: the registry of remotes (packages/contracts/remotes.js) is the one place a remote is named.
// What cannot read it at run time is generated from it (docker-compose.yml, .env.example) and checked
// here; what reads it (webpack configs, the built manifests) is checked against it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { host, remotes, staticMount } from '@er/contracts/remotes';

const root = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');

type FederationPlugin = { constructor: { name: string }; _options: { name: string; exposes?: Record<string, string>; remotes?: object } };

function federationOptions(dir: string) {
  type Config = { plugins: FederationPlugin[]; devServer: { port: number } };
  // A server-rendered app's production config is [browser build, server build] (packages/mf-config/src/server.js).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configs = require(resolve(root, dir, 'webpack.config.js'))({}, { mode: 'production' }) as Config | Config[];
  const config = Array.isArray(configs) ? configs[0] : configs;
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return { ...plugin!._options, port: config.devServer.port };
}

describe('the registry of remotes', () => {
  it('names each remote, folder, setting, URL, port and route once', () => {
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique([host.name, ...remotes.map((r) => r.name)]);
    unique([host.dir, ...remotes.map((r) => r.dir)]);
    unique(remotes.map((r) => r.setting));
    unique(remotes.map(staticMount));
    unique([host.port, ...remotes.map((r) => r.port)]);
    unique(remotes.flatMap((r) => r.routes));
    for (const r of remotes) {
      expect(r.name).toMatch(/^mfe_[a-z0-9_]+$/); // STYLE.md: snake_case container names
      expect(r.dir).toBe(r.name.replace(/_/g, '-'));
      expect(r.setting).toMatch(/^REMOTE_[A-Z0-9_]+_URL$/);
    }
  });

  it.each(remotes.map((r) => [r.name, r] as const))('%s: its webpack config exposes exactly the declared modules, and the files exist', (_name, remote) => {
    const options = federationOptions(remote.dir);
    expect(options.name).toBe(remote.name);
    expect(options.exposes).toEqual(remote.exposes);
    expect(options.port).toBe(remote.port);
    for (const file of Object.values(remote.exposes)) expect(existsSync(resolve(root, remote.dir, file))).toBe(true);
  });

  it.each(remotes.map((r) => [r.name, r] as const))('%s: its build (when present) serves exactly the declared modules', (_name, remote) => {
    const manifest = resolve(root, remote.dir, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) return; // not built yet: the webpack config test above still holds
    const built = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exposes: { path: string }[] };
    expect(built.name).toBe(remote.name);
    expect(built.exposes.map((e) => e.path).sort()).toEqual(Object.keys(remote.exposes).sort());
  });

  it('the host registers remotes only at run time', () => {
    expect(federationOptions(host.dir)).toMatchObject({ name: host.name, remotes: {}, port: host.port });
  });

  it('every remote folder is a workspace with its own build', () => {
    // `mfe-*` in the root package.json: a new app folder is a workspace without editing it.
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const isWorkspace = (dir: string) => workspaces.some((w) => w === dir || (w.endsWith('*') && !w.includes('/') && dir.startsWith(w.slice(0, -1))));
    for (const r of [host, ...remotes]) {
      expect({ dir: r.dir, workspace: isWorkspace(r.dir) }).toEqual({ dir: r.dir, workspace: true });
      expect(JSON.parse(read(`${r.dir}/package.json`)).scripts).toMatchObject({ build: expect.any(String), dev: expect.any(String) });
    }
  });

  it('docker-compose.yml and .env.example list exactly the registered remotes (node scripts/remotes.mjs)', () => {
    expect(() => execFileSync('node', ['scripts/remotes.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
    const env = read('.env.example');
    for (const r of remotes) expect(env).toContain(`${r.setting}=${r.defaultUrl}`);
  });
});
