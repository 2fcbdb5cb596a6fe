import { Logger } from '@nestjs/common';
import { createTestApp, type TestApp } from './support/test-app';

const TOKEN = 'Zq7vLinkSecret_9f3a2b1c0d';

// The pages mailed links open are the web server's (web/test/link-token-privacy.e2e-spec.ts); their calls to the API,
// and any other URL with a secret-looking parameter, are logged here with the value [REDACTED].

describe("a mailed link's token stays out of the logs and the Referer", () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    // The request log (and every other line) as it would be written.
    const keep = (message: unknown) => void lines.push(String(message));
    jest.spyOn(Logger.prototype, 'log').mockImplementation(keep);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(keep);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(keep);
    t = await createTestApp({ redisUrl: undefined, logLevel: 'log' }, { quiet: false });
  });

  beforeEach(() => {
    lines.length = 0;
  });

  afterAll(async () => {
    await t?.close();
    jest.restoreAllMocks();
  });

  /** The request log line of `url`, once the response has finished (it is written on 'finish'). */
  async function loggedLine(pathname: string): Promise<string> {
    let line: string | undefined;
    for (let i = 0; i < 50 && !line; i++) {
      line = lines.find((l) => l.startsWith(`GET ${pathname}`));
      if (!line) await new Promise((r) => setTimeout(r, 20));
    }
    expect(line).toBeDefined();
    return line!;
  }

  it('writes a mailed link\'s call (its token in the query) with [REDACTED], never the token', async () => {
    await t.http.get(`/api/front/member-auth-check?token=${TOKEN}&welcome=1`);
    const line = await loggedLine('/api/front/member-auth-check');
    expect(line).toMatch(/^GET \/api\/front\/member-auth-check\?token=\[REDACTED\]&welcome=1 \d{3} \d+ms$/);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('hides secret-looking parameters on any URL and keeps the rest of the line', async () => {
    await t.http.get(`/api/front/item/get-search-by-keyword-list?keyword=Java&access_token=${TOKEN}&X-Amz-Signature=${TOKEN}`);
    const line = await loggedLine('/api/front/item/get-search-by-keyword-list');
    expect(line).toMatch(/^GET \/api\/front\/item\/get-search-by-keyword-list\?keyword=Java&access_token=\[REDACTED\]&X-Amz-Signature=\[REDACTED\] \d{3} \d+ms$/);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});
