import { remotes, serverShared } from '@er/contracts/remotes';
import type { RouteDeclaration } from '@er/contracts/routes';
import { VISITOR_COOKIE } from '@er/contracts/visitor-cookie';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { API_CALL_HEADERS } from '../api/api-client';
import { SharedAnswers } from '../api/shared-answers';
import type { WebConfig } from '../config';
import { logger } from '../log';
import type { RuntimeConfig } from '../pages/runtime-config';
import { fileVersion } from '../static/file-version';
import { evaluateCommonJsBundle } from './commonjs-bundle';
import { RefusedBuild, RemoteServerBuilds, serverRenderedRemote } from './remote-server-builds';

/** The host's server build (mfe-host/src/server.tsx): what this service calls. */
interface HostServerModule {
  shared: Record<string, unknown>;
  configure(options: { runtime: RuntimeConfig; apiOrigin: string; requestHeaders: () => Record<string, string>; fetch: typeof fetch }): void;
  render(input: {
    url: string;
    origin: string;
    loadRemote: (id: string) => Promise<unknown>;
    signal?: AbortSignal;
  }): Promise<{ html: string; queryState: unknown; errors: string[] } | null>;
}

/** Who a page is rendered for: its data calls count this visitor (listing views, rate limits), not this server. */
export interface RenderVisitor {
  ip: string;
  userAgent?: string;
  /** The visitor cookie's id (@er/contracts/visitor-cookie), sent on with the render's data calls. */
  visitorId?: string;
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
  serverShared.node.map((name) => [name, () => nodeRequire(productionBuildOf(name))]),
);

/**
 * React Router's package exports name only its development build for Node (no `production` condition), whose
 * checks and warnings cost every render; under NODE_ENV=production the package's own production build, beside
 * it, is taken instead. React and React DOM choose by NODE_ENV themselves.
 */
function productionBuildOf(name: string): string {
  if (name !== 'react-router' || process.env.NODE_ENV !== 'production') return name;
  const development = nodeRequire.resolve(name);
  const production = development.replace(`${path.sep}dist${path.sep}development${path.sep}`, `${path.sep}dist${path.sep}production${path.sep}`);
  return production !== development && existsSync(production) ? production : name;
}

/**
 * A remote's manifest is read again after this long: a redeploy shows within it. Short, because the browser loads
 * the remote's current files: a page rendered from the previous build would not match them (React then renders it
 * again in the browser).
 */
const REMOTE_BUILD_TTL_MS = 1_000;
/** Server builds kept in memory (each redeploy of a remote adds one; the oldest go). */
const MAX_MODULES = 32;

/** `mfe_items/Routes` → ['mfe_items', 'Routes']. */
function splitModuleId(id: string): [string, string] {
  const slash = id.indexOf('/');
  return [id.slice(0, slash), id.slice(slash + 1)];
}

/**
 * Server rendering of the public pages. The host's server build is read from its build folder (this server ships
 * with the host); each remote's from where its deploy published it, verified against the remote's signing key
 * (RemoteServerBuilds), at run time: a redeployed remote renders from its new build on the next page without a
 * restart. Whatever fails — no server build, a refused or unreachable remote, a render past RENDER_TIMEOUT_MS —
 * leaves that part (or the page) to the browser; never an error page. The render's data calls go to the API over
 * HTTP with the visitor's address in X-Forwarded-For, like any client behind this proxy; public answers the API lets
 * a shared cache keep are kept for the next renders (SharedAnswers).
 */
export class ServerRenderer {
  private readonly logger = logger('ServerRenderer');
  private host?: { key: string; module: Promise<HostServerModule>; configured?: string };
  private readonly modules = new Map<string, Promise<unknown>>();
  private readonly builds = new Map<string, { at: number; build: ReturnType<RemoteServerBuilds['current']> }>();
  private readonly warned = new Set<string>();
  private readonly refusals = new Set<string>();
  /** The headers of the render in progress, read by the host's API client at each call. */
  private readonly renderHeaders = new AsyncLocalStorage<Record<string, string>>();
  private readonly remoteBuilds: RemoteServerBuilds;

