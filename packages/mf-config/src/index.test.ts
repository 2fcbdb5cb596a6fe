/** @jest-environment node */
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackConfig, sharedDependencies, SHARED_PACKAGES } = require('./index');

const root = path.resolve(__dirname, '../../..');

describe('@er/mf-config', () => {
  it('shares every package as a lazy singleton with a required version', () => {
    const shared = sharedDependencies(path.join(root, 'mfe-items'));
    expect(Object.keys(shared)).toEqual(SHARED_PACKAGES);
    for (const name of SHARED_PACKAGES) {
      expect(shared[name]).toMatchObject({ singleton: true, eager: false });
      expect(shared[name].requiredVersion).toMatch(/^[\^~]?\d/);
    }
    expect(shared['react-dom/client'].requiredVersion).toBe(shared['react-dom'].requiredVersion);
  });

  it('remotes use publicPath auto, the host "/"; production names are content-hashed', () => {
    const remote = createWebpackConfig({ appDir: path.join(root, 'mfe-items'), name: 'mfe_items', exposes: { './Routes': './src/Routes.tsx' } })({}, { mode: 'production' });
    const host = createWebpackConfig({ appDir: path.join(root, 'mfe-host'), name: 'mfe_host', isHost: true })({}, { mode: 'production' });
    expect(remote.output.publicPath).toBe('auto');
    expect(host.output.publicPath).toBe('/');
    expect(remote.output.filename({ chunk: { contentHash: { javascript: 'abc' } } })).toBe('[name].[contenthash].js');
    expect(host.devServer.proxy[0].context).toEqual(expect.arrayContaining(['/api', '/sanctum', '/mf-remotes.json', '/dev', '/remotes']));
    expect(JSON.stringify(remote.devServer.headers)).toContain('Access-Control-Allow-Origin');
  });

  it('production builds emit source maps without a public reference (hidden-source-map)', () => {
    for (const [dir, name, isHost] of [['mfe-host', 'mfe_host', true], ['mfe-items', 'mfe_items', false]] as const) {
      const config = createWebpackConfig({ appDir: path.join(root, dir), name, isHost })({}, { mode: 'production' });
      expect(config.devtool).toBe('hidden-source-map');
    }
  });

  it("groups the host's first scripts: React, the router with TanStack Query, the workspace packages; a remote keeps webpack's split", () => {
    const host = createWebpackConfig({ appDir: path.join(root, 'mfe-host'), name: 'mfe_host', isHost: true })({}, { mode: 'production' });
    const remote = createWebpackConfig({ appDir: path.join(root, 'mfe-items'), name: 'mfe_items', exposes: { './Routes': './src/Routes.tsx' } })({}, { mode: 'production' });
    const groups = host.optimization.splitChunks.cacheGroups;
    const groupOf = (file: string, type = 'javascript/auto') =>
      ['react', 'libraries', 'site'].filter((name) => groups[name].test({ type, nameForCondition: () => path.join(root, file) }));
    expect(groupOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toEqual(['react']);
    expect(groupOf('node_modules/scheduler/index.js')).toEqual(['react']);
    expect(groupOf('node_modules/react-router/dist/production/index.mjs')).toEqual(['libraries']);
    expect(groupOf('packages/router/src/index.ts')).toEqual(['libraries']);
    expect(groupOf('node_modules/@tanstack/query-core/build/modern/index.js')).toEqual(['libraries']);
    expect(groupOf('packages/ui/src/index.ts')).toEqual(['site']);
    expect(groupOf('packages/contracts/routes.js')).toEqual(['site']);
    expect(groupOf('packages/ui/src/tokens.css', 'css/mini-extract')).toEqual([]);
    expect(groupOf('mfe-host/src/App.tsx')).toEqual([]);
    expect(groupOf('node_modules/react-markdown/index.js')).toEqual([]);
    expect(Object.keys(remote.optimization.splitChunks.cacheGroups)).toEqual(['sharedStyles']);
  });

  it('rejects container names that are not snake_case', () => {
    expect(() => createWebpackConfig({ appDir: root, name: 'mfe-items' })).toThrow(/snake_case/);
  });
});
