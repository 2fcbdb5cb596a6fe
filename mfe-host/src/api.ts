// The only module of mfe-host that talks to the API: the shared typed client from @er/api-client,
// typed by the generated OpenAPI schema (the shell contract of issue 4: news, columns, popular
// searches, inquiries, build info).
import { api, ApiRequestError, safe, type ApiResult, type components, type SafeResult } from '@er/api-client';

type Schemas = components['schemas'];
export type TagRef = Schemas['TagDto'];
export type PopularGroup = Schemas['PopularSearchGroupDto'];
export type NewsRow = Schemas['NewsSummaryDto'];
/** `body` is HTML written by staff. */
export type NewsDetail = Schemas['NewsDetailResponseDto'];
export type ColumnLink = Schemas['ColumnListResponseDto']['columns'][number];
export type BuildInfo = Schemas['BuildInfoResponseDto'];

/** The form bodies (built by src/forms from the form values; the server validates them again). */
export type ContactInput = Schemas['ContactRequestDto'];
export type CompanyContactInput = Schemas['CompanyContactRequestDto'];
export type TaxAccountantInput = Schemas['TaxAccountantRequestDto'];
export type GuideInput = Schemas['GuideRequestDto'];

async function unwrap<T>(request: Promise<ApiResult<T>>): Promise<T> {
  const { data, error } = await safe(request);
  if (error) throw new ApiRequestError(error);
  return data;
}

export const fetchPopularSearchGroups = () =>
  unwrap(api.get('/api/front/get-popular-search-groups')).then((r) => r.groups);

export const fetchNews = (limit = 5) =>
  unwrap(api.get('/api/front/get-news', { params: { query: { limit } } })).then((r) => r.news);

export const fetchNewsDetail = (id: number) =>
  unwrap(api.get('/api/front/get-news-detail', { params: { query: { id } } }));

export const fetchColumns = (limit = 20) =>
  unwrap(api.get('/api/front/get-column-list', { params: { query: { limit } } })).then(
    (r) => r.columns,
  );

export const fetchContactTypes = () =>
  unwrap(api.get('/api/front/get-contact-types')).then((r) => r.types);

export const fetchBuildInfo = () =>
  unwrap(api.get('/api/front/build-info', { headers: { 'Cache-Control': 'no-cache' } }));

/** Form endpoints answer `{ data } | { error }` (field errors are shown next to the fields). */
export type PostPath =
  | '/api/front/content-of-contact-validation'
  | '/api/front/content-of-contact-post'
  | '/api/front/content-of-company-contact-validation'
  | '/api/front/content-of-company-contact-post'
  | '/api/front/tax-accountant-request'
  | '/api/front/guide-request';

export function postForm(path: PostPath, body: object): Promise<SafeResult<unknown>> {
  // Bodies come from the form values as typed; invalid input is the server's to reject with field errors.
  return safe(api.post(path, { body: body as never }) as Promise<ApiResult<unknown>>);
}
