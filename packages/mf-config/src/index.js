// The one webpack configuration for every front end (host and remotes). Apps call
// createWebpackConfig() from their webpack.config.js; nothing about sharing or federation is
// copied per app (STYLE.md). No remote URLs or localhost public paths are baked in: the host
// discovers remotes at run time from /mf-remotes.json, remotes use publicPath 'auto'.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { host, remotes } = require('@er/contracts/remotes');
const { createServerConfig } = require('./server');

/** Where the API (and, in production, the built remotes) are served during development. */
const API_ORIGIN = process.env.MFE_API_ORIGIN || 'http://localhost:3000';

/** Dev-server ports (also used for MFE_DEV_REMOTES=1, see devRemotesManifest), from the registry of remotes. */
const DEV_PORTS = Object.fromEntries([host, ...remotes].map((app) => [app.name, app.port]));

/** Packages shared as singletons by every container. */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  // The part of React Router the apps use (@er/router), not react-router itself: a shared package is bundled
  // whole, and react-router's whole is 52 KB with brotli (its server runtime included) against 30 KB.
  '@er/router',
  '@tanstack/react-query',
  '@er/ui',
  '@er/app-state',
  // One client instance (CSRF cookie priming) for the host and every remote; app-state uses it too.
  '@er/api-client',
  // The declaration of page routes and the meta derived from it: @er/ui already reads them through the host's
  // copy; a remote that imported them itself bundled a second copy of every route's title (4 KB with brotli).
  '@er/contracts/routes',
  '@er/site-meta',
];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** 'react-dom/client' -> 'react-dom', '@tanstack/react-query' -> '@tanstack/react-query' */
function rootPackageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Version range an app asks for: its own package.json range, else ^installed version. */
function requiredVersionOf(pkgName, appDir) {
  const deps = { ...(readJson(path.join(appDir, 'package.json')).dependencies || {}) };
  const range = deps[pkgName];
  if (range && range !== '*' && !range.startsWith('workspace:')) return range;
  const installed = readJson(require.resolve(`${pkgName}/package.json`, { paths: [appDir] })).version;
  return `^${installed}`;
}

/**
 * The single source of the `shared` block. Every package is a singleton (one React, one router
 * context, one query cache, one app-state store across host and remotes); none is eager, because
 * every app starts with import('./bootstrap').
 */
function sharedDependencies(appDir) {
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    shared[request] = {
      singleton: true,
      eager: false,
      requiredVersion: requiredVersionOf(rootPackageName(request), appDir),
    };
  }
  return shared;
}

/** What is worth compressing: text. Images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Production: each text file also as `<file>.br` (brotli, best ratio) and `<file>.gz` (gzip -9), so the API
 * and the nginx images send the precompressed copy the browser accepts without compressing on each request
 * (api/src/modules/site/precompressed-files.ts, docker/nginx-*.conf). Files under 1 KB and those that barely
 * shrink are left alone.
 */
function precompressPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/** Host, production: its stylesheets, in the order they apply (see cssSplitChunks). */
const HOST_STYLE_CHUNKS = ['shared-styles', 'styles'];

/** The CSS file of a module outside the app's own folder: a shared package's (@er/ui's design system). */
function sharedPackageCss(appDir) {
  const own = path.join(appDir, path.sep);
  return (module) => !String(module.nameForCondition() || '').startsWith(own);
}

/**
 * Production CSS as files, not injected by scripts (issue 17: a page is styled at first paint, before any script
 * ran, as server-rendered HTML needs). mini-css-extract-plugin writes each chunk's CSS as `[name].[contenthash].css`
 * and its runtime adds a chunk's <link> when the chunk loads, unless the page already has a stylesheet <link>
 * with that URL (its `findStylesheet`): so the links the page comes with are used, never loaded twice.
 * Development keeps style-loader (hot reload).
 */
