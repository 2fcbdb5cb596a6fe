// The only module of mfe-items that talks to the API. It uses the interim transport from
// @er/app-state; switching to @er/api-client's createApiClient() changes only this file.
import { getJson, type ApiError } from '@er/app-state';
import type { ItemCardData } from '@er/ui';

/** An item of GET /api/front/get-new-item-list. */
export interface NewItem extends ItemCardData {
  published_at: string;
}

export class ApiRequestError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

export async function fetchNewItems(limit: number): Promise<NewItem[]> {
  const { data, error } = await getJson<{ items: NewItem[] }>('/api/front/get-new-item-list', { limit });
  if (error) throw new ApiRequestError(error);
  return data.items;
}
