import { Injectable } from '@nestjs/common';
import { matchPage, notFound } from '@er/site-meta';
import { readFile, stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';

export type PageResult =
  | { kind: 'page'; status: 200 | 404; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'unavailable'; html: string };

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => escapeMap[c]);

/** Puts the page's <title> and <meta name="description"> into the host's index.html. */
export function injectMeta(html: string, title: string, description: string): string {
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  const metaTag = `<meta name="description" content="${escapeHtml(description)}">`;
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => titleTag)
    : html.replace(/<\/head>/i, () => `${titleTag}</head>`);
  out = /<meta\s+name=["']?description["']?(?=[\s>\/])[^>]*>/i.test(out)
    ? out.replace(/<meta\s+name=["']?description["']?(?=[\s>\/])[^>]*>/i, () => metaTag)
    : out.replace(/<\/title>/i, () => `</title>${metaTag}`);
  return out;
}

const UNAVAILABLE_HTML = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>準備中｜エンジニアルート</title></head><body style="font-family:sans-serif;margin:2rem"><h1>画面のビルドが見つかりません</h1><p>フロントエンドがまだビルドされていません。リポジトリのルートで <code>npm run build</code> を実行してから、もう一度アクセスしてください。</p><p>API は <a href="/api/health">/api/health</a> で動作を確認できます。</p></body></html>`;

const REMOTE_INDEX_TTL_MS = 10_000;

@Injectable()
export class SiteService {
  private cache?: { mtimeMs: number; html: string };
  private remoteCache?: { fetchedAt: number; html: string };

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  remotesManifest(): Record<'mfe_items' | 'mfe_account' | 'mfe_admin', string> {
    return {
      mfe_items: `${this.config.remoteItemsUrl}mf-manifest.json`,
      mfe_account: `${this.config.remoteAccountUrl}mf-manifest.json`,
      mfe_admin: `${this.config.remoteAdminUrl}mf-manifest.json`,
    };
  }

  /** What to answer for a page URL (pathname without query). */
  async page(pathname: string, search: string): Promise<PageResult> {
    const match = matchPage(pathname);
    if (!match && pathname.length > 1 && pathname.endsWith('/')) {
      // SPEC §2: a trailing slash is redirected to the slash-free path (e.g. /item/tag/12/ → /item/tag/12).
      const bare = pathname.replace(/\/+$/, '') || '/';
      if (matchPage(bare)) return { kind: 'redirect', location: `${bare}${search}` };
    }
    const index = await this.indexHtml();
    if (!index) return { kind: 'unavailable', html: UNAVAILABLE_HTML };
    if (!match) return { kind: 'page', status: 404, html: injectMeta(index, notFound.title, notFound.description) };
    return { kind: 'page', status: 200, html: injectMeta(index, match.page.title, match.page.description) };
  }

  private async indexHtml(): Promise<string | null> {
    return this.config.hostIndexUrl ? this.remoteIndexHtml(this.config.hostIndexUrl) : this.localIndexHtml();
  }

  /**
   * The host deployed as its own service: its index.html is fetched and kept for a few seconds, so a
   * redeployed host is picked up without restarting the API, and a host outage still serves the last copy.
   */
  private async remoteIndexHtml(url: string): Promise<string | null> {
    const fresh = this.remoteCache && Date.now() - this.remoteCache.fetchedAt < REMOTE_INDEX_TTL_MS;
    if (fresh) return this.remoteCache!.html;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      this.remoteCache = { fetchedAt: Date.now(), html: await response.text() };
    } catch {
      if (!this.remoteCache) return null;
    }
    return this.remoteCache!.html;
  }

  private async localIndexHtml(): Promise<string | null> {
    const file = path.join(this.config.staticRoot, 'mfe-host', 'dist', 'index.html');
    try {
      const info = await stat(file);
      if (this.cache?.mtimeMs !== info.mtimeMs) this.cache = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
      return this.cache.html;
    } catch {
      return null;
    }
  }
}
