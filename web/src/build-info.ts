import * as path from 'node:path';
import type { WebConfig } from './config';
import type { PageService } from './pages/pages';
import { fileVersion } from './static/file-version';
import { REMOTE_APPS } from './static/site-static';

const REMOTE_HEAD_TTL_MS = 30_000;

/** GET /api/front/build-info: which builds are served, for the front end's hourly "a new version is available" check. */
export interface BuildInfo {
  host: string | null;
  remotes: Record<string, string | null>;
}

/** Versions of the served builds: the host's build id, and each remote's manifest version. */
export class BuildInfoService {
  private readonly headCache = new Map<string, { at: number; version: string | null }>();

  constructor(
    private readonly config: Pick<WebConfig, 'staticRoot' | 'remoteUrls'>,
    private readonly pages: PageService,
  ) {}

  async buildInfo(): Promise<BuildInfo> {
    const [host, ...versions] = await Promise.all([
      this.pages.hostBuildId(),
      ...REMOTE_APPS.map((r) => this.remoteVersion(r.dir, this.config.remoteUrls[r.key])),
    ]);
    return { host, remotes: Object.fromEntries(REMOTE_APPS.map((r, i) => [r.key, versions[i]])) };
  }

  /** Root-relative remote (served here): mtime of its dist/mf-manifest.json; absolute: ETag/Last-Modified by HEAD. */
  private async remoteVersion(dir: string, baseUrl: string): Promise<string | null> {
    if (baseUrl.startsWith('/')) {
      const mtimeMs = await fileVersion(path.join(this.config.staticRoot, dir, 'dist', 'mf-manifest.json'));
      return mtimeMs === null ? null : String(Math.trunc(mtimeMs));
    }
    const url = `${baseUrl}mf-manifest.json`;
    const cached = this.headCache.get(url);
    if (cached && Date.now() - cached.at < REMOTE_HEAD_TTL_MS) return cached.version;
    let version: string | null = null;
    try {
      const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
      if (res.ok) version = res.headers.get('etag') ?? res.headers.get('last-modified');
    } catch {
      version = null;
    }
    this.headCache.set(url, { at: Date.now(), version });
    return version;
  }
}
