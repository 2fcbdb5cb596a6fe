import { api } from '@er/api-client';
import type { ShortlistStorage } from './shortlist';

/**
 * The logged-in member's shortlist, kept on the server (issue 13, SPEC §3: "logged in it is kept on the
 * server"): each toggle is a consider/* call; the pages and cards stay as they are (SPEC §4). A call that
 * fails reloads the list from the server, so the star shows what is really stored.
 */
export class ServerShortlistStorage implements ShortlistStorage {
  async load(): Promise<readonly number[]> {
    const { data, error } = await api.considers.getConsiderItemIds();
    if (error) throw new Error(`consider/get-consider-item-ids failed: ${error.statusCode} ${error.code}`);
    return data.ids;
  }

  async add(id: number): Promise<readonly number[]> {
    const { data, error } = await api.considers.storeConsiderItem({ item_id: id });
    return error ? this.load() : data.ids;
  }

  async remove(id: number): Promise<readonly number[]> {
    const { data, error } = await api.considers.deleteConsiderItem({ item_id: id });
    return error ? this.load() : data.ids;
  }
}

/**
 * SPEC §4: on login the cookie's listings are sent to the server one by one, then the cookie is cleared.
 * Each id leaves the cookie only once the server has it (or says the listing does not exist), so a failure
 * half-way keeps the rest for the next login: nothing is lost. Returns the ids still waiting.
 */
export async function mergeCookieShortlist(
  cookie: Pick<ShortlistStorage, 'load' | 'remove'>,
  store: (id: number) => Promise<'stored' | 'gone' | 'failed'>,
): Promise<number[]> {
  const waiting: number[] = [];
  for (const id of await cookie.load()) {
    const outcome = await store(id);
    if (outcome === 'failed') waiting.push(id);
    else await cookie.remove(id);
  }
  return waiting;
}

/** One cookie id to the server: stored, gone (an unknown listing: nothing to keep) or failed (kept). */
export async function storeOnServer(id: number): Promise<'stored' | 'gone' | 'failed'> {
  try {
    const { error } = await api.considers.storeConsiderItem({ item_id: id });
    if (!error) return 'stored';
    return error.statusCode === 404 ? 'gone' : 'failed';
  } catch {
    return 'failed';
  }
}
