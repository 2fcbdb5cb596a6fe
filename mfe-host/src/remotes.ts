// Runtime remotes (STACK-NOTES): at boot read the remote map (in the page, else /mf-remotes.json), register every remote with its
// manifest URL, then load exposed modules with loadRemote. Nothing about remotes is in the
// webpack config (host `remotes: {}`), so a redeployed remote is picked up on the next page load.
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, RemoteModuleId, RemoteModules } from '@er/contracts';

let ready: Promise<void> | null = null;

/**
 * Issue 17: a page comes with a `<link rel="stylesheet">` for each CSS file of the remote modules it shows, written
 * by the server relative to the site (`/remotes/items/650.<hash>.css`, api/src/modules/site/remote-hints.ts). When
 * such a module loads, the federation runtime links its CSS files again, by the absolute URL it derives from the
 * manifest URL registered below, and it looks for an existing link by the raw href attribute only: the page
 * would hold each file twice. This plugin leaves out of the runtime's list any file the page already links (the
 * link's resolved URL). The remote's own mini-css-extract runtime finds the same links by their data-href.
 */
export function linkedStylesheetsPlugin(doc: Document = document): ModuleFederationRuntimePlugin {
  const linked = (url: string) => Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some((link) => link.href === url);
  return {
    name: 'er-linked-stylesheets',
    beforePreloadRemote({ preloadOps }) {
      for (const op of preloadOps) {
        const filter = op.filter;
        op.filter = (url) => (!filter || filter(url)) && !linked(url);
      }
    },
  };
}

/**
 * The remote map the server wrote into the page (`<script id="mf-remotes" type="application/json">`, issue 17),
 * or null where there is none (the host's dev server, an old server): then it is fetched.
 */
export function inlineRemoteManifest(doc: Document = document): Partial<RemoteManifest> | null {
  const text = doc.getElementById('mf-remotes')?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Partial<RemoteManifest>) : null;
  } catch {
    return null;
  }
}

/** Register the remotes from the page's map, else from /mf-remotes.json; rejects if the map cannot be read. */
export function initRemotes(manifestUrl = '/mf-remotes.json'): Promise<void> {
  ready ??= (async () => {
    let manifest = inlineRemoteManifest();
    if (!manifest) {
      const res = await fetch(manifestUrl, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
      manifest = (await res.json()) as Partial<RemoteManifest>;
    }
    registerPlugins([linkedStylesheetsPlugin()]);
    registerRemotes(
      Object.entries(manifest)
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        // Values may be relative ('/remotes/items/mf-manifest.json') or absolute on another origin.
        .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
      { force: true },
    );
  })();
  return ready;
}

let remoteLoadsInFlight = 0;
let onRemoteLoadsSettled: (() => void)[] = [];

/** Resolves when no remote module is being loaded (at once when none is): the first view's remotes are in. */
export function remoteLoadsSettled(): Promise<void> {
  if (remoteLoadsInFlight === 0) return Promise.resolve();
  return new Promise((resolve) => onRemoteLoadsSettled.push(resolve));
}

/** Typed loadRemote: the id must be one the contracts know, the result has its module shape. */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  remoteLoadsInFlight++;
  try {
    await initRemotes();
    const mod = await loadRemote<RemoteModules[Id]>(id);
    if (!mod) throw new Error(`remote module ${id} could not be loaded`);
    return mod;
  } finally {
    if (--remoteLoadsInFlight === 0) {
      const settled = onRemoteLoadsSettled;
      onRemoteLoadsSettled = [];
      for (const resolve of settled) resolve();
    }
  }
}
