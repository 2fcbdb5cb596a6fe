// The type remotes.js must satisfy: derived from the prop contract (RemoteModules), so the registry's
// remotes and their `exposes` are exactly the contract's — no remote or module missing, none extra.
// `npm run typecheck` applies it to remotes.js (`@satisfies`, checkJs in this package's tsconfig).
import type { RemoteModuleId, RemoteName } from './index';

/** 'mfe_items' → 'Routes' | 'NewItemsWidget' | … */
export type ModulesOf<N extends RemoteName> = RemoteModuleId extends infer Id ? (Id extends `${N}/${infer M}` ? M : never) : never;

export interface RemoteEntry<N extends RemoteName> {
  dir: string;
  setting: `REMOTE_${Uppercase<string>}_URL`;
  defaultUrl: `/remotes/${string}/`;
  port: number;
  exposes: { [M in ModulesOf<N> as `./${M}`]: `./src/${string}` };
  /** Issue 17: the remote also publishes a server build (dist/server) and its public pages are server-rendered. */
  serverRendered?: boolean;
}

export type RemoteRegistry = { [N in RemoteName]: RemoteEntry<N> };
