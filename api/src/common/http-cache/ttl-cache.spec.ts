import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  const counter = () => {
    let calls = 0;
    return { load: async () => ++calls, calls: () => calls };
  };

  it('reuses a result within the time and loads again after it', async () => {
    const cache = new TtlCache(1_000);
    const { load, calls } = counter();
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    try {
      await expect(cache.get('k', load)).resolves.toBe(1);
      clock.mockReturnValue(start + 999);
      await expect(cache.get('k', load)).resolves.toBe(1);
      clock.mockReturnValue(start + 1_000);
      await expect(cache.get('k', load)).resolves.toBe(2);
      expect(calls()).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('turned off (CATALOG_CACHE=false), loads on every call; calls in flight together still share one load', async () => {
    const cache = new TtlCache(60_000);
    cache.disable();
    const { load, calls } = counter();
    await expect(Promise.all([cache.get('k', load), cache.get('k', load)])).resolves.toEqual([1, 1]);
    await expect(cache.get('k', load)).resolves.toBe(2);
    expect(calls()).toBe(2);
  });
});
