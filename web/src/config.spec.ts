import { ConfigError } from '@er/server-kit/settings';
import { loadWebConfig, WEB_SETTINGS } from './config';

const BASE = { NODE_ENV: 'production', APP_URL: 'https://engineer-route.example', API_URL: 'http://127.0.0.1:3100' };

describe('loadWebConfig', () => {
  it('starts with its own settings alone: no database, JWT, mail or Redis setting is read or needed', () => {
    const config = loadWebConfig(BASE);
    expect(config.apiUrl).toBe('http://127.0.0.1:3100');
    expect(config.secureCookies).toBe(true);
    expect(WEB_SETTINGS.filter((name) => /DATABASE|JWT|SMTP|MAIL|REDIS|SECRET|PASSWORD|QUEUE|UPLOAD|SQLITE/.test(name))).toEqual([]);
  });

  it('needs to know where the API is', () => {
    expect(() => loadWebConfig({ NODE_ENV: 'test' })).toThrow(ConfigError);
    expect(() => loadWebConfig({ NODE_ENV: 'test', API_URL: 'ftp://api' })).toThrow(/API_URL/);
  });

  it('refuses plain http to another machine in production, unless it is named on the private network', () => {
    expect(() => loadWebConfig({ ...BASE, API_URL: 'http://api.example:3000' })).toThrow(/API_URL/);
    expect(loadWebConfig({ ...BASE, API_URL: 'http://api:3000', INTERNAL_HTTP_HOSTS: 'api' }).apiUrl).toBe('http://api:3000');
    expect(() => loadWebConfig({ ...BASE, REMOTE_ITEMS_SERVER_URL: 'http://items.example/' })).toThrow(/REMOTE_ITEMS_SERVER_URL/);
  });

  it('refuses an http APP_URL in production unless told so', () => {
    expect(() => loadWebConfig({ ...BASE, APP_URL: 'http://localhost:3000' })).toThrow(/APP_URL/);
    expect(loadWebConfig({ ...BASE, APP_URL: 'http://localhost:3000', ALLOW_HTTP_APP_URL: 'true' }).secureCookies).toBe(false);
  });

  it("takes each remote's public keys as a comma-separated list (a key rotation)", () => {
    const config = loadWebConfig({ ...BASE, REMOTE_ITEMS_SERVER_KEY: 'a, b' });
    expect(config.remoteServerKeys.mfe_items).toEqual(['a', 'b']);
    expect(config.remoteServerKeys.mfe_account).toBeUndefined();
  });

  it('reaches a remote at its server URL where one is set (docker-compose), else at the browser URL', () => {
    const config = loadWebConfig({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:3100', REMOTE_ITEMS_URL: 'http://localhost:3001', REMOTE_ITEMS_SERVER_URL: 'http://items' });
    expect(config.remoteUrls).toEqual({ mfe_items: 'http://localhost:3001/', mfe_account: '/remotes/account/', mfe_admin: '/remotes/admin/' });
    expect(config.remoteServerUrls).toEqual({ mfe_items: 'http://items/' });
    expect(() => loadWebConfig({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:3100', REMOTE_ITEMS_URL: 'ftp://cdn/items/' })).toThrow(/^Invalid setting REMOTE_ITEMS_URL: /);
    expect(() => loadWebConfig({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:3100', REMOTE_ITEMS_SERVER_URL: 'items' })).toThrow(/^Invalid setting REMOTE_ITEMS_SERVER_URL: /);
  });

  it('refuses an http remote the browser loads into an https page; an http site (ALLOW_HTTP_APP_URL) may load one', () => {
    const remote = { REMOTE_ITEMS_URL: 'http://localhost:3001/', REMOTE_ITEMS_SERVER_URL: 'https://items.example/' };
    expect(() => loadWebConfig({ ...BASE, ...remote })).toThrow(/^Invalid setting REMOTE_ITEMS_URL: must be an https:\/\/ URL .* when APP_URL is https/);
    const httpSite = { ...BASE, APP_URL: 'http://localhost:3000', ALLOW_HTTP_APP_URL: 'true' };
    expect(loadWebConfig({ ...httpSite, ...remote }).remoteUrls.mfe_items).toBe('http://localhost:3001/');
    // Without a server URL the server fetches the browser URL too: then it is held to the server's rule.
    expect(() => loadWebConfig({ ...httpSite, REMOTE_ITEMS_URL: 'http://cdn.example/items/' })).toThrow(/^Invalid setting REMOTE_ITEMS_URL: .*the server fetches it/);
  });

  it.each(['bad', 'GTM-', 'gtm-ABC123', 'GTM-abc123', 'GTM-AB 12', 'UA-12345'])('rejects GTM_ID=%s naming the setting', (value) => {
    expect(() => loadWebConfig({ ...BASE, GTM_ID: value })).toThrow(/^Invalid setting GTM_ID: /);
  });

  it('takes a GTM id and the three public Firebase settings for the pages, all three or none', () => {
    const config = loadWebConfig({ ...BASE, GTM_ID: 'GTM-AB12CD3', FIREBASE_API_KEY: 'key', FIREBASE_AUTH_DOMAIN: 'er.firebaseapp.com', FIREBASE_PROJECT_ID: 'er' });
    expect(config.gtmId).toBe('GTM-AB12CD3');
    expect(config.firebase).toEqual({ apiKey: 'key', authDomain: 'er.firebaseapp.com', projectId: 'er' });
    expect(() => loadWebConfig({ ...BASE, FIREBASE_API_KEY: 'key' })).toThrow(/^Invalid setting FIREBASE_AUTH_DOMAIN: /);
  });
});
