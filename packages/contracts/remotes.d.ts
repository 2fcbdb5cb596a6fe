// Types of remotes.js for every consumer (the API, scripts, the host). The precise check of the data
// against the prop contract (`RemoteModules`) is src/registry.ts, applied to remotes.js by typecheck.

export interface RemoteDeclaration {
  /** Federated container name, snake_case (STYLE.md): 'mfe_items'. */
  name: string;
  /** The app folder at the repository root (also its workspace): 'mfe-items'. */
  dir: string;
  /** The API setting holding the URL the browser loads it from: 'REMOTE_ITEMS_URL'. */
  setting: string;
  /** That setting's default: the root-relative path the API serves the build at, with a trailing slash. */
  defaultUrl: string;
  /** Its webpack dev server's port, and the port compose publishes it on. */
  port: number;
  /** Paths of the page routes it owns (derived from routes.js, where each route names its owner). */
  routes: readonly string[];
  /** Module Federation `exposes`: './Routes' → './src/Routes.tsx'. */
  exposes: Readonly<Record<string, string>>;
  /** Issue 17: it also publishes a server build (dist/server) and its public pages are server-rendered. */
  serverRendered?: boolean;
}

export declare const host: { name: 'mfe_host'; dir: 'mfe-host'; port: number };
export declare const remotes: readonly RemoteDeclaration[];
export declare function staticMount(remote: RemoteDeclaration): string;
export declare function serviceName(remote: RemoteDeclaration): string;
/** 'REMOTE_ITEMS_URL' → 'REMOTE_ITEMS_SERVER_URL': where the API itself reaches the remote, when not at the browser's URL. */
export declare function serverSetting(remote: RemoteDeclaration): string;
/** 'REMOTE_ITEMS_URL' → 'REMOTE_ITEMS_SERVER_KEY': the web server's setting with the public key(s) the remote's server build is signed with. */
export declare function serverKeySetting(remote: RemoteDeclaration): string;
/** Server rendering: packages the API process provides to every server build (`node`), and those a remote's takes from the host's (`host`). */
export declare const serverShared: { readonly node: readonly string[]; readonly host: readonly string[] };
export declare function findRemote(name: string): RemoteDeclaration | undefined;
