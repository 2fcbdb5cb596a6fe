// Typeaheads that pick a record of another resource by name (a listing's tags, a column link's listing or
// tag) and name a record again from its id (a filter opened from a shared link). One place, so every screen
// asks the API the same way.
import { api, type CallOptions } from '@er/api-client';
import type { Operation, TermOption } from './types';

/** Live tags by term or alias (tag-list-for-item-input answers { items: [{ id, label }] }). */
export const LIVE_TAGS = api.adminItem.adminItemTagListForItemInput as unknown as Operation<{ items: TermOption[] }>;

/** The tag of an id, named by its term (null when there is none). */
export async function tagById(id: string, signal?: AbortSignal): Promise<TermOption | null> {
  const { data, error } = await api.adminItemTag.adminItemTagDetail({ id: Number(id) }, { signal } as CallOptions);
  return error || !data ? null : { id: data.id, label: data.term };
}

/**
 * Listings whose words match what staff type (item/search by keyword, listings not deleted, newest first),
 * each by name and id with its state beside it. The API has no typeahead of listings; its search serves as one.
 */
export const LISTINGS_BY_NAME = (async ({ term, limit }: { term: string; limit: number }, options?: CallOptions) => {
  const { data, error } = await api.adminItem.adminItemSearch({ keyword: term, per_page: limit, sort: 'updated_at', order: 'desc' }, options);
  if (error) return { error };
  return { data: { items: data.items.map((r) => ({ id: r.id, label: `${r.name}（ID ${r.id}）`, note: r.status_label })) } };
}) as unknown as Operation<{ items: TermOption[] }>;

/** The listing of an id, named (null when there is none). */
export async function listingById(id: string, signal?: AbortSignal): Promise<TermOption | null> {
  const { data, error } = await api.adminItem.adminItemDetail({ id: Number(id) }, { signal } as CallOptions);
  return error || !data ? null : { id: data.id, label: `${data.name}（ID ${data.id}）` };
}
