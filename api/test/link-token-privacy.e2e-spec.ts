import { Logger } from '@nestjs/common';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createTestApp, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>placeholder</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
const TOKEN = 'Zq7vLinkSecret_9f3a2b1c0d';

/** The pages mailed (or printed) links open, with their one-time secret in ?token= (@er/contracts/routes `linkToken`). */
const LINK_PAGES = ['/user/password/reset/update', '/user/edit/email/auth', '/user/regist/comp', '/user/saved-search/unsubscribe', '/admin/password-setup'];

describe("a mailed link's token stays out of the logs and the Referer", () => {
  let t: TestApp;
  let staticRoot: string;
  const lines: string[] = [];

  beforeAll(async () => {
    // The request log (and every other line) as it would be written.
    const keep = (message: unknown) => void lines.push(String(message));
    jest.spyOn(Logger.prototype, 'log').mockImplementation(keep);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(keep);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(keep);
    staticRoot = await mkdtemp(path.join(tmpdir(), 'er-static-'));
    await mkdir(path.join(staticRoot, 'mfe-host', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'mfe-host', 'dist', 'index.html'), INDEX_HTML);
    t = await createTestApp({ staticRoot, redisUrl: undefined, logLevel: 'log' }, { quiet: false });
  });

  beforeEach(() => {
    lines.length = 0;
  });

  afterAll(async () => {
    await t?.close();
    jest.restoreAllMocks();
    await rm(staticRoot, { recursive: true, force: true });
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

  it.each(LINK_PAGES)('%s: the request line shows the path and [REDACTED], never the token; the page sends no Referer', async (page) => {
    const res = await t.http.get(`${page}?token=${TOKEN}&welcome=1`).expect(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const line = await loggedLine(page);
    expect(line).toBe(`GET ${page}?token=[REDACTED]&welcome=1 200 ${/ (\d+ms)$/.exec(line)?.[1]}`);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('hides secret-looking parameters on any URL and keeps the rest of the line', async () => {
    await t.http.get(`/api/front/item/get-search-by-keyword-list?keyword=Java&access_token=${TOKEN}&X-Amz-Signature=${TOKEN}`);
    const line = await loggedLine('/api/front/item/get-search-by-keyword-list');
    expect(line).toMatch(/^GET \/api\/front\/item\/get-search-by-keyword-list\?keyword=Java&access_token=\[REDACTED\]&X-Amz-Signature=\[REDACTED\] \d{3} \d+ms$/);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it("other pages keep the site's referrer policy", async () => {
    const res = await t.http.get('/user/password/reset/mail').expect(200);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
