import { remotes } from '@er/contracts/remotes';
import type { RouteDeclaration } from '@er/contracts/routes';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { WebConfig } from '../config';
import { logger } from '../log';
import { fileVersion } from '../static/file-version';
import { scriptSafeJson } from '../pages/runtime-config';

/** What a page's HTML tells the browser about the remotes before any script runs (no waterfall of round trips). */
export interface RemoteHints {
  /** /mf-remotes.json's content: the host registers the remotes from it without fetching it. */
  manifest: Record<string, string>;
  /**
   * Files the page will load from its remotes, fetched in parallel with the host's own scripts; `credentials`
   * for an API call the SDK makes with cookies (its preload must be made the same way to be used).
   */
  preload: { href: string; as: 'fetch' | 'script'; credentials?: boolean }[];
  /**
   * The CSS files of the remote modules the page shows at once, linked as stylesheets so the page is styled at
   * first paint. `href` is the URL the browser fetches (the remote's base + file); `file` is the name
   * the remote's mini-css-extract runtime looks for when the module loads (its `data-href`), so it takes this
   * <link> for its own and adds none.
   */
  stylesheets: { href: string; file: string }[];
}

/** The part of a remote's mf-manifest.json (Module Federation 2) that names its files. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** A remote on another origin is asked again for its manifest after this long (a redeploy shows within it). */
const FETCHED_MANIFEST_TTL_MS = 5_000;
const FETCH_TIMEOUT_MS = 1_500;

/** `mfe_items/Routes` → ['mfe_items', 'Routes']. */
function splitModuleId(id: string): [string, string] {
  const slash = id.indexOf('/');
  return [id.slice(0, slash), id.slice(slash + 1)];
}

/**
 * The remote modules a route shows at once: its owner's `./Routes`, and the widgets a host page declares
 * (@er/contracts/routes `widgets`). Nothing else: a remote is loaded only where it is shown.
 */
export function remoteModulesOf(route: RouteDeclaration): string[] {
  return [...(route.owner === 'host' ? [] : [`${route.owner}/Routes`]), ...(route.widgets ?? [])];
}

/**
 * Reads each remote's mf-manifest.json — the build folder's file when this server serves the remote, else its URL,
 * kept a few seconds — and turns a route into the preload list of its remote files. A manifest that cannot be
 * read gives no hints for that remote: the page still works, with the old round trips.
 */
export class RemoteHintsService {
  private readonly logger = logger('RemoteHints');
  private readonly local = new Map<string, { mtimeMs: number; manifest: FederationManifest | null }>();
  private readonly fetched = new Map<string, { at: number; manifest: Promise<FederationManifest | null> }>();

  constructor(private readonly config: Pick<WebConfig, 'remoteUrls' | 'remoteServerUrls' | 'staticRoot'>) {}

  /** GET /mf-remotes.json: every registered remote → its mf-manifest.json URL (as the browser reaches it). */
  manifestUrls(): Record<string, string> {
    return Object.fromEntries(remotes.map((r) => [r.name, `${this.config.remoteUrls[r.name]}mf-manifest.json`]));
  }

  /** The hints of a page showing `route`, then the API calls `data` its content waits for (first-data.ts). */
  async hintsFor(route: RouteDeclaration | null, data: readonly string[] = []): Promise<RemoteHints> {
    const manifest = this.manifestUrls();
    const preload: RemoteHints['preload'] = [];
    const stylesheets: RemoteHints['stylesheets'] = [];
    const seen = new Set<string>();
    const add = (href: string, as: 'fetch' | 'script') => {
      if (seen.has(href)) return;
      seen.add(href);
      preload.push({ href, as });
    };
    for (const id of route ? remoteModulesOf(route) : []) {
      const [name, expose] = splitModuleId(id);
      const base = this.config.remoteUrls[name];
      // Read where this server reaches the remote (REMOTE_*_SERVER_URL); the links name the browser's URL.
      const federation = base === undefined ? null : await this.federationManifest(name, this.config.remoteServerUrls?.[name] ?? base);
      const exposed = federation?.exposes?.find((e) => e.name === expose || e.path === `./${expose}`);
      if (!federation || !exposed) continue;
      const entry = federation.metaData?.remoteEntry;
      add(manifest[name], 'fetch');
      add(`${base}${entry?.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry?.name ?? 'remoteEntry.js'}`, 'script');
      for (const file of exposed.assets?.js?.sync ?? []) add(`${base}${file}`, 'script');
      // The CSS its chunks load (mini-css-extract), in the order the remote's runtime would add it.
      for (const file of exposed.assets?.css?.sync ?? []) {
        const href = `${base}${file}`;
        if (!seen.has(href)) stylesheets.push({ href, file });
        seen.add(href);
      }
    }
    for (const href of data) preload.push({ href, as: 'fetch', credentials: true });
    return { manifest, preload, stylesheets };
  }

