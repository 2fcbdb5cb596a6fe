/**
 * The API call a page's content waits for, started with the HTML (`<link rel="preload" as="fetch">`) instead of
 * after the scripts that make it (issue 17): the browser hands the preloaded answer to the page's own fetch of
 * the same URL. Only calls whose URL the server can write exactly as the SDK does (a path parameter, no query
 * string to order) — a preload the page does not use is a wasted request and a console warning, which
 * e2e/tests/first-view-budgets.spec.ts watches for.
 */
const FIRST_DATA: Record<string, (params: Record<string, string>) => string[]> = {
  // mfe-items ItemDetailPage: api.items.getItemDetail({ id }) renders the heading, rate and requirements.
  '/item/detail/:id': ({ id }) => (/^[1-9]\d{0,9}$/.test(id ?? '') ? [`/api/front/item/get-item-detail/${id}`] : []),
};

export function firstDataUrls(pattern: string, params: Record<string, string>): string[] {
  return FIRST_DATA[pattern]?.(params) ?? [];
}
