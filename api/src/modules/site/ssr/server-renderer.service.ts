import { VISITOR_COOKIE } from '../../../common/security/visitor-cookie';
import { Injectable, Logger } from '@nestjs/common';
import { remotes, serverShared } from '@er/contracts/remotes';
import type { RouteDeclaration } from '@er/contracts/routes';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { ownOrigin, type AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import type { RuntimeConfig } from '../runtime-config';
import { SERVER_RENDER_CLIENT_IP_HEADER, SERVER_RENDER_HEADER, SERVER_RENDER_TOKEN } from '../../../common/security/client-ip';
import { evaluateCommonJsBundle } from './commonjs-bundle';

/** The host's server build (mfe-host/src/server.tsx): what this service calls. */
interface HostServerModule {
  shared: Record<string, unknown>;
  configure(options: { runtime: RuntimeConfig; apiOrigin: string; requestHeaders: () => Record<string, string> }): void;
  render(input: {
    url: string;
    origin: string;
    loadRemote: (id: string) => Promise<unknown>;
    signal?: AbortSignal;
  }): Promise<{ html: string; queryState: unknown; errors: string[] } | null>;
}

/** A remote's server/ssr-manifest.json (packages/mf-config/src/server.js): exposed module → file. */
interface SsrManifest {
  modules?: Record<string, string>;
}

/** Who a page is rendered for: its data calls count this visitor (listing views), not the renderer. */
export interface RenderVisitor {
  ip: string;
  userAgent?: string;
  /** The visitor cookie's id (common/security/visitor-cookie.ts), sent on with the render's data calls. */
  visitorId?: string;
}

/** Where the host's server build is, what identifies its content, and its code. */
interface HostCode {
  location: string;
  key: string;
  code: () => Promise<string>;
}

export interface ServerRenderedPage {
  /** The markup of #root. */
  html: string;
  /** The dehydrated query cache the markup was rendered from. */
  queryState: unknown;
}

/** Packages a server build takes from this process (@er/contracts serverShared.node), one instance each. */
const nodeRequire = createRequire(__filename);
const NODE_SHARED: Record<string, (() => unknown) | undefined> = Object.fromEntries(
  serverShared.node.map((name) => [name, () => nodeRequire(name)]),
);

/** Past this, what is not rendered is left to the browser (the page is sent as the browser would build it). */
const RENDER_TIMEOUT_MS = 2_500;
/**
 * A remote on another origin is asked again for its server manifest after this long: a redeploy shows within it.
 * Short, because the browser loads the remote's current files: a page rendered from the previous build would
 * not match them (React then renders it again in the browser).
 */
const FETCHED_MANIFEST_TTL_MS = 1_000;
const FETCH_TIMEOUT_MS = 1_500;
/** The host deployed as its own service: its server build is asked again after this long (its index.html: the same). */
const HOST_TTL_MS = 10_000;
/** Server builds kept in memory (each redeploy of a remote adds one; the oldest go). */
const MAX_MODULES = 32;

/** `mfe_items/Routes` → ['mfe_items', 'Routes']. */
function splitModuleId(id: string): [string, string] {
  const slash = id.indexOf('/');
  return [id.slice(0, slash), id.slice(slash + 1)];
}

/**
 * Server rendering of the public pages (issue 17). The host's server build is read from its build folder; each
 * remote's from where the browser loads the remote (its folder when the API serves it, else its URL), through
 * the remote's server/ssr-manifest.json, at run time: a redeployed remote renders from its new build on the
 * next page without a restart of the API or a rebuild of the host. Whatever fails — no server build, a remote
 * that does not load, a render past RENDER_TIMEOUT_MS — leaves that part (or the page) to the browser, as
 * before; never an error page.
 */
@Injectable()
export class ServerRendererService {
  private readonly logger = new Logger(ServerRendererService.name);
  private host?: { key: string; module: Promise<HostServerModule>; configured?: string };
  private readonly modules = new Map<string, Promise<unknown>>();
  private readonly fetchedManifests = new Map<string, { at: number; manifest: Promise<SsrManifest | null> }>();
  private readonly warned = new Set<string>();
  private fetchedHost?: { at: number; source: Promise<HostCode | null> };
  /** The headers of the render in progress, read by the host's API client at each call. */
  private readonly renderHeaders = new AsyncLocalStorage<Record<string, string>>();

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** Whether a page of this route is rendered on the server: public pages of the host and of server-rendered remotes. */
  rendersRoute(route: RouteDeclaration): boolean {
    if (route.layout === 'staff') return false;
    const owners = [route.owner, ...(route.widgets ?? []).map((id) => splitModuleId(id)[0])];
    return owners.every((owner) => owner === 'host' || remotes.find((r) => r.name === owner)?.serverRendered === true);
  }

  /** The page at pathname + search rendered with its data, or null (the browser renders it). */
  async render(pathname: string, search: string, runtime: RuntimeConfig, visitor: RenderVisitor): Promise<ServerRenderedPage | null> {
    try {
      const host = await this.hostModule(runtime);
      if (!host) return null;
      const headers: Record<string, string> = { [SERVER_RENDER_HEADER]: SERVER_RENDER_TOKEN, [SERVER_RENDER_CLIENT_IP_HEADER]: visitor.ip };
      if (visitor.userAgent) headers['user-agent'] = visitor.userAgent;
      // Only the visitor id, never the visitor's other cookies (a session): the render reads public data.
      if (visitor.visitorId) headers.cookie = `${VISITOR_COOKIE}=${visitor.visitorId}`;
      const result = await this.renderHeaders.run(headers, () =>
        host.render({
          url: `${pathname}${search}`,
          origin: this.config.appUrl,
          loadRemote: (id) => this.loadRemote(id, host),
          signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        }),
      );
      for (const error of result?.errors ?? []) this.warnOnce(`part of ${pathname} left to the browser: ${error}`);
      return result && { html: result.html, queryState: result.queryState };
    } catch (error) {
      this.warnOnce(`${pathname} not server-rendered: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /**
   * The host's server build, read again when it changes; null without one (a build from before issue 17). From the
   * host's build folder, or — the host deployed as its own service (HOST_INDEX_URL) — from beside its index.html.
   */
  private async hostModule(runtime: RuntimeConfig): Promise<HostServerModule | null> {
    const source = this.config.hostIndexUrl ? await this.fetchedHostCode(this.config.hostIndexUrl) : await this.localHostCode();
    if (!source) return null;
    if (this.host?.key !== source.key) {
      const module = source.code().then(
        (code) => evaluateCommonJsBundle(code, source.location, (request) => NODE_SHARED[request]?.()) as HostServerModule,
      );
      this.host = { key: source.key, module };
    }
    const host = this.host;
    const module = await host.module;
    // The settings the browser reads from the page, and where the render's API calls go (this process).
    const configured = JSON.stringify(runtime);
    if (host.configured !== configured) {
      module.configure({
        runtime,
        apiOrigin: ownOrigin(this.config),
        requestHeaders: () => this.renderHeaders.getStore() ?? {},
      });
      host.configured = configured;
    }
    return module;
  }

  private async localHostCode(): Promise<HostCode | null> {
    const location = path.join(this.config.staticRoot, 'mfe-host', 'dist', 'server', 'host-ssr.js');
    try {
      const info = await stat(location);
      return { location, key: `${location}@${info.mtimeMs}`, code: () => readFile(location, 'utf8') };
    } catch {
      return null;
    }
  }

  /** The host service's server build, asked again after HOST_TTL_MS (as its index.html is); kept while its content is the same. */
  private fetchedHostCode(indexUrl: string): Promise<HostCode | null> {
    if (!this.fetchedHost || Date.now() - this.fetchedHost.at >= HOST_TTL_MS) {
      const location = new URL('server/host-ssr.js', indexUrl).href;
      const source = this.fetchText(location).then(
        (code): HostCode => ({ location, key: createHash('sha256').update(code).digest('hex'), code: () => Promise.resolve(code) }),
        () => null,
      );
      this.fetchedHost = { at: Date.now(), source };
    }
    return this.fetchedHost.source;
  }

  /** A remote module's server build, by id ('mfe_items/Routes'). */
  private async loadRemote(id: string, host: HostServerModule): Promise<unknown> {
    const [name, expose] = splitModuleId(id);
    const remote = remotes.find((r) => r.name === name);
    // Where the API reaches the remote (REMOTE_*_SERVER_URL in docker-compose), else where the browser does.
    const base = this.config.remoteServerUrls?.[name] ?? this.config.remoteUrls[name];
    if (!remote?.serverRendered || base === undefined) throw new Error(`${id} has no server build`);
    const local = base.startsWith('/');
    const manifest = local
      ? await this.localJson<SsrManifest>(path.join(this.config.staticRoot, remote.dir, 'dist', 'server', 'ssr-manifest.json'))
      : await this.fetchedManifest(`${base}server/ssr-manifest.json`);
    const file = manifest?.modules?.[`./${expose}`];
    if (!file || !/^[\w.-]+\.js$/.test(file)) throw new Error(`${id}: not in ${name}'s server manifest`);
    const location = local ? path.join(this.config.staticRoot, remote.dir, 'dist', 'server', file) : `${base}server/${file}`;
    // File names carry their content hash: a name read once is that content for good.
    let module = this.modules.get(location);
    if (!module) {
      module = (local ? readFile(location, 'utf8') : this.fetchText(location)).then((code) =>
        evaluateCommonJsBundle(code, location, (request) => (request in host.shared ? host.shared[request] : NODE_SHARED[request]?.())),
      );
      module.catch(() => this.modules.delete(location));
      this.modules.set(location, module);
      while (this.modules.size > MAX_MODULES) this.modules.delete(this.modules.keys().next().value!);
    }
    return module;
  }

  private async localJson<T>(file: string): Promise<T | null> {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as T;
    } catch {
      return null;
    }
  }

  private fetchedManifest(url: string): Promise<SsrManifest | null> {
    const cached = this.fetchedManifests.get(url);
    if (cached && Date.now() - cached.at < FETCHED_MANIFEST_TTL_MS) return cached.manifest;
    const manifest = this.fetchText(url)
      .then((text) => JSON.parse(text) as SsrManifest)
      .catch(() => null);
    this.fetchedManifests.set(url, { at: Date.now(), manifest });
    return manifest;
  }

  private async fetchText(url: string): Promise<string> {
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.text();
  }

  /** One log line per distinct problem (a missing server build would otherwise log on every page). */
  private warnOnce(message: string): void {
    if (this.warned.has(message) || this.warned.size > 100) return;
    this.warned.add(message);
    this.logger.warn(message);
  }
}
