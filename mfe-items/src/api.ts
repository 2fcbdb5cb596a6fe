// The only module of mfe-items that talks to the API: the shared typed client from @er/api-client,
// paths and response types from the generated OpenAPI schema.
import { api, ApiRequestError, safe, type components } from '@er/api-client';

/** An item of GET /api/front/get-new-item-list. */
export type NewItem = components['schemas']['ItemCardDto'];

export async function fetchNewItems(limit: number): Promise<NewItem[]> {
  const { data, error } = await safe(api.get('/api/front/get-new-item-list', { params: { query: { limit } } }));
  if (error) throw new ApiRequestError(error);
  return data.items;
}