function cssExtractPlugins(isHost) {
  const plugins = [new MiniCssExtractPlugin({ filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' })];
  if (isHost) plugins.push(new HostStylesheetsPlugin());
  return plugins;
}

/**
 * Where production CSS goes (splitChunks cache groups for CSS; the host's first scripts are grouped by hostScriptChunks,
 * a remote's scripts keep webpack's default split).
 * - The host: all of its CSS in two files linked in its index.html's <head> (HostStylesheetsPlugin), since
 *   its CSS only comes with lazy chunks (the app starts with import('./bootstrap')), which HtmlWebpackPlugin
 *   does not link: `shared-styles` (@er/ui's, the tokens and components everything builds on) then `styles`
 *   (its own and its lazy pages'). Two files keep that order, as style-loader had it: one file's order would
 *   be mini-css-extract's guess across chunk groups that never import both (it put @er/ui's last).
 * - A remote: per chunk, loaded by the exposed modules that use it and listed in its mf-manifest.json
 *   (`exposes[].assets.css.sync`, from which the API links a page's remote CSS: remote-hints.ts); CSS that
 *   several chunks import (items.css in each top-page widget and the routes) is its own file, so a page
 *   showing several exposes gets it once.
 */
function cssSplitChunks(isHost, appDir) {
  const css = { type: 'css/mini-extract', chunks: 'all' };
  if (isHost) {
    return {
      [HOST_STYLE_CHUNKS[0]]: { ...css, name: HOST_STYLE_CHUNKS[0], test: sharedPackageCss(appDir), enforce: true, priority: 20 },
      [HOST_STYLE_CHUNKS[1]]: { ...css, name: HOST_STYLE_CHUNKS[1], enforce: true, priority: 10 },
    };
  }
  return { sharedStyles: { ...css, minChunks: 2, minSize: 0, reuseExistingChunk: true, priority: 10 } };
}

/**
 * Host, production: the scripts every page runs before anything renders, as three files instead of twelve
 * (issue 17). Webpack's default split gave each shared package its own chunk (react, react-dom, react-dom/client,
 * the JSX runtime, the router and its facade, TanStack Query, @er/ui, @er/app-state, @er/api-client, the route
 * declaration): twelve requests, each with its headers, each compressed without the others' context. Every page
 * needs all of them at once, so splitting them that finely buys nothing; a remote's own fallback copies are not
 * affected. Three groups, each changing at its own pace and each under the 60 KB a script may weigh:
 * - `react`: React and React DOM; `libraries`: the router and TanStack Query (both change when a dependency is
 *   upgraded);
 * - `site`: the workspace packages every page runs (they change with our code).
 * They are not preloaded from index.html: measured with Lighthouse (slow 4G), preloading them delayed first paint
 * and LCP by 0.3–0.5 s — 150 KB of scripts sharing the link with the page's CSS — and with fetchpriority=low still
 * the LCP; the server-rendered page shows its content without them.
 */
const HOST_SCRIPT_GROUPS = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  libraries: /[\\/]node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|cookie|set-cookie-parser)[\\/]|[\\/]packages[\\/]router[\\/]/,
  site: /[\\/]packages[\\/](ui|app-state|api-client|contracts|site-meta)[\\/]/,
};

function hostScriptChunks() {
  return Object.fromEntries(
    Object.entries(HOST_SCRIPT_GROUPS).map(([name, pattern]) => [
      name,
      {
        name,
        chunks: 'all',
        enforce: true,
        priority: 5,
        test: (module) => String(module.type).startsWith('javascript') && pattern.test(String(module.nameForCondition() || '')),
      },
    ]),
  );
}

/** Host, production: its stylesheets linked in index.html's <head>, before anything else's, in HOST_STYLE_CHUNKS order. */
class HostStylesheetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostStylesheetsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeAssetTagGeneration.tap('HostStylesheetsPlugin', (data) => {
        const files = HOST_STYLE_CHUNKS.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])].filter((f) => f.endsWith('.css')));
        // The URL mini-css-extract's runtime computes for the chunk (publicPath + file), so it finds this <link>.
        const hrefs = files.map((f) => `${data.assets.publicPath}${f}`);
        data.assets.css = [...hrefs, ...data.assets.css.filter((href) => !hrefs.includes(href))];
        return data;
      });
    });
  }
}

/**
 * Dev only: MFE_DEV_REMOTES=1 makes the host dev server answer /mf-remotes.json itself, pointing
 * at the remotes' dev servers (npm run dev -w mfe-items ...). Without it /mf-remotes.json and
 * /remotes are proxied to the API, which serves the built remotes from mfe-<name>/dist.
 */
function devRemotesManifest() {
  return Object.fromEntries(remotes.map((r) => [r.name, `http://localhost:${r.port}/mf-manifest.json`]));
}

/**
 * What the registry (packages/contracts/remotes.js) says about the app in `appDir`, by folder name:
 * the host, a remote (name, exposes), or nothing for a folder it does not know.
 */
function declaredApp(appDir) {
  const dir = path.basename(appDir);
  if (dir === host.dir) return { name: host.name, isHost: true, exposes: {}, serverRendered: true };
  const remote = remotes.find((r) => r.dir === dir);
  return remote ? { name: remote.name, isHost: false, exposes: remote.exposes, serverRendered: !!remote.serverRendered } : undefined;
}

