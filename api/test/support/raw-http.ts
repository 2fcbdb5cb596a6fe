import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (supertest would decode them). */
  body: Buffer;
}

/** The body as text, decoded from the encoding it was sent in. */
export const decoded = (res: RawResponse): string => {
  const encoding = res.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body).toString('utf8');
};

/** GETs of a server on 127.0.0.1:<port()> asking for an encoding, answered as sent: `get`, and `ok` (expects 200). */
export function rawGets(port: () => number) {
  const get = (urlPath: string, acceptEncoding: string) =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: port(), path: urlPath, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  const ok = async (urlPath: string, acceptEncoding: string) => {
    const res = await get(urlPath, acceptEncoding);
    expect({ urlPath, status: res.status }).toEqual({ urlPath, status: 200 });
    return res;
  };
  return { get, ok };
}