  private federationManifest(name: string, base: string): Promise<FederationManifest | null> {
    const remote = remotes.find((r) => r.name === name);
    if (!remote) return Promise.resolve(null);
    // Served by this server from the build folder (static/site-static.ts): read the file itself.
    if (base.startsWith('/')) return this.localManifest(path.join(this.config.staticRoot, remote.dir, 'dist', 'mf-manifest.json'));
    const cached = this.fetched.get(name);
    if (cached && Date.now() - cached.at < FETCHED_MANIFEST_TTL_MS) return cached.manifest;
    const manifest = fetch(`${base}mf-manifest.json`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      .then((res) => (res.ok ? (res.json() as Promise<FederationManifest>) : null))
      .catch((error: unknown) => {
        this.logger.warn(`remote ${name}: manifest not read for preload hints (${String(error)})`);
        return null;
      });
    this.fetched.set(name, { at: Date.now(), manifest });
    return manifest;
  }

  private async localManifest(file: string): Promise<FederationManifest | null> {
    const mtimeMs = await fileVersion(file);
    if (mtimeMs === null) return null;
    const cached = this.local.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    try {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
      this.local.set(file, { mtimeMs, manifest });
      return manifest;
    } catch {
      return null;
    }
  }
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const REMOTE_HINTS_RE =
  /<script\b[^>]*\bid=["']?mf-remotes["']?[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\bdata-remote-(?:preload|stylesheet)\b[^>]*>/gi;

/**
 * Writes the hints into the page's <head> (replacing earlier ones): the manifest as
 * `<script id="mf-remotes" type="application/json">` (read by mfe-host/src/remotes.ts), one
 * `<link rel="stylesheet">` per remote CSS file, after the host's own (the order the remotes' runtime would add
 * them in), and one `<link rel="preload">` per file — `as="fetch" crossorigin` for the manifest the runtime
 * fetch()es, `as="script"` for the scripts it adds as plain <script> tags, so each preload matches the request
 * it serves.
 */
export function injectRemoteHints(html: string, hints: RemoteHints): string {
  // data-href: what mini-css-extract's runtime compares with the chunk's file name (findStylesheet), whatever
  // absolute URL its 'auto' public path gives; href alone would match only that absolute URL.
  const stylesheets = hints.stylesheets
    .map(({ href, file }) => `<link rel="stylesheet" href="${escapeAttr(href)}" data-href="${escapeAttr(file)}" data-remote-stylesheet>`)
    .join('');
  const links = hints.preload
    .map(({ href, as, credentials }) => {
      const cors = as === 'fetch' ? ` crossorigin="${credentials ? 'use-credentials' : 'anonymous'}"` : '';
      return `<link rel="preload" as="${as}" href="${escapeAttr(href)}"${cors} data-remote-preload>`;
    })
    .join('');
  const tags = `<script id="mf-remotes" type="application/json">${scriptSafeJson(hints.manifest)}</script>${stylesheets}${links}`;
  const out = html.replace(REMOTE_HINTS_RE, '');
  return /<\/head>/i.test(out) ? out.replace(/<\/head>/i, () => `${tags}</head>`) : `${tags}${out}`;
}
