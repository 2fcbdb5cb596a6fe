import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGracefulShutdown, drain } from './graceful-shutdown';

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
    let arrived!: (release: () => void) => void;
    const handled = new Promise<() => void>((resolve) => (arrived = resolve));
    const server = await listen((_req, res) => arrived(() => res.end('done')));
    const inFlight = get(server);
    const release = await handled; // the request is in the handler
    const drained = drain(server, 5_000);
    release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'done' });
    await drained;
    expect(server.listening).toBe(false);
  });

  it('cuts connections still open after the timeout', async () => {
    let arrived!: () => void;
    const handled = new Promise<void>((resolve) => (arrived = resolve));
    const server = await listen(() => arrived()); // never answers
    const inFlight = get(server).catch((error: Error) => error);
    await handled;
    const started = Date.now();
    await drain(server, 100);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(String(await inFlight)).toMatch(/socket hang up|ECONNRESET/);
  });
});

describe('createGracefulShutdown', () => {
  const quiet = { log: jest.fn(), warn: jest.fn(), error: jest.fn() };

  /** A stand-in for the Nest application: a real HTTP server and a close() the test controls. */
  async function fakeApp(closeApp: () => Promise<void> = async () => undefined) {
    let release: (() => void) | undefined;
    const server = await listen((_req, res) => {
      release = () => res.end('done');
    });
    const events: string[] = [];
    server.on('close', () => events.push('server closed'));
    const app = {
      getHttpServer: () => server,
      close: jest.fn(async () => {
        events.push('app closing');
        await closeApp();
        events.push('app closed');
      }),
    };
    return { app: app as never, server, events, arrived: () => release !== undefined, release: () => release?.() };
  }

  it('drains the request in flight, then closes the application, then exits 0; a second signal changes nothing', async () => {
    const { app, server, events, arrived, release } = await fakeApp();
    const exit = jest.fn();
    const shutdown = createGracefulShutdown(app, { exit, logger: quiet });
    const inFlight = get(server);
    await until(arrived);
    shutdown.onSignal('SIGTERM');
    shutdown.onSignal('SIGTERM');
    expect(quiet.warn).toHaveBeenCalledWith(expect.stringMatching(/ignored/));
    release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'done' });
    await shutdown.done;
    expect(events).toEqual(['server closed', 'app closing', 'app closed']);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it('a third signal forces exit 1', async () => {
    const { app } = await fakeApp(() => new Promise(() => undefined)); // never finishes closing
    const exit = jest.fn();
    const shutdown = createGracefulShutdown(app, { exit, logger: quiet });
    shutdown.onSignal('SIGINT');
    shutdown.onSignal('SIGINT');
    expect(exit).not.toHaveBeenCalled();
    shutdown.onSignal('SIGINT');
    await shutdown.done;
    expect(exit.mock.calls).toEqual([[1]]);
  });

  it('exits 1 when stopping takes longer than the deadline', async () => {
    const { app } = await fakeApp(() => new Promise(() => undefined));
    const exit = jest.fn();
    const shutdown = createGracefulShutdown(app, { exit, logger: quiet, deadlineMs: 100 });
    shutdown.onSignal('SIGTERM');
    await shutdown.done;
    expect(exit.mock.calls).toEqual([[1]]);
  });

  it('exits 1 when closing the application fails', async () => {
    const { app } = await fakeApp(async () => {
      throw new Error('pool broke');
    });
    const exit = jest.fn();
    const shutdown = createGracefulShutdown(app, { exit, logger: quiet });
    shutdown.onSignal('SIGTERM');
    await shutdown.done;
    expect(exit.mock.calls).toEqual([[1]]);
    expect(quiet.error).toHaveBeenCalledWith(expect.stringContaining('pool broke'));
  });

  it('closes an application context without HTTP (the worker) and exits 0 once its jobs are done', async () => {
    let finishJob!: () => void;
    const jobDone = new Promise<void>((resolve) => (finishJob = resolve));
    const events: string[] = [];
    const context = {
      close: jest.fn(async () => {
        await jobDone;
        events.push('closed');
      }),
    };
    const exit = jest.fn();
    const shutdown = createGracefulShutdown(context as never, { exit, logger: quiet });
    shutdown.onSignal('SIGTERM');
    await new Promise((r) => setTimeout(r, 20));
    expect(exit).not.toHaveBeenCalled();
    finishJob();
    await shutdown.done;
    expect(events).toEqual(['closed']);
    expect(exit.mock.calls).toEqual([[0]]);
  });
});

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}
