// The server build of a front end (issue 17: server rendering). Next to each production browser build, webpack
// also writes `dist/server/`: CommonJS for Node, loaded by the API at run time (api/src/modules/site/ssr) —
//   - the host: `host-ssr.js`, whose render() turns a URL into HTML and the query cache it was rendered from;
//   - a remote: one file per exposed module (`Routes.<hash>.js`, …) and `ssr-manifest.json` naming them with
//     their hashes, so the API notices a redeployed remote by its manifest and loads the new files without a
//     restart; the remote's deploy signs that manifest (`npm run sign`, docs/remote-signing.md).
// Shared packages are not bundled: React, the router and TanStack Query come from the API's node_modules, and
// the @er packages a remote shares come from the host's server build (one session store, one API client, one
// UI kit per render, as Module Federation's singletons give the browser). CSS is the browser build's business.
'use strict';

const path = require('node:path');
const webpack = require('webpack');
const { serverShared } = require('@er/contracts/remotes');
const { createManifest, MANIFEST_FILE } = require('@er/build-signature');

/** Packages every server build takes from the API process, and those a remote's takes from the host's (@er/contracts). */
const { node: NODE_EXTERNALS, host: HOST_SHARED } = serverShared;

/**
 * Writes `ssr-manifest.json`, the content a remote's deploy signs (@er/build-signature, docs/remote-signing.md):
 * the remote's name, exposed module ('./Routes') → its file, and the SHA-256 of every server file, so the web
 * server runs a file only when it is the one the owning team signed.
 */
class SsrManifestPlugin {
  constructor(remote, exposes) {
    this.remote = remote;
    this.exposes = exposes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      // The report stage comes after every change to the files (real content hashes included): the bytes hashed
      // here are the bytes written.
      compilation.hooks.processAssets.tap({ name: 'SsrManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const modules = {};
        for (const expose of Object.keys(this.exposes)) {
          const chunk = compilation.namedChunks.get(entryName(expose));
          const file = chunk && [...chunk.files].find((f) => f.endsWith('.js'));
          if (file) modules[expose] = path.posix.basename(file);
        }
        const files = {};
        for (const asset of compilation.getAssets()) {
          if (/^server\/[^/]+\.js$/.test(asset.name)) files[path.posix.basename(asset.name)] = asset.source.buffer();
        }
        const json = createManifest({ remote: this.remote, modules, files });
        compilation.emitAsset(`server/${MANIFEST_FILE}`, new webpack.sources.RawSource(json));
      });
    });
  }
}

/** './Routes' → 'Routes' */
function entryName(expose) {
  return expose.replace(/^\.\//, '');
}

/**
 * @param {{ appDir: string, name: string, isHost: boolean, exposes: Record<string,string>, mode: string, buildLabel: string }} options
 * @returns {import('webpack').Configuration}
 */
function createServerConfig({ appDir, name, isHost, exposes, mode, buildLabel }) {
  const externals = isHost ? NODE_EXTERNALS : [...NODE_EXTERNALS, ...HOST_SHARED];
  return {
    name: `${name}-server`,
    mode,
    context: appDir,
    target: 'node20',
    entry: isHost
      ? { 'host-ssr': './src/server.tsx' }
      : Object.fromEntries(Object.entries(exposes).map(([expose, file]) => [entryName(expose), file])),
    devtool: false,
    output: {
      // The browser build's folder, files under server/: one `--output-path` moves both builds (a remote's
      // redeploy is one folder).
      path: path.join(appDir, 'dist'),
      // The host's is read from its folder by name; a remote's carry their hash (the manifest names them), so a
      // redeploy is a new URL and a cached old file is never taken for the new one.
      filename: isHost ? 'server/[name].js' : 'server/[name].[contenthash].js',
      library: { type: 'commonjs2' },
      // Same URLs for images as the browser build (the host serves from the site root).
      publicPath: isHost ? '/' : 'auto',
      uniqueName: `${name}_server`,
      // Old server files go; the browser build's files are the browser build's to clean.
      clean: { keep: (file) => !/^server[\\/]/.test(file) },
    },
    externals: Object.fromEntries(externals.map((request) => [request, `commonjs ${request}`])),
    externalsType: 'commonjs',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: require.resolve('esbuild-loader'),
          options: { target: 'node20', jsx: 'automatic' },
        },
        { test: /\.css$/, loader: require.resolve('./ignore-css-loader.js') },
        { test: /\.(svg|png|jpe?g|gif|webp)$/, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash][ext]' } },
      ],
    },
    optimization: {
      // One file per entry: a page renders without asking for further chunks (lazy pages resolve at once).
      splitChunks: false,
      minimize: false,
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: isHost ? 1 : Object.keys(exposes).length }),
      new webpack.DefinePlugin({ 'process.env.MFE_BUILD_LABEL': JSON.stringify(buildLabel) }),
      ...(isHost ? [] : [new SsrManifestPlugin(name, exposes)]),
    ],
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { createServerConfig, NODE_EXTERNALS, HOST_SHARED };
