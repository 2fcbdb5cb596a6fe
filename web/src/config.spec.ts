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
});
