import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection, createServer, type AddressInfo } from 'node:net';

/** A free TCP port on 127.0.0.1 (closed again; the caller binds it next). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A redis-server of the test's own on a free port, without persistence (no RDB, no AOF), that the test
 * may kill and start again — as a Redis restarted without persistence, or after an eviction, is empty.
 * Never the shared Redis on 6379, which other test files use.
 */
export class OwnRedis {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.launch();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** SIGKILL, then a fresh empty server on the same port. */
  async restart(): Promise<void> {
    await this.stop();
    await this.launch();
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  private async launch(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const until = Date.now() + 10_000;
    while (!(await this.answers())) {
      if (Date.now() > until) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = createConnection(this.port, '127.0.0.1');
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
  }
}
