/**
 * A strict RFC 4180 reader (after the BOM): records of cells; a quoted cell may hold commas, doubled quotes
 * and line breaks; outside quotes only CRLF ends a record, a bare CR, LF or quote is an error, and the text
 * must end with CRLF. What reads the exports back (tests, the benchmark): anything the writer does wrong fails.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && cell === '') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quote');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += text[i++];
      }
      if (i < text.length && text[i] !== ',' && text.slice(i, i + 2) !== '\r\n') throw new Error(`text after a closing quote at ${i}`);
      continue;
    }
    if (text[i] === ',') {
      cells.push(cell);
      cell = '';
      i += 1;
    } else if (text.slice(i, i + 2) === '\r\n') {
      cells.push(cell);
      records.push(cells);
      cells = [];
      cell = '';
      i += 2;
    } else if (text[i] === '\r' || text[i] === '\n' || text[i] === '"') {
      throw new Error(`bare ${JSON.stringify(text[i])} outside quotes at ${i}`);
    } else {
      cell += text[i++];
    }
  }
  if (cell !== '' || cells.length > 0) throw new Error('last record without CRLF');
  return records;
}
