// Issue 12 (ad conversions): a visitor who arrives from an ad carries gclid / utm_* in the first page's
// URL. They are kept in the browser until the visitor signs up, then sent as `ad_params` with
// member-register or temporary/register, where the API stores them as the registration's conversion
// record for the offline conversion upload. Only the first touch counts, for 90 days (Google Ads accepts
// offline conversions for clicks up to 90 days old); a visit with parameters after that starts again.
import type { components } from '@er/api-client';

/** The `ad_params` of the sign-up bodies (AdParamsDto). */
export type AdParams = components['schemas']['AdParamsDto'];

/** The URL parameters kept, as AdParamsDto names them. */
export const AD_PARAM_NAMES = ['gclid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type AdParamName = (typeof AD_PARAM_NAMES)[number];

export const AD_PARAMS_STORAGE_KEY = 'er-ad-params';
export const AD_PARAMS_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** AdParamsDto's limits: a longer value would make the sign-up fail validation, so it is not kept. */
const MAX_VALUE_LENGTH = 255;
const MAX_LANDING_PATH_LENGTH = 500;

/** localStorage, or null where it is missing or blocked (reading the property itself can throw). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A lone UTF-16 surrogate: the API refuses such a string (MALFORMED_TEXT), so it is never sent. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function acceptable(value: unknown, max: number): value is string {
  return typeof value === 'string' && value !== '' && value.length <= max && !LONE_SURROGATE.test(value);
}

/**
 * What the API accepts of a stored (or tampered) record: the known parameters within their limits, a
 * landing path and a valid arrival time; null when no parameter is left.
 */
function sanitize(raw: unknown): AdParams | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const params: AdParams = {};
  for (const name of AD_PARAM_NAMES) {
    if (acceptable(record[name], MAX_VALUE_LENGTH)) params[name] = record[name];
  }
  if (Object.keys(params).length === 0) return null;
  if (acceptable(record.landing_path, MAX_LANDING_PATH_LENGTH)) params.landing_path = record.landing_path;
  const arrived = typeof record.arrived_at === 'string' ? new Date(record.arrived_at) : null;
  if (arrived && !Number.isNaN(arrived.getTime())) params.arrived_at = arrived.toISOString();
  return params;
}

function read(): AdParams | null {
  try {
    const raw = storage()?.getItem(AD_PARAMS_STORAGE_KEY);
    return raw ? sanitize(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function expired(params: AdParams, now: Date): boolean {
  if (!params.arrived_at) return true;
  return now.getTime() - new Date(params.arrived_at).getTime() >= AD_PARAMS_TTL_MS;
}

/** The ad parameters of a URL, each as given (only those the API accepts); empty when it has none. */
export function adParamsOf(search: string): Partial<Record<AdParamName, string>> {
  const query = new URLSearchParams(search);
  const found: Partial<Record<AdParamName, string>> = {};
  for (const name of AD_PARAM_NAMES) {
    const value = query.get(name);
    if (acceptable(value, MAX_VALUE_LENGTH)) found[name] = value;
  }
  return found;
}

/**
 * Keeps the ad parameters of the page the visitor landed on (call once at start-up with
 * `window.location`). First touch wins: stored parameters younger than 90 days are kept. Answers what
 * is stored afterwards; never throws (storage may be blocked or full: then nothing is kept).
 */
export function captureAdParams(url: Pick<URL | Location, 'pathname' | 'search'>, now: Date = new Date()): AdParams | undefined {
  try {
    const current = storedAdParams(now);
    const found = adParamsOf(url.search);
    if (current || Object.keys(found).length === 0) return current;
    const params: AdParams = { ...found, arrived_at: now.toISOString() };
    if (acceptable(url.pathname, MAX_LANDING_PATH_LENGTH)) params.landing_path = url.pathname;
    const store = storage();
    if (!store) return undefined;
    store.setItem(AD_PARAMS_STORAGE_KEY, JSON.stringify(params));
    return params;
  } catch {
    return undefined;
  }
}

/** The `ad_params` for a sign-up body: the stored first touch, or undefined (none, expired, unreadable). */
export function storedAdParams(now: Date = new Date()): AdParams | undefined {
  const params = read();
  return params && !expired(params, now) ? params : undefined;
}

/** Forgets the parameters once a sign-up has carried them (one registration per ad click). */
export function clearAdParams(): void {
  try {
    storage()?.removeItem(AD_PARAMS_STORAGE_KEY);
  } catch {
    // blocked storage: nothing was kept
  }
}
