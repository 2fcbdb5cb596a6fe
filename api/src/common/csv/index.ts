export { CSV_BOM, CSV_EOL, type CsvColumn, type CsvValue, csvCell, csvHeaderRecord, csvRecord, csvRowRecord, japanDateTime } from './csv-format';
export { CSV_CONTENT_TYPE, type CsvDownload, type CsvOutcome, sendCsv } from './csv-response';
export { CSV_BATCH_SIZE, type CsvProgress, csvChunks, type KeysetOptions, keysetRows } from './csv-stream';
export { type KeysetKey, whereAfterKeyset } from './keyset';
export { readCsv } from './csv-read';
