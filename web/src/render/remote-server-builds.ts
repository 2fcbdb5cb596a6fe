import { developmentPublicKey, parsePublicKey, serverBuildUrlAllowed, verifyFile, verifyManifest, type SsrManifest as ServerBuildManifest } from '@er/build-signature';
import { remotes, type RemoteDeclaration } from '@er/contracts/remotes';
import type { KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { REPO_ROOT, type WebConfig } from '../config';

/** A remote's server build as published: its signed manifest, checked, and where its files are read from. */
export interface VerifiedBuild {
  manifest: ServerBuildManifest;
  /** Reads one file of the build and checks it against the manifest's hash; rejects on any mismatch. */
  file(name: string): Promise<string>;
  /** Where the files are (a folder or a URL), for messages and as the key of what was loaded. */
  location: string;
}

/** A remote build this server will not run, and why (logged once per reason; the browser renders that part). */
export class RefusedBuild extends Error {
  constructor(readonly remote: string, reason: string) {
    super(`${remote}: server build refused: ${reason}`);
    this.name = 'RefusedBuild';
  }
}

const FETCH_TIMEOUT_MS = 1_500;

/**
 * Reads a remote's server build from where its deploy published it — its build folder when this server serves the
 * remote, else its URL — and lets through only what the remote's key signed: the manifest (`ssr-manifest.json`)
 * must carry a valid Ed25519 signature (`ssr-manifest.json.sig`) by one of the keys configured for that remote, and
 * each file must have the hash the manifest gives it. In production plain http is refused except from this
 * machine: the signature proves who built the file, not that nobody watched it pass.
 */
export class RemoteServerBuilds {
  private readonly keys = new Map<string, KeyObject[] | string>();

  constructor(private readonly config: Pick<WebConfig, 'nodeEnv' | 'staticRoot' | 'remoteUrls' | 'remoteServerUrls' | 'remoteServerKeys'>) {}

  /** The remote's current build, verified; rejects with RefusedBuild (or a read error) when it may not run. */
  async current(remote: RemoteDeclaration): Promise<VerifiedBuild> {
    const keys = this.publicKeys(remote);
    if (typeof keys === 'string') throw new RefusedBuild(remote.name, keys);
    const base = this.config.remoteServerUrls[remote.name] ?? this.config.remoteUrls[remote.name];
    if (base === undefined) throw new RefusedBuild(remote.name, 'no URL configured');
    const local = base.startsWith('/');
    const location = local ? path.join(this.config.staticRoot, remote.dir, 'dist', 'server') : `${base}server/`;
    if (!local && !serverBuildUrlAllowed(location, { production: this.config.nodeEnv === 'production' })) {
      throw new RefusedBuild(remote.name, `${location} is plain http from another machine (https, or http only from this machine, in production)`);
    }
    const read = local ? (name: string) => readFile(path.join(location, name)) : (name: string) => fetchBytes(`${location}${name}`);
    const [manifestBytes, signature] = await Promise.all([read('ssr-manifest.json'), read('ssr-manifest.json.sig')]);
    let manifest: ServerBuildManifest;
    try {
      manifest = verifyManifest(manifestBytes, signature.toString('utf8'), keys, remote.name);
    } catch (error) {
      throw new RefusedBuild(remote.name, error instanceof Error ? error.message : String(error));
    }
    return {
      manifest,
      location,
      file: async (name) => {
        if (!/^[\w.-]+\.js$/.test(name)) throw new RefusedBuild(remote.name, `${name} is not a server file name`);
        const bytes = await read(name);
        try {
          verifyFile(manifest, name, bytes);
        } catch (error) {
          throw new RefusedBuild(remote.name, error instanceof Error ? error.message : String(error));
        }
        return bytes.toString('utf8');
      },
    };
  }

  /** The keys a remote's build must be signed with, or why there are none (its pages then render in the browser). */
  private publicKeys(remote: RemoteDeclaration): KeyObject[] | string {
    let keys = this.keys.get(remote.name);
    if (keys === undefined) {
      keys = this.loadKeys(remote);
      this.keys.set(remote.name, keys);
    }
    return keys;
  }

  private loadKeys(remote: RemoteDeclaration): KeyObject[] | string {
    const configured = this.config.remoteServerKeys[remote.name];
    try {
      if (configured?.length) return configured.map((key) => parsePublicKey(key));
    } catch (error) {
      return `its configured public key cannot be read (${error instanceof Error ? error.message : String(error)})`;
    }
    if (this.config.nodeEnv === 'production') return 'no public key configured for it';
    // A development or test machine: the key its own build signed with (var/keys, made by the first build).
    const development = developmentPublicKey(remote.name, REPO_ROOT);
    return development ? [parsePublicKey(development)] : 'no public key configured for it, and no development key under var/keys (run npm run build)';
  }
}

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** A registered remote by container name, when it publishes a server build. */
export function serverRenderedRemote(name: string): RemoteDeclaration | undefined {
  return remotes.find((r) => r.name === name && r.serverRendered === true);
}
