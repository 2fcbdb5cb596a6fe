// @ts-check
'use strict';
const { routesOf } = require('./routes');
/**
 * THE registry of federated remotes (issue 10): one entry per remote, plain data so that webpack
 * configs, Node scripts, the API and the browser all read the same thing. Everything that names a
 * remote is driven from here:
 *   - its webpack config (container name, `exposes`, dev-server port)          packages/mf-config
 *   - the host's route table (which paths go to `<name>/Routes`)                mfe-host/src/routes.tsx
 *     — the paths themselves are declared once, with their owner, in ./routes.js
 *   - the API's setting (`setting`, default `defaultUrl`), /mf-remotes.json,
 *     the static mount of its build, build-info and the CSP's remote origins    api/src/modules/site
 *   - build, dev and typecheck scripts, compose services, .env.example          scripts/, docker-compose.yml
 * The prop types of each exposed module are the TypeScript half of the declaration
 * (`RemoteModules` in src/index.ts); `npm run typecheck` checks this file against it (@satisfies below).
 */

/**
 * @type {{ name: 'mfe_host', dir: 'mfe-host', port: number }}
 * The shell: not a remote, but its dev port and folder are needed next to the remotes'.
 */
const host = { name: 'mfe_host', dir: 'mfe-host', port: 3010 };

const registry = /** @satisfies {import('./src/registry').RemoteRegistry} */ ({
  mfe_items: {
    dir: 'mfe-items',
    setting: 'REMOTE_ITEMS_URL',
    defaultUrl: '/remotes/items/',
    port: 3001,
    exposes: {
      './Routes': './src/Routes.tsx',
      './NewItemsWidget': './src/NewItemsWidget.tsx',
      './FeaturedItemsWidget': './src/FeaturedItemsWidget.tsx',
      './RankingsWidget': './src/RankingsWidget.tsx',
      './PopularSearchesWidget': './src/PopularSearchesWidget.tsx',
    },
    // Its listing pages and the top page's widgets are server-rendered (issue 17); account and admin pages are
    // private, rendered in the browser only.
    serverRendered: true,
  },
  mfe_account: {
    dir: 'mfe-account',
    setting: 'REMOTE_ACCOUNT_URL',
    defaultUrl: '/remotes/account/',
    port: 3002,
    exposes: { './Routes': './src/Routes.tsx' },
  },
  mfe_admin: {
    dir: 'mfe-admin',
    setting: 'REMOTE_ADMIN_URL',
    defaultUrl: '/remotes/admin/',
    port: 3003,
    exposes: { './Routes': './src/Routes.tsx' },
  },
});

/**
 * The registry as a list (declaration order: the order of /mf-remotes.json, settings and builds), each with
 * the paths of the page routes it owns (./routes.js, planned ones included).
 */
const remotes = Object.entries(registry).map(([name, r]) => ({ name, ...r, routes: routesOf(/** @type {import("./routes").RouteOwner} */ (name)).map((route) => route.path) }));

/** @typedef {import('./remotes').RemoteDeclaration} RemoteDeclaration */

/**
 * Where the API serves a remote's build when its setting is root-relative: '/remotes/items/' → '/remotes/items'.
 * @param {RemoteDeclaration} remote
 */
function staticMount(remote) {
  return remote.defaultUrl.replace(/\/+$/, '');
}

/**
 * The compose service (and image) of a remote: 'mfe-items' → 'items'.
 * @param {RemoteDeclaration} remote
 */
function serviceName(remote) {
  return remote.dir.replace(/^mfe-/, '');
}

/**
 * The API setting with the URL the API itself reaches a remote at, when that is not the browser's (docker-compose:
 * the browser loads http://localhost:3001/, the API container reaches http://items/): 'REMOTE_ITEMS_SERVER_URL'.
 * Read for the remote's manifests (preload hints) and its server build (server rendering, issue 17).
 * @param {RemoteDeclaration} remote
 */
function serverSetting(remote) {
  return remote.setting.replace(/_URL$/, '_SERVER_URL');
}

/**
 * The web server's setting with the public key(s) a remote's server build must be signed with (comma-separated
 * while a key is rotated): 'REMOTE_ITEMS_SERVER_KEY'. Only server-rendered remotes have one (docs/remote-signing.md).
 * @param {RemoteDeclaration} remote
 */
function serverKeySetting(remote) {
  return remote.setting.replace(/_URL$/, '_SERVER_KEY');
}

/**
 * Server rendering (issue 17): what a server build does not bundle. `node`: packages the API process provides
 * (one React, router and query library for the host's and every remote's server build); `host`: packages a
 * remote's server build takes from the host's (one session store, API client and UI kit per render).
 */
const serverShared = {
  node: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-dom/static', 'react-router', '@tanstack/react-query'],
  host: ['@er/ui', '@er/app-state', '@er/api-client', '@er/router', '@er/contracts/routes', '@er/site-meta'],
};

/**
 * A remote by container name, or undefined.
 * @param {string} name
 */
function findRemote(name) {
  return remotes.find((r) => r.name === name);
}

module.exports = { host, remotes, staticMount, serviceName, serverSetting, serverKeySetting, serverShared, findRemote };
