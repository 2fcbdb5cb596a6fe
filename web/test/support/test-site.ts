import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import type { AppConfig } from '../../../api/src/config/app-config';
import { createTestApp, type TestApp } from '../../../api/test/support/test-app';
import { loadWebConfig, type WebConfig } from '../../src/config';
import { setLogLevel } from '../../src/log';
import { createWebServer } from '../../src/server';

/** The smallest host build a page needs: index.html with a title and description the server replaces. */
export const MINIMAL_INDEX_HTML =
  '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>placeholder</title><meta name="description" content="placeholder"></head><body><div id="root"></div></body></html>';

/** A folder for STATIC_ROOT holding `mfe-host/dist/index.html` (and nothing else unless the test adds it). */
export async function makeStaticRoot(indexHtml = MINIMAL_INDEX_HTML, prefix = 'er-web-static-'): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  await mkdir(path.join(root, 'mfe-host', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'mfe-host', 'dist', 'index.html'), indexHtml);
  return root;
}

export interface TestSite {
  /** The API (real MariaDB database of its own, as createTestApp makes it), listening on loopback. */
  api: TestApp;
  /** supertest agent on the web server: keeps cookies between requests, like a browser. */
  http: ReturnType<typeof request.agent>;
  /** The web server's settings as loaded. */
  web: WebConfig;
  /** http://127.0.0.1:<port> of the web server (for raw requests, e.g. to see the bytes as sent). */
  url: string;
  /** http://127.0.0.1:<port> of the API. */
  apiUrl: string;
  /** Stops the API (its database dropped), leaving the web server running: the API down. */
  stopApi(): Promise<void>;
  close(): Promise<void>;
}

export interface TestSiteOptions {
  /** AppConfig overrides for createTestApp. */
  api?: Partial<AppConfig>;
  /** createTestApp's options (e.g. `databaseUrlVia`, the API reaching its database through a TcpProxy). */
  apiOptions?: Parameters<typeof createTestApp>[1];
  /** Settings for loadWebConfig on top of the test defaults (NODE_ENV=test, API_URL, PROXY_API=true, STATIC_ROOT). */
  web?: Record<string, string | undefined>;
  /** STATIC_ROOT; without it a fresh folder holding only MINIMAL_INDEX_HTML, removed at close. */
  staticRoot?: string;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The site as `npm start` runs it: the API on a loopback port, and in front the web server (pages, static files,
 * sitemap) with PROXY_API on, forwarding the API's paths. A test asks the web server (`http`) what a browser asks
 * the site, and the API (`api.http`) what only the API answers. APP_URL (`web.APP_URL`, else `api.appUrl`) is given
 * to both, as serve.mjs does.
 */
export async function createTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const appUrl = options.web?.APP_URL ?? options.api?.appUrl;
  const ownStaticRoot = options.staticRoot === undefined ? await makeStaticRoot() : undefined;
  const staticRoot = options.staticRoot ?? ownStaticRoot!;
  let api: TestApp | undefined;
  let webServer: Server | undefined;
  try {
    api = await createTestApp({ ...(appUrl ? { appUrl, secureCookies: appUrl.startsWith('https:') } : {}), ...options.api }, options.apiOptions);
    const apiPort = await listen(api.app.getHttpServer() as Server);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const web = loadWebConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'error',
      API_URL: apiUrl,
      PROXY_API: 'true',
      STATIC_ROOT: staticRoot,
      ...(appUrl ? { APP_URL: appUrl } : {}),
      ...options.web,
    });
    setLogLevel(web.logLevel);
    webServer = createWebServer(web).listen(0, '127.0.0.1');
    const server = webServer;
    const webPort = await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.once('listening', () => resolve((server.address() as AddressInfo).port));
    });
    const url = `http://127.0.0.1:${webPort}`;
    const started = api;
    let apiStopped = false;
    const stopApi = async () => {
      if (apiStopped) return;
      apiStopped = true;
      await started.close();
    };
    return {
      api: started,
      http: request.agent(url),
      web,
      url,
      apiUrl,
      stopApi,
      async close() {
        await stop(server);
        await stopApi();
        if (ownStaticRoot) await rm(ownStaticRoot, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (webServer) await stop(webServer).catch(() => undefined);
    await api?.close().catch(() => undefined);
    if (ownStaticRoot) await rm(ownStaticRoot, { recursive: true, force: true });
    throw error;
  }
}
