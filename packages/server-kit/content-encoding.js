'use strict';
// The encodings the site's responses are compressed with, shared by the API (JSON) and the web server (pages and
// the builds' precompressed files), so both pick the same encoding for the same browser.
const compression = require('compression');
const Negotiator = require('negotiator');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');

/** The encodings the site sends, best first, with the suffix of the build's precompressed copies. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Bodies smaller than this go as they are: compressing them saves less than the headers cost. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli quality for bodies compressed while answering: 4 is about gzip's speed at a smaller size. */
const ON_THE_FLY_BROTLI_QUALITY = 4;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } };

/**
 * The encoding to send: brotli when the browser accepts it (it is smaller), else gzip, else none. Browsers
 * list `gzip, deflate, br`, and the header's order says nothing about preference (Express's
 * acceptsEncodings would pick gzip), so the server's preference breaks ties of equal quality.
 */
function chosenEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const names = ENCODINGS.map((e) => e.name);
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  const chosen = negotiator.encoding([...names, 'identity'], { preferred: [...names, 'identity'] });
  return chosen !== undefined && names.includes(chosen) ? chosen : null;
}

/** A body compressed once for keeping (a cache): the same settings as the answers compressed on the fly. */
function compressBody(body, encoding) {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}

/** Express middleware compressing what a handler writes, brotli first, above the threshold. */
function compressedResponses() {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES, brotli: BROTLI_OPTIONS });
}

module.exports = { ENCODINGS, COMPRESSION_THRESHOLD_BYTES, chosenEncoding, compressBody, compressedResponses };
