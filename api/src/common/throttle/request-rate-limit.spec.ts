import type { IncomingMessage } from 'node:http';
import { parseRequestRateLimit } from '../../config/app-config';
import { countsTowardRequestLimit } from './request-rate-limit';

const req = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as unknown as IncomingMessage;

describe('countsTowardRequestLimit', () => {
  it.each([
    ['GET', '/api/front/item/get-search-by-keyword-list?keyword=Java'],
    ['HEAD', '/api/front/item/get-item-detail/12'],
  ])('counts %s %s (public reads)', (method, url) => {
    expect(countsTowardRequestLimit(req(method, url))).toBe(true);
  });

  it.each([
    ['POST', '/api/front/member-login'],
    ['GET', '/api/admin/item/search'],
    ['GET', '/api/health'],
    ['GET', '/sanctum/csrf-cookie'],
    ['GET', '/main.3f9a1c2b.js'],
    ['GET', '/remotes/items/remoteEntry.js'],
    ['GET', '/robots.txt'],
    ['GET', '/dev/mail'],
    // Pages are the web server's: it counts them by the public reads it makes for the visitor.
    ['GET', '/'],
    ['GET', '/item/search?keyword=node.js'],
  ])('leaves out %s %s (writes, staff, static files, tools, pages)', (method, url) => {
    expect(countsTowardRequestLimit(req(method, url))).toBe(false);
  });
});

describe('REQUEST_RATE_LIMIT', () => {
  it('takes a number per minute or off', () => {
    expect(parseRequestRateLimit('600')).toBe(600);
    expect(parseRequestRateLimit(' off ')).toBeNull();
    expect(() => parseRequestRateLimit('0')).toThrow(/REQUEST_RATE_LIMIT/);
    expect(() => parseRequestRateLimit('many')).toThrow(/REQUEST_RATE_LIMIT/);
  });
});
