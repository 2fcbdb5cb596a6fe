import type { WebConfig } from '../config';

/** What the API says about a page (GET /api/front/page-meta): its status, head, structured data, or where it moved. */
export interface PageMetaAnswer {
  status: 200 | 301 | 404;
  title?: string;
  description?: string;
  jsonLd?: Record<string, unknown>;
  location?: string;
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The API could not answer (down, its database down, or timed out): the page says so (503), never a 500. */
export class ApiUnavailable extends Error {
  constructor(readonly retryAfterSeconds: number | undefined, message: string) {
    super(message);
    this.name = 'ApiUnavailable';
  }
}

/** The API refused the visitor's call for their request rate (429): the page says when to come back, never a 500. */
export class ApiRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the API answered 429');
    this.name = 'ApiRateLimited';
  }
}

const TIMEOUT_MS = 3_000;

/**
 * Headers of every call this server makes to the API, its own and its renders'. The API is a neighbour (loopback, or
 * the same private network): a compressed answer would cost the API the compressing and this server the inflating,
 * to save bytes that cost nothing there.
 */
export const API_CALL_HEADERS: Readonly<Record<string, string>> = { accept: 'application/json', 'accept-encoding': 'identity' };

/** The web server's own calls to the API, over HTTP like any client's, with the visitor's address forwarded. */
export class ApiClient {
  constructor(
    private readonly config: Pick<WebConfig, 'apiUrl'>,
    /** Makes the calls: the server's SharedAnswers, so a page's meta the API lets shared caches keep is asked once. */
    private readonly fetchAnswer: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  pageMeta(pathname: string, visitorIp: string): Promise<PageMetaAnswer> {
    return this.getJson<PageMetaAnswer>(`/api/front/page-meta?path=${encodeURIComponent(pathname)}`, visitorIp);
  }

  async sitemapEntries(): Promise<SitemapEntry[]> {
    return (await this.getJson<{ entries: SitemapEntry[] }>('/api/front/sitemap-entries')).entries;
  }

  private async getJson<T>(pathAndQuery: string, visitorIp?: string): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchAnswer(`${this.config.apiUrl}${pathAndQuery}`, {
        headers: { ...API_CALL_HEADERS, ...(visitorIp ? { 'x-forwarded-for': visitorIp } : {}) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ApiUnavailable(undefined, `the API did not answer ${pathAndQuery.split('?')[0]}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (res.status === 503 || res.status === 502 || res.status === 504) {
      const retryAfter = Number(res.headers.get('retry-after'));
      await res.body?.cancel();
      throw new ApiUnavailable(Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined, `the API answered ${res.status}`);
    }
    if (res.status === 429) {
      const retryAfter = Number(res.headers.get('retry-after'));
      await res.body?.cancel();
      throw new ApiRateLimited(Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : 60);
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`the API answered ${res.status} to ${pathAndQuery.split('?')[0]}`);
    }
    return (await res.json()) as T;
  }
}
