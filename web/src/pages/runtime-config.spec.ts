import { isBotUserAgent } from '@er/site-meta/bots';
import { hostBuildId, injectRuntimeConfig, scriptSafeJson } from './runtime-config';

describe('runtime config', () => {
  it('takes the build id from main.<hash>.js, else hashes the script list', () => {
    expect(hostBuildId('<script defer src="/main.1a2b3c4d.js"></script>')).toBe('1a2b3c4d');
    expect(hostBuildId('<script src="https://cdn.example/host/main.abcdef12.js"></script>')).toBe('abcdef12');
    const a = hostBuildId('<script src="/app.js"></script>');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hostBuildId('<script src="/app2.js"></script>')).not.toBe(a);
  });

  it('escapes markup so a value cannot end the script, and parses back to the same value', () => {
    const value = { k: '</script><!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('replaces a runtime-config the build carries instead of adding a second one', () => {
    const html = '<html><head><script id="runtime-config" type="application/json">{}</script></head><body></body></html>';
    const out = injectRuntimeConfig(html, { gtmId: 'GTM-X1', firebase: null, buildId: 'b', companyLicenseNumber: null, nodeEnv: 'production' });
    expect(out.match(/runtime-config/g)).toHaveLength(1);
    expect(out).toContain('{"gtmId":"GTM-X1","firebase":null,"buildId":"b","companyLicenseNumber":null,"nodeEnv":"production"}</script></head>');
  });
});

describe('isBotUserAgent', () => {
  it.each(['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Baiduspider', 'YandexBot/3.0', 'Twitterbot/1.0', 'facebookexternalhit/1.1'])(
    'treats %s as a bot',
    (ua) => expect(isBotUserAgent(ua)).toBe(true),
  );
  it.each([undefined, '', 'curl/8.5.0', 'Wget/1.21', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1'])(
    'does not treat %s as a bot',
    (ua) => expect(isBotUserAgent(ua)).toBe(false),
  );
});