/**
 * @param {object} options
 * @param {string} options.appDir         the app folder (__dirname of its webpack.config.js)
 * @param {string} [options.name]         federated container name, snake_case: 'mfe_items'. Default: the
 *                                        registry's entry for the folder, with its `exposes` and port.
 * @param {Record<string,string>} [options.exposes]  remotes only: { './Routes': './src/Routes.tsx' }
 * @param {boolean} [options.isHost]
 * @param {number} [options.devPort]
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig(options) {
  const declared = options.name === undefined ? declaredApp(options.appDir) : undefined;
  if (options.name === undefined && !declared) {
    throw new Error(`${path.basename(options.appDir)} is not in the registry of remotes (packages/contracts/remotes.js)`);
  }
  const { appDir, name, exposes = {}, isHost = false, devPort, serverRendered = false } = { ...declared, ...options };
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`container name must be snake_case: ${name}`);
  const port = devPort || DEV_PORTS[name];

  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'development';
    const production = mode === 'production';
    // Module Federation's runtime module asks for the chunk file name before content hashes
    // exist (only to compute the output folder depth); answer without the hash then.
    const hashed = production
      ? (pathData) => (pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash].js' : '[name].js')
      : '[name].js';
    const buildLabel = process.env.MFE_BUILD_LABEL || 'dev';

    const proxyContext = ['/api', '/sanctum', '/dev'];
    const devRemotes = isHost && process.env.MFE_DEV_REMOTES === '1';
    if (!devRemotes) proxyContext.push('/mf-remotes.json');
    if (isHost && !devRemotes) proxyContext.push('/remotes');

    const htmlTemplate = path.join(appDir, 'public', 'index.html');
    // Emitted as /favicon.ico and linked from the page (browsers and crawlers ask for that path anyway).
    const favicon = path.join(appDir, 'public', 'favicon.ico');

    const browser = {
      mode,
      context: appDir,
      entry: { main: './src/index.ts' },
      // Production: .map files for an error tracker, but no sourceMappingURL comment in the bundles, and the
      // servers refuse *.map (site-static.ts, docker/nginx-*.conf): the original source is not public.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: hashed,
        chunkFilename: hashed,
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        // Each container needs its own chunk-loading global so two apps on one page never collide.
        uniqueName: name,
        // dist/server is the server build's (./server.js), written by the same `webpack build`.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: require.resolve('esbuild-loader'),
            options: { target: 'es2020', jsx: 'automatic' },
          },
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')],
          },
          { test: /\.(svg|png|jpe?g|gif|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.MFE_BUILD_LABEL': JSON.stringify(buildLabel),
        }),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          manifest: true,
          dts: false,
          // One federation runtime per page (issue 17): the host's build provides it on a global and each remote's
          // production build uses that one instead of shipping its own copy in remoteEntry.js (the dev harness
          // of a remote runs alone, so development builds keep theirs).
          ...(production ? { experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } } } : {}),
          shared: sharedDependencies(appDir),
        }),
        // provideExternalRuntime names its runtime plugin by require.resolve, which picks the plugin's CommonJS
        // build; that build requires the CommonJS runtime-core while webpack's bundler runtime imports the ES one,
        // so the host's main script carried both copies of the federation runtime (60 KB minified, 11 KB with
        // brotli). The ES build is the same code.
        ...(production && isHost
          ? [new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
              resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
            })]
          : []),
        // Host: the real page (the server replaces <title> and the description per route).
        // Remotes: a harness page so `npm run dev -w mfe-<name>` runs the remote alone.
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                ...(fs.existsSync(htmlTemplate) ? { template: htmlTemplate } : {
                      templateContent:
                        '<!doctype html><html lang="ja"><head><meta charset="utf-8">' +
                        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
                        `<title>${name} harness</title></head><body><div id="root"></div></body></html>`,
                    }),
                ...(fs.existsSync(favicon) ? { favicon } : {}),
                chunks: ['main'],
              }),
            ]
          : []),
        ...(production ? cssExtractPlugins(isHost) : []),
        ...(production ? precompressPlugins() : []),
      ],
      ...(production ? { optimization: { splitChunks: { cacheGroups: { ...cssSplitChunks(isHost, appDir), ...(isHost ? hostScriptChunks() : {}) } } } } : {}),
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        client: { overlay: { warnings: false, errors: true } },
        proxy: [{ context: proxyContext, target: API_ORIGIN, changeOrigin: false }],
        ...(devRemotes
          ? {
              setupMiddlewares: (middlewares, devServer) => {
                devServer.app.get('/mf-remotes.json', (_req, res) => res.json(devRemotesManifest()));
                return middlewares;
              },
            }
          : {}),
      },
    };
    // Issue 17: production builds of a server-rendered app also write its server build (dist/server).
    if (!production || !serverRendered) return browser;
    return [browser, createServerConfig({ appDir, name, isHost, exposes, mode, buildLabel })];
  };
}

module.exports = { createWebpackConfig, precompressPlugins, sharedDependencies, devRemotesManifest, SHARED_PACKAGES, DEV_PORTS };
