import type { Request } from 'express';
import { clientIp, SERVER_RENDER_CLIENT_IP_HEADER, SERVER_RENDER_HEADER, SERVER_RENDER_TOKEN, serverRenderClientIp } from './client-ip';

const request = (headers: Record<string, string>, ip = '127.0.0.1') => ({ headers, ip, socket: { remoteAddress: ip } }) as unknown as Request;

describe('clientIp', () => {
  it("is Express's address for a visitor's request", () => {
    expect(clientIp(request({}, '203.0.113.9'))).toBe('203.0.113.9');
  });

  it('is the visitor the server renderer renders for, when its call carries this process’s secret', () => {
    const call = request({ [SERVER_RENDER_HEADER]: SERVER_RENDER_TOKEN, [SERVER_RENDER_CLIENT_IP_HEADER]: '198.51.100.7' });
    expect(clientIp(call)).toBe('198.51.100.7');
  });

  it('ignores the headers from anyone without the secret (a visitor cannot choose the address counted)', () => {
    const wrong = SERVER_RENDER_TOKEN.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const token of [wrong, '', 'short', `${SERVER_RENDER_TOKEN}x`]) {
      expect(serverRenderClientIp({ [SERVER_RENDER_HEADER]: token, [SERVER_RENDER_CLIENT_IP_HEADER]: '198.51.100.7' })).toBeUndefined();
      expect(clientIp(request({ [SERVER_RENDER_HEADER]: token, [SERVER_RENDER_CLIENT_IP_HEADER]: '198.51.100.7' }, '203.0.113.9'))).toBe('203.0.113.9');
    }
  });
});
