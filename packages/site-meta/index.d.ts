export interface PageMeta {
  /** Route pattern: literal segments, `:param`, or a trailing `*`. */
  path: string;
  title: string;
  description: string;
}

export interface PageMatch {
  page: PageMeta;
  params: Record<string, string>;
}

export declare const siteName: string;
export declare const notFound: { title: string; description: string };
export declare const pages: readonly PageMeta[];
export declare function matchPage(pathname: string): PageMatch | null;
