import { Injectable } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import type { BuildInfoResponseDto, RemoteBuildVersionsDto } from './dto/build-info.dto';
import { REMOTE_APPS } from './site-static';
import { SiteService } from './site.service';

const REMOTE_HEAD_TTL_MS = 30_000;

/** Versions of the served builds, for the client's hourly "a new version is available" check. */
@Injectable()
export class BuildInfoService {
  private readonly headCache = new Map<string, { at: number; version: string | null }>();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly site: SiteService,
  ) {}

  async buildInfo(): Promise<BuildInfoResponseDto> {
    const [host, ...versions] = await Promise.all([
      this.site.hostBuildId(),
      ...REMOTE_APPS.map((r) => this.remoteVersion(r.dir, this.config.remoteUrls[r.key])),
    ]);
    const remotes: RemoteBuildVersionsDto = Object.fromEntries(REMOTE_APPS.map((r, i) => [r.key, versions[i]]));
    return { host, remotes };
  }

  /** Root-relative remote (served here): mtime of its dist/mf-manifest.json; absolute: ETag/Last-Modified by HEAD. */
  private async remoteVersion(dir: string, baseUrl: string): Promise<string | null> {
    if (baseUrl.startsWith('/')) {
      try {
        const info = await stat(path.join(this.config.staticRoot, dir, 'dist', 'mf-manifest.json'));
        return String(Math.trunc(info.mtimeMs));
      } catch {
        return null;
      }
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
