import fc from 'fast-check';
import { isLoopbackAddress } from './loopback-only';

describe('isLoopbackAddress', () => {
  it('is true for 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6', () => {
    for (const ip of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2']) expect(isLoopbackAddress(ip)).toBe(true);
  });

  it('is false for every other IPv4 address, plain or mapped', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const loopback = ip.startsWith('127.');
        return isLoopbackAddress(ip) === loopback && isLoopbackAddress(`::ffff:${ip}`) === loopback;
      }),
    );
  });

  it('is false for other IPv6 addresses and for what is not an address', () => {
    for (const ip of ['::', '::2', 'fe80::1', '2001:db8::1', '::ffff:10.0.0.1', 'unknown', '', '127.0.0.1.evil', 'localhost']) {
      expect(isLoopbackAddress(ip)).toBe(false);
    }
  });
});
