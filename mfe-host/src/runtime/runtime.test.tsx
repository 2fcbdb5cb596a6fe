import { act, fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { renderApp } from '../test-utils';
import { readRuntimeConfig } from './config';
import { initGtm, resetGtm } from './gtm';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError } from './chunk-guard';
import { PreloadQueue } from './preload-queue';
import { preloadHref } from './preload';
import { inlineRemoteManifest } from '../remotes';
import { buildChanged } from './build-check';
import { initFirebase } from './firebase';

function setConfig(json: string | null) {
  document.getElementById('runtime-config')?.remove();
  if (json === null) return;
  const el = document.createElement('script');
  el.id = 'runtime-config';
  el.type = 'application/json';
  el.textContent = json;
  document.head.appendChild(el);
}

describe('runtime config', () => {
  afterEach(() => setConfig(null));
  it('reads the injected settings', () => {
    setConfig('{"gtmId":"GTM-ABC123","firebase":{"apiKey":"k","authDomain":"a.firebaseapp.com","projectId":"p"},"buildId":"abc","companyLicenseNumber":"13-ユ-999999","nodeEnv":"development"}');
    expect(readRuntimeConfig()).toEqual({
      gtmId: 'GTM-ABC123',
      firebase: { apiKey: 'k', authDomain: 'a.firebaseapp.com', projectId: 'p' },
      buildId: 'abc',
      companyLicenseNumber: '13-ユ-999999',
      nodeEnv: 'development',
    });
  });
  it('absent or malformed → nothing configured', () => {
    expect(readRuntimeConfig()).toEqual({ gtmId: null, firebase: null, buildId: null, companyLicenseNumber: null, nodeEnv: null });
    setConfig('{"nodeEnv":"staging"}');
    expect(readRuntimeConfig().nodeEnv).toBeNull();
    setConfig('{not json');
    expect(readRuntimeConfig().gtmId).toBeNull();
    setConfig('{"gtmId":"gtm-lower","firebase":null}');
    expect(readRuntimeConfig().gtmId).toBeNull();
  });
  it('firebase is not loaded when not configured', async () => {
    await expect(initFirebase(null)).resolves.toBeNull();
  });
});

describe('GTM', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({});
    delete window.dataLayer;
    document.querySelectorAll('script[src*="googletagmanager"]').forEach((s) => s.remove());
  });
  afterEach(() => {
    resetGtm();
    error.mockRestore();
  });

  it('no id → no dataLayer and no script', () => {
    expect(initGtm(null)).toBe(false);
    renderApp('/flow');
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('pushes gtm.js, adds the container and a page_view on the first page and every route change', async () => {
    initGtm('GTM-TEST123');
    expect(window.dataLayer![0]).toMatchObject({ event: 'gtm.js' });
    expect(typeof window.dataLayer![0]!['gtm.start']).toBe('number');
    expect(document.querySelector('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"]')).not.toBeNull();
    renderApp('/');
    const views = () => window.dataLayer!.filter((e) => e.event === 'page_view');
    expect(views()).toEqual([{ event: 'page_view', page_path: '/', page_title: 'ITフリーランスエンジニアの案件・求人サイト エンジニアルート' }]);
    fireEvent.click(screen.getAllByRole('link', { name: 'ご利用の流れ' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'ご利用の流れ' });
    expect(views()).toHaveLength(2);
    expect(views()[1]).toEqual({ event: 'page_view', page_path: '/flow', page_title: expect.stringContaining('ご利用の流れ') });
  });
});

describe('chunk-load guard', () => {
  const storage = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };

  it('recognises chunk errors only', () => {
    const e = new Error('Loading chunk 123 failed.');
    e.name = 'ChunkLoadError';
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, not again within 10 s, and again after 10 s', () => {
    const s = storage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError({ storage: s, now: 1_000_000, reload })).toBe(true);
    expect(s.m.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForChunkError({ storage: s, now: 1_005_000, reload })).toBe(false);
    expect(reloadOnceForChunkError({ storage: s, now: 1_009_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError({ storage: s, now: 1_010_001, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('storage that throws never reloads (no loop)', () => {
    const reload = jest.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(reloadOnceForChunkError({ storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('preload queue', () => {
  it('runs at most 4 loads at once and each key once', async () => {
    const q = new PreloadQueue(4);
    const pending: (() => void)[] = [];
    const load = jest.fn(() => new Promise<void>((r) => pending.push(r)));
    for (let i = 0; i < 10; i++) q.add(`k${i}`, load);
    expect(q.add('k0', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(4);
    expect(q.active).toBe(4);
    while (pending.length) {
      await act(async () => pending.shift()!());
      expect(q.active).toBeLessThanOrEqual(4);
    }
    expect(load).toHaveBeenCalledTimes(10);
    expect(q.peak).toBe(4);
    expect(q.active).toBe(0);
  });

  it('a failed load frees its slot', async () => {
    const q = new PreloadQueue(1);
    const second = jest.fn(async () => undefined);
    q.add('a', () => Promise.reject(new Error('offline')));
    q.add('b', second);
    await act(async () => {});
    expect(second).toHaveBeenCalled();
  });
});

describe('remote loading without round trips (issue 17)', () => {
  afterEach(() => document.getElementById('mf-remotes')?.remove());

  it('reads the remote map the server wrote into the page, and nothing when it is missing or broken', () => {
    expect(inlineRemoteManifest()).toBeNull();
    const el = document.createElement('script');
    el.id = 'mf-remotes';
    el.type = 'application/json';
    el.textContent = '{"mfe_items":"/remotes/items/mf-manifest.json"}';
    document.head.appendChild(el);
    expect(inlineRemoteManifest()).toEqual({ mfe_items: '/remotes/items/mf-manifest.json' });
    el.textContent = '{broken';
    expect(inlineRemoteManifest()).toBeNull();
  });

  it('loads a remote behind a link only on intent, a host page chunk also for a link in view', () => {
    const loader = jest.fn(async () => ({}));
    const queue = new PreloadQueue(4);
    expect(preloadHref('/login', loader as never, queue, { remotes: false })).toBe(false);
    expect(loader).not.toHaveBeenCalled();
    expect(preloadHref('/company-profile', loader as never, queue, { remotes: false })).toBe(true);
    expect(preloadHref('/login', loader as never, queue)).toBe(true);
    expect(loader).toHaveBeenCalledWith('mfe_account/Routes');
  });
});

describe('build-update check', () => {
  it('compares host and remotes', () => {
    const seen = { host: 'h1', remotes: { mfe_items: 'e1' } };
    expect(buildChanged(seen, { host: 'h1', remotes: { mfe_items: 'e1' } })).toBe(false);
    expect(buildChanged(seen, { host: 'h2', remotes: { mfe_items: 'e1' } })).toBe(true);
    expect(buildChanged(seen, { host: 'h1', remotes: { mfe_items: 'e2' } })).toBe(true);
  });
});
