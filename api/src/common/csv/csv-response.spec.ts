import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { CSV_BOM, type CsvOutcome, keysetRows, readCsv, sendCsv } from './index';

const PAD = 'x'.repeat(1000);

/** An app with one CSV route over an endless row source that counts its queries. */
async function serve(fail?: { afterQueries: number }) {
  const state = { queries: 0, outcome: undefined as CsvOutcome | undefined, done: undefined as Promise<CsvOutcome> | undefined };
  const fetch = async (after: { id: number } | undefined, limit: number) => {
    state.queries += 1;
    if (fail && state.queries > fail.afterQueries) throw new Error('データベースが切断されました');
    const from = (after?.id ?? 0) + 1;
    return Array.from({ length: limit }, (_, i) => ({ id: from + i, note: `行${from + i},"メモ"` }));
  };
  const app = express();
  app.get('/csv', (req, res, next) => {
    const limit = Number(req.query.max) || undefined;
    state.done = sendCsv(res, {
      fileName: '会員一覧.csv',
      columns: [
        { header: '会員ID', value: (row: { id: number }) => row.id },
        { header: 'メモ', value: (row: { note: string }) => row.note },
        // Fat rows, so the socket's buffers fill after a few queries.
        { header: '埋め草', value: () => PAD },
      ],
      rows: keysetRows(fetch, { batchSize: 100, max: limit }),
      headers: { 'X-Total-Parts': 3 },
    });
    state.done.then((outcome) => (state.outcome = outcome), next);
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/csv`;
  return { state, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const eventually = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('sendCsv', () => {
  it('sends the whole file with its headers and reports the rows', async () => {
    const s = await serve();
    try {
      const res = await fetch(`${s.url}?max=250`);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''%E4%BC%9A%E5%93%A1%E4%B8%80%E8%A6%A7.csv");
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-total-parts')).toBe('3');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const records = readCsv(bytes.toString('utf8').slice(CSV_BOM.length));
      expect(records[0]).toEqual(['会員ID', 'メモ', '埋め草']);
      expect(records).toHaveLength(251);
      expect(records[250]).toEqual(['250', '行250,"メモ"', PAD]);
      await eventually(() => s.state.outcome !== undefined);
      expect(s.state.outcome).toEqual({ rows: 250, completed: true });
    } finally {
      await s.close();
    }
  });

  it('reads no further than the client takes (backpressure), and stops reading once the client disconnects', async () => {
    const s = await serve();
    try {
      const req = http.get(s.url);
      const [res] = (await once(req, 'response')) as [http.IncomingMessage];
      res.pause();
      // An endless source: the queries stop while nobody reads, the socket's buffers full.
      let before = -1;
      await eventually(() => {
        const settled = s.state.queries === before && s.state.queries > 0;
        before = s.state.queries;
        return settled;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const whilePaused = s.state.queries;
      expect(whilePaused).toBeLessThan(200);
      req.destroy();
      await eventually(() => s.state.outcome !== undefined);
      expect(s.state.outcome?.completed).toBe(false);
      const atEnd = s.state.queries;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(s.state.queries).toBe(atEnd);
      expect(atEnd).toBeLessThanOrEqual(whilePaused + 1);
    } finally {
      await s.close();
    }
  });

  it('answers an error, not a file, when the first query fails; aborts the response when a later one does', async () => {
    const first = await serve({ afterQueries: 0 });
    try {
      const res = await fetch(first.url);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).not.toContain('text/csv');
    } finally {
      await first.close();
    }
    const later = await serve({ afterQueries: 3 });
    try {
      await expect(fetch(later.url).then((res) => res.arrayBuffer())).rejects.toThrow();
      await eventually(() => later.state.outcome !== undefined);
      expect(later.state.outcome).toEqual({ rows: 300, completed: false });
    } finally {
      await later.close();
    }
  });
});
