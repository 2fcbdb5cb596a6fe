import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drain } from './graceful-shutdown';

function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function get(server: Server): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('drain', () => {
  it('lets a request in flight finish before the server closes', async () => {
    let release!: () => void;
    const server = await listen((_req, res) => {
      release = () => res.end('done');
    });
    const inFlight = get(server);
    while (!release) await new Promise((r) => setTimeout(r, 5));
    const drained = drain(server, 5_000);
    release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'done' });
    await drained;
    expect(server.listening).toBe(false);
  });

  it('cuts connections still open after the timeout', async () => {
    const server = await listen(() => undefined); // never answers
    const inFlight = get(server).catch((error: Error) => error);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await drain(server, 100);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(String(await inFlight)).toMatch(/socket hang up|ECONNRESET/);
  });
});
