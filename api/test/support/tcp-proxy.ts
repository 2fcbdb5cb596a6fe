import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (e.g. the shared Redis), so a test can take that
 * server away from its app — cut every open connection and refuse new ones — and give it back, without
 * stopping the server other test files use.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private down = false;

  private constructor(
    private readonly server: Server,
    private readonly target: { host: string; port: number },
  ) {}

  /** Starts a proxy to `target` on a free local port. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    const proxy = new TcpProxy(server, target);
    server.on('connection', (client: Socket) => proxy.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** The target's URL with the proxy's host and port (keeps the scheme, credentials and path). */
  urlFor(targetUrl: string): string {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** Open client connections through the proxy. */
  get connections(): number {
    return this.sockets.size / 2;
  }

  /** Resets every open connection; from now on new ones are reset as soon as they arrive. */
  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
  }

  /** Accepts and forwards connections again. */
  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.down) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(this.target);
    this.track(client, upstream);
    this.track(upstream, client);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private track(socket: Socket, peer: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => peer.destroy());
    socket.on('close', () => {
      this.sockets.delete(socket);
      peer.destroy();
    });
  }
}
