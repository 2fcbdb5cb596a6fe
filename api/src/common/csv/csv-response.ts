import { Readable, pipeline } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { attachmentDisposition } from '../http/content-disposition';
import type { CsvColumn } from './csv-format';
import { csvChunks, type CsvProgress } from './csv-stream';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export interface CsvDownload<T> {
  /** The download's name as the browser saves it (Japanese is fine: RFC 5987 `filename*`). */
  fileName: string;
  columns: readonly CsvColumn<T>[];
  /** The rows in the file's order, read as they are written (keysetRows). */
  rows: AsyncIterable<T> | Iterable<T>;
  /** More response headers (X-Total-Parts). */
  headers?: Record<string, string | number>;
}

/** How the download ended: `completed` false when the client went away or a read failed mid-file. */
export interface CsvOutcome {
  rows: number;
  completed: boolean;
}

const logger = new Logger('CsvDownload');

/**
 * Streams a CSV download to the Express response and resolves once it has ended. Backpressure: `pipeline`
 * stops pulling rows while the socket's buffer is full; a client that disconnects destroys the source, so no
 * further query runs. The first piece (header and first rows, so the first query) is made before any header
 * is sent: a failure there is thrown and answered as the usual JSON error. A failure later can only cut
 * the file short (the status is already sent): the response is aborted so the browser marks the download
 * failed, rather than saving a truncated file as complete.
 */
export async function sendCsv<T>(res: Response, download: CsvDownload<T>): Promise<CsvOutcome> {
  const progress: CsvProgress = { rows: 0 };
  const chunks = csvChunks(download.columns, download.rows, progress);
  const first = await chunks.next();
  res.status(200);
  res.setHeader('Content-Type', CSV_CONTENT_TYPE);
  res.setHeader('Content-Disposition', attachmentDisposition(download.fileName));
  // Personal data: no shared or browser cache keeps a copy.
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(download.headers ?? {})) res.setHeader(name, String(value));
  const body = Readable.from(toBuffers(first.done ? [] : [first.value], chunks), { objectMode: false, highWaterMark: 64 * 1024 });
  return new Promise((resolve) => {
    pipeline(body, res, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.error(`CSV「${download.fileName}」の送信が途中で失敗しました: ${String(error)}`);
      resolve({ rows: progress.rows, completed: !error });
    });
  });
}

async function* toBuffers(head: string[], rest: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for (const chunk of head) yield Buffer.from(chunk, 'utf8');
  for await (const chunk of rest) yield Buffer.from(chunk, 'utf8');
}
