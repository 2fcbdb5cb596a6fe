// Runtime remotes (STACK-NOTES): at boot fetch /mf-remotes.json, register every remote with its
// manifest URL, then load exposed modules with loadRemote. Nothing about remotes is in the
// webpack config (host `remotes: {}`), so a redeployed remote is picked up on the next page load.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, RemoteModuleId, RemoteModules } from '@er/contracts';

let ready: Promise<void> | null = null;

/** Fetch the remote map and register the remotes; rejects if the map cannot be read. */
export function initRemotes(manifestUrl = '/mf-remotes.json'): Promise<void> {
  ready ??= (async () => {
    const res = await fetch(manifestUrl, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
    const manifest = (await res.json()) as Partial<RemoteManifest>;
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

/** Typed loadRemote: the id must be one the contracts know, the result has its module shape. */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<RemoteModules[Id]> {
  await initRemotes();
  const mod = await loadRemote<RemoteModules[Id]>(id);
  if (!mod) throw new Error(`remote module ${id} could not be loaded`);
  return mod;
}