  constructor(
    private readonly config: WebConfig,
    /** The API's public answers, shared by the renders (what the API lets a shared cache keep). */
    private readonly answers: SharedAnswers = new SharedAnswers(),
  ) {
    this.remoteBuilds = new RemoteServerBuilds(config);
  }

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
      const headers: Record<string, string> = { ...API_CALL_HEADERS, 'x-forwarded-for': visitor.ip };
      if (visitor.userAgent) headers['user-agent'] = visitor.userAgent;
      // Only the visitor id, never the visitor's other cookies (a session): the render reads public data.
      if (visitor.visitorId) headers.cookie = `${VISITOR_COOKIE}=${visitor.visitorId}`;
      const result = await this.renderHeaders.run(headers, () =>
        host.render({
          url: `${pathname}${search}`,
          origin: this.config.appUrl,
          loadRemote: (id) => this.loadRemote(id, host),
          signal: AbortSignal.timeout(this.config.renderTimeoutMs),
        }),
      );
      // A refused remote build was logged once with its reason (currentBuild); its pages need no line each.
      for (const error of result?.errors ?? []) if (!this.refusals.has(error)) this.warnOnce(`part of ${pathname} left to the browser: ${error}`);
      return result && { html: result.html, queryState: result.queryState };
    } catch (error) {
      this.warnOnce(`${pathname} not server-rendered: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** The host's server build, read again when its file changes; null without one (the browser renders). */
  private async hostModule(runtime: RuntimeConfig): Promise<HostServerModule | null> {
    const location = path.join(this.config.staticRoot, 'mfe-host', 'dist', 'server', 'host-ssr.js');
    const mtimeMs = await fileVersion(location);
    if (mtimeMs === null) return null;
    const key = `${mtimeMs}`;
    if (this.host?.key !== key) {
      const module = readFile(location, 'utf8').then(
        (code) => evaluateCommonJsBundle(code, location, (request) => NODE_SHARED[request]?.()) as HostServerModule,
      );
      this.host = { key, module };
    }
    const host = this.host;
    const module = await host.module;
    // The settings the browser reads from the page, and where the render's API calls go.
    const configured = JSON.stringify(runtime);
    if (host.configured !== configured) {
      module.configure({ runtime, apiOrigin: this.config.apiUrl, requestHeaders: () => this.renderHeaders.getStore() ?? {}, fetch: this.answers.fetch });
      host.configured = configured;
    }
    return module;
  }

  /** A remote module's server build, by id ('mfe_items/Routes'), once its remote's signature and hashes check out. */
  private async loadRemote(id: string, host: HostServerModule): Promise<unknown> {
    const [name, expose] = splitModuleId(id);
    const remote = serverRenderedRemote(name);
    if (!remote) throw new Error(`${id} has no server build`);
    const build = await this.currentBuild(remote.name, () => this.remoteBuilds.current(remote));
    const file = build.manifest.modules[`./${expose}`];
    if (!file) throw new Error(`${id}: not in ${name}'s server manifest`);
    // File names carry their content hash, and the signed manifest names them: a name read once is that content.
    const key = `${build.location}${file}`;
    let module = this.modules.get(key);
    if (!module) {
      module = build
        .file(file)
        .then((code) =>
          evaluateCommonJsBundle(code, key, (request) => (request in host.shared ? host.shared[request] : NODE_SHARED[request]?.())),
        );
      module.catch(() => this.modules.delete(key));
      this.modules.set(key, module);
      while (this.modules.size > MAX_MODULES) this.modules.delete(this.modules.keys().next().value!);
    }
    try {
      return await module;
    } catch (error) {
      if (error instanceof RefusedBuild) this.refused(error);
      throw error;
    }
  }

  /** The remote's verified build, asked again after REMOTE_BUILD_TTL_MS; a refusal is logged once per reason. */
  private async currentBuild(name: string, load: () => ReturnType<RemoteServerBuilds['current']>) {
    const cached = this.builds.get(name);
    let build = cached && Date.now() - cached.at < REMOTE_BUILD_TTL_MS ? cached.build : undefined;
    if (!build) {
      build = load();
      build.catch(() => undefined);
      this.builds.set(name, { at: Date.now(), build });
    }
    try {
      return await build;
    } catch (error) {
      if (error instanceof RefusedBuild) this.refused(error);
      throw error;
    }
  }

  private refused(error: RefusedBuild): void {
    if (this.refusals.size < 100) this.refusals.add(error.message);
    this.warnOnce(error.message);
  }

  /** One log line per distinct problem (a missing server build would otherwise log on every page). */
  private warnOnce(message: string): void {
    if (this.warned.has(message) || this.warned.size > 100) return;
    this.warned.add(message);
    this.logger.warn(message);
  }
}
