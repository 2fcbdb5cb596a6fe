// Issue 17: the static images serve the build's precompressed copies the way the API does. Runs Debian's
// nginx with the brotli_static module (what docker/static.Dockerfile installs) on docker/nginx-*.conf.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const root = resolve(__dirname, '../..');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const INSTALL = 'apt-get install -y nginx-light libnginx-mod-http-brotli-static (or `bash .ci/run`)';

const ENTRY = `var mfe_items = ${JSON.stringify('リモート'.repeat(3000))};`;
const CHUNK = `console.log(${JSON.stringify('チャンク'.repeat(3000))});`;
/** A stylesheet as mini-css-extract-plugin writes it (production builds, issue 17), with its .br/.gz copies. */
const STYLES = Array.from({ length: 300 }, (_, i) => `.er-rule-${i} { margin: ${i}px; color: var(--er-color-text); }`).join('\n');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

function get(port: number, path: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

const decoded = (a: Answer) => (a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body).toString('utf8');

/**
 * nginx on a free port with one of the images' site configurations, serving `files`, set up as the image is
 * (the log format file first); its access log is `accessLog()`.
 */
async function nginxWith(conf: string, files: Record<string, string | Buffer>): Promise<{ port: number; accessLog(): string; stop(): void }> {
  if (!existsSync('/usr/sbin/nginx') || !existsSync(BROTLI_MODULE)) throw new Error(`nginx with the brotli_static module is not installed: run ${INSTALL}.`);
  const dir = mkdtempSync(join(tmpdir(), 'er-nginx-'));
  const html = join(dir, 'html');
  mkdirSync(html);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(html, name)), { recursive: true });
    writeFileSync(join(html, name), content);
  }
  const port = await freePort();
  const site = readFileSync(resolve(root, conf), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/\/usr\/share\/nginx\/html/g, html)
    .replace(/server api:3000;/, 'server 127.0.0.1:9;') // the API is not part of this test
    .replace(/\/var\/log\/nginx\//g, `${dir}/`);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `load_module ${BROTLI_MODULE};\nuser root;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n include /etc/nginx/mime.types;\n access_log off;\n client_body_temp_path ${dir};\n proxy_temp_path ${dir};\n include ${resolve(root, 'docker/nginx-log.conf')};\n include ${dir}/site.conf;\n}\n`,
  );
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (await get(port, '/', 'identity').then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    accessLog: () => (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8') : ''),
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(['docker/nginx-remote.conf'])('%s', (conf) => {
  let server: { port: number; accessLog(): string; stop(): void };
  beforeAll(async () => {
    server = await nginxWith(conf, {
      'remoteEntry.js': ENTRY,
      'remoteEntry.js.br': brotliCompressSync(ENTRY),
      'remoteEntry.js.gz': gzipSync(ENTRY),
      '412.9ab3e0d1c4.js': CHUNK,
      '412.9ab3e0d1c4.js.br': brotliCompressSync(CHUNK),
      '412.9ab3e0d1c4.js.gz': gzipSync(CHUNK),
      '412.9ab3e0d1c4.js.map': '{}',
      '650.e5c8f3a660f635e2fad5.css': STYLES,
      '650.e5c8f3a660f635e2fad5.css.br': brotliCompressSync(STYLES),
      '650.e5c8f3a660f635e2fad5.css.gz': gzipSync(STYLES),
      '650.e5c8f3a660f635e2fad5.css.map': '{}',
      // The server builds, fetched by the web server.
      'server/ssr-manifest.json': '{"modules":{"./Routes":"Routes.0a1b2c3d.js"}}',
      'server/ssr-manifest.json.sig': 'c2lnbmF0dXJl\n',
      'server/Routes.0a1b2c3d.js': 'module.exports = {};',
    });
  });
  afterAll(() => server?.stop());

  it('is what the static image runs: Debian nginx with the brotli_static module', () => {
    expect(readFileSync(resolve(root, 'docker/static.Dockerfile'), 'utf8')).toMatch(/apt-get install[^\n]*nginx-light libnginx-mod-http-brotli-static/);
  });

  it('sends the brotli copy to a browser that accepts it, the gzip copy to one that accepts only gzip, the file to the others', async () => {
    const file = conf.includes('remote') ? '/remoteEntry.js' : '/412.9ab3e0d1c4.js';
    const original = conf.includes('remote') ? ENTRY : CHUNK;
    const br = await get(server.port, file, 'gzip, deflate, br');
    const gzip = await get(server.port, file, 'gzip');
    const plain = await get(server.port, file, 'identity');
    expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    for (const answer of [br, gzip, plain]) {
      expect(decoded(answer)).toBe(original);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
  });

  it('serves a stylesheet the same way: its copies, text/css, cached for a year, its source map refused', async () => {
    const file = '/650.e5c8f3a660f635e2fad5.css';
    const br = await get(server.port, file, 'gzip, deflate, br');
    const gzip = await get(server.port, file, 'gzip');
    const plain = await get(server.port, file, 'identity');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(decoded(answer)).toBe(STYLES);
      expect(answer.headers['content-type']).toMatch(/^text\/css/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (conf.includes('remote')) expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await get(server.port, `${file}.map`, 'br')).status).toBe(404);
  });

  it("serves the server build's files to the web server, revalidating the manifest whose name stays the same", async () => {
    const named = await get(server.port, '/server/ssr-manifest.json', 'identity');
    const hashed = await get(server.port, '/server/Routes.0a1b2c3d.js', 'identity');
    expect([named.status, hashed.status]).toEqual([200, 200]);
    expect(named.headers['cache-control']).toBe('no-cache');
    if (conf.includes('remote')) {
      // The manifest's signature changes with it under the same name (docs/remote-signing.md).
      const signature = await get(server.port, '/server/ssr-manifest.json.sig', 'identity');
      expect([signature.status, signature.headers['cache-control']]).toEqual([200, 'no-cache']);
    }
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps its caching headers and still refuses source maps', async () => {
    const hashed = await get(server.port, '/412.9ab3e0d1c4.js', 'br');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(server.port, '/412.9ab3e0d1c4.js.map', 'br')).status).toBe(404);
    if (conf.includes('remote')) expect((await get(server.port, '/remoteEntry.js', 'br')).headers['access-control-allow-origin']).toBe('*');
  });

  it("logs each request's path without its query or the Referer's: a mailed link's token never reaches the access log", async () => {
    const token = 'Zq7vLinkSecret_9f3a2b1c0d';
    const referer = { referer: `http://localhost:3000/user/password/reset/update?token=${token}` };
    // A path that is no file and a file of the build, with the token in the query.
    await get(server.port, `/user/password/reset/update?token=${token}&welcome=1`, 'identity');
    await get(server.port, `/412.9ab3e0d1c4.js?token=${token}`, 'identity', referer);
    let log = '';
    for (let i = 0; i < 50 && log.split('\n').filter(Boolean).length < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      log = server.accessLog();
    }
    expect(log).toContain('"GET /user/password/reset/update HTTP/1.1"');
    expect(log).toContain('"GET /412.9ab3e0d1c4.js HTTP/1.1" 200');
    expect(log).toContain('"http://localhost:3000/user/password/reset/update"');
    expect(log).not.toContain(token);
    // The image reads the format before the site's file, as this test does.
    expect(readFileSync(resolve(root, 'docker/static.Dockerfile'), 'utf8')).toMatch(/COPY docker\/nginx-log\.conf \/etc\/nginx\/conf\.d\/00-[\w-]+\.conf\n(.*\n)?COPY docker\/nginx-\$\{NGINX_CONF\}\.conf \/etc\/nginx\/conf\.d\/default\.conf/);
  });
});
