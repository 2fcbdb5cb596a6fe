import type { RequestHandler } from 'express';

export declare const ENCODINGS: readonly [{ readonly name: 'br'; readonly suffix: '.br' }, { readonly name: 'gzip'; readonly suffix: '.gz' }];
export type ContentEncoding = 'br' | 'gzip';
export declare const COMPRESSION_THRESHOLD_BYTES: number;
export declare function chosenEncoding(acceptEncoding: string | undefined): ContentEncoding | null;
export declare function compressBody(body: Buffer, encoding: ContentEncoding): Buffer;
export declare function compressedResponses(): RequestHandler;
