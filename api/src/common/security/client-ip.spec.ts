import type { Request } from 'express';
import { clientIp } from './client-ip';

const request = (headers: Record<string, string>, ip?: string, socketAddress = '127.0.0.1') =>
  ({ headers, ip, socket: { remoteAddress: socketAddress } }) as unknown as Request;

describe('clientIp', () => {
  it("is Express's address for a visitor's request (the trusted X-Forwarded-For entry, else the socket)", () => {
    expect(clientIp(request({}, '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientIp(request({}, undefined, '198.51.100.7'))).toBe('198.51.100.7');
  });

  it('ignores the headers the removed render token used (nobody chooses the address counted by a header)', () => {
    expect(clientIp(request({ 'x-server-render': 'x', 'x-server-render-client-ip': '192.0.2.1' }, '203.0.113.9'))).toBe('203.0.113.9');
  });
});
