import fc from 'fast-check';
import { AD_PARAM_NAMES, AD_PARAMS_STORAGE_KEY, AD_PARAMS_TTL_MS, captureAdParams, clearAdParams, storedAdParams } from './ad-params';

const DAY = 24 * 60 * 60 * 1000;
const landing = (search: string, pathname = '/lp1') => ({ pathname, search });

describe('ad parameters (issue 12: kept from the landing page until sign-up)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('keeps gclid and utm_* with the landing path and arrival time, nothing else', () => {
    const now = new Date('2026-04-01T09:00:00Z');
    captureAdParams(new URL('https://engineer-route.example/lp1?utm_source=google&utm_medium=cpc&gclid=abc&fbclid=x&ref=1'), now);
    expect(storedAdParams(now)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc',
      landing_path: '/lp1',
      arrived_at: '2026-04-01T09:00:00.000Z',
    });
  });

  it('stores nothing for a visit without ad parameters', () => {
    expect(captureAdParams(landing('?page=2&keyword=Java'))).toBeUndefined();
    expect(storedAdParams()).toBeUndefined();
    expect(localStorage.getItem(AD_PARAMS_STORAGE_KEY)).toBeNull();
  });

  it('first touch wins for 90 days; a visit with parameters after that replaces it', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    captureAdParams(landing('?utm_source=google', '/lp1'), first);
    captureAdParams(landing('?utm_source=yahoo', '/lp2'), new Date(first.getTime() + 89 * DAY));
    captureAdParams(landing('', '/about'), new Date(first.getTime() + 89 * DAY));
    expect(storedAdParams(new Date(first.getTime() + 89 * DAY))).toMatchObject({ utm_source: 'google', landing_path: '/lp1' });

    const later = new Date(first.getTime() + AD_PARAMS_TTL_MS);
    expect(storedAdParams(later)).toBeUndefined();
    captureAdParams(landing('', '/about'), later);
    expect(storedAdParams(later)).toBeUndefined();
    captureAdParams(landing('?gclid=new', '/lp3'), later);
    expect(storedAdParams(later)).toEqual({ gclid: 'new', landing_path: '/lp3', arrived_at: later.toISOString() });
  });

  it('ignores a value over 255 characters and keeps the others', () => {
    captureAdParams(landing(`?gclid=${'a'.repeat(256)}&utm_source=${'b'.repeat(255)}&utm_medium=`));
    expect(storedAdParams()).toMatchObject({ utm_source: 'b'.repeat(255) });
    expect(storedAdParams()).not.toHaveProperty('gclid');
    expect(storedAdParams()).not.toHaveProperty('utm_medium');
    localStorage.clear();
    expect(captureAdParams(landing(`?gclid=${'a'.repeat(256)}`))).toBeUndefined();
    expect(storedAdParams()).toBeUndefined();
  });

  it('leaves out a landing path longer than the API takes (500), keeping the parameters', () => {
    captureAdParams(landing('?utm_source=google', `/${'p'.repeat(500)}`));
    expect(storedAdParams()).toEqual({ utm_source: 'google', arrived_at: expect.any(String) });
  });

  it('clearAdParams forgets them (after a sign-up carried them)', () => {
    captureAdParams(landing('?gclid=abc'));
    clearAdParams();
    expect(storedAdParams()).toBeUndefined();
  });

  it('sends only what the API accepts from a tampered or broken record', () => {
    localStorage.setItem(
      AD_PARAMS_STORAGE_KEY,
      JSON.stringify({ gclid: 'abc', utm_source: 42, utm_term: '\ud800', evil: 'x', landing_path: '/lp1', arrived_at: new Date().toISOString() }),
    );
    expect(Object.keys(storedAdParams()!).sort()).toEqual(['arrived_at', 'gclid', 'landing_path']);
    localStorage.setItem(AD_PARAMS_STORAGE_KEY, '{not json');
    expect(storedAdParams()).toBeUndefined();
    localStorage.setItem(AD_PARAMS_STORAGE_KEY, JSON.stringify({ gclid: 'abc', arrived_at: 'yesterday' }));
    expect(storedAdParams()).toBeUndefined();
  });

  it('never throws when storage is blocked or full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(captureAdParams(landing('?gclid=abc'))).toBeUndefined();
    jest.restoreAllMocks();

    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(captureAdParams(landing('?gclid=abc'))).toBeUndefined();
    expect(storedAdParams()).toBeUndefined();
    expect(() => clearAdParams()).not.toThrow();
  });

  // Any query string: the stored values are exactly the gclid/utm_* values given (the first of each, as a
  // browser reads them), other parameters are ignored, and nothing throws.
  const adName = fc.constantFrom(...AD_PARAM_NAMES);
  const value = fc.string({ unit: 'binary', maxLength: 300 });
  const entries = fc.array(fc.tuple(fc.oneof(adName, fc.string({ maxLength: 12 })), fc.oneof(value, fc.string({ maxLength: 20 }))), { maxLength: 12 });

  it('round-trips the ad parameters of any query string (property)', () => {
    const now = new Date('2026-04-01T00:00:00Z');
    fc.assert(
      fc.property(entries, (pairs) => {
        localStorage.clear();
        const search = `?${new URLSearchParams(pairs).toString()}`;
        const expected: Record<string, string> = {};
        for (const name of AD_PARAM_NAMES) {
          const given = pairs.find(([k]) => k === name)?.[1];
          if (given !== undefined && given !== '' && given.length <= 255) expected[name] = given;
        }
        captureAdParams(landing(search), now);
        const stored = storedAdParams(now);
        if (Object.keys(expected).length === 0) expect(stored).toBeUndefined();
        else expect(stored).toEqual({ ...expected, landing_path: '/lp1', arrived_at: now.toISOString() });
      }),
    );
  });

  it('survives any raw query text: only ad parameter names are stored, each as the URL gives it (property)', () => {
    const allowed = new Set<string>([...AD_PARAM_NAMES, 'landing_path', 'arrived_at']);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 40 }), (query, path) => {
        localStorage.clear();
        expect(() => captureAdParams({ pathname: path, search: query })).not.toThrow();
        const stored = storedAdParams() ?? {};
        const parsed = new URLSearchParams(query);
        for (const [key, v] of Object.entries(stored)) {
          expect(allowed.has(key)).toBe(true);
          if ((AD_PARAM_NAMES as readonly string[]).includes(key)) expect(v).toBe(parsed.get(key));
        }
      }),
    );
  });
});
