// The API's answers are compressed as the web server's are (@er/server-kit/content-encoding): one choice of
// encoding for both.
export {
  chosenEncoding,
  compressBody,
  compressedResponses,
  COMPRESSION_THRESHOLD_BYTES,
  ENCODINGS,
  type ContentEncoding,
} from '@er/server-kit/content-encoding';
