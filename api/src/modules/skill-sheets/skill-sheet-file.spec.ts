import fc from 'fast-check';
import JSZip from 'jszip';
import { attachmentDisposition } from '../../common/http/content-disposition';
import { displayName, inspectSkillSheet, readZipDirectory, ZIP_LIMITS } from './skill-sheet-file';
import { uniqueNames } from './skill-sheets.service';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const OLE2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const SIGNATURES = [Buffer.from('%PDF-'), OLE2.subarray(0, 8), Buffer.from([0x50, 0x4b, 0x03, 0x04])];

async function zipOf(files: Record<string, string | Buffer>, compress = true): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: compress ? 'DEFLATE' : 'STORE' });
}

const docxParts = { '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' };
const xlsxParts = { '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': '<worksheet/>' };

/** The offset of the n-th central directory header of a zip. */
function centralHeader(zip: Buffer, n: number): number {
  let p = zip.readUInt32LE(zip.length - 22 + 16);
  for (let i = 0; i < n; i++) p += 46 + zip.readUInt16LE(p + 28) + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  return p;
}

describe('skill sheet content check (issue 13)', () => {
  it('accepts each type by its content, with the extension that agrees', async () => {
    const docx = await zipOf(docxParts);
    const xlsx = await zipOf(xlsxParts);
    expect(inspectSkillSheet(PDF, '職務経歴書.pdf')).toEqual({ ok: true, kind: 'pdf' });
    expect(inspectSkillSheet(PDF, 'RESUME.PDF')).toEqual({ ok: true, kind: 'pdf' });
    expect(inspectSkillSheet(OLE2, 'スキルシート.xls')).toEqual({ ok: true, kind: 'xls' });
    expect(inspectSkillSheet(OLE2, 'スキルシート.doc')).toEqual({ ok: true, kind: 'doc' });
    expect(inspectSkillSheet(docx, '経歴.docx')).toEqual({ ok: true, kind: 'docx' });
    expect(inspectSkillSheet(xlsx, '経歴.xlsx')).toEqual({ ok: true, kind: 'xlsx' });
  });

  it('refuses an extension that disagrees with the content, or none', async () => {
    const xlsx = await zipOf(xlsxParts);
    expect(inspectSkillSheet(xlsx, '経歴.docx')).toEqual({ ok: false, reason: 'extension' });
    expect(inspectSkillSheet(PDF, '経歴.xlsx')).toEqual({ ok: false, reason: 'extension' });
    expect(inspectSkillSheet(OLE2, '経歴.pdf')).toEqual({ ok: false, reason: 'extension' });
    expect(inspectSkillSheet(PDF, 'pdf')).toEqual({ ok: false, reason: 'extension' });
    expect(inspectSkillSheet(PDF, '.pdf')).toEqual({ ok: false, reason: 'extension' });
  });

  it('refuses other content whatever its name, naming the kind an accepted name claims: an executable, text, a plain zip, an empty file', async () => {
    expect(inspectSkillSheet(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'setup.pdf')).toEqual({ ok: false, reason: 'disguised', claimed: 'pdf' });
    expect(inspectSkillSheet(Buffer.from('hello'), 'a.docx')).toEqual({ ok: false, reason: 'disguised', claimed: 'docx' });
    expect(inspectSkillSheet(Buffer.from(' %PDF-1.4'), 'a.pdf')).toEqual({ ok: false, reason: 'disguised', claimed: 'pdf' });
    expect(inspectSkillSheet(await zipOf({ 'a.txt': 'x' }), 'a.docx')).toEqual({ ok: false, reason: 'disguised', claimed: 'docx' });
    expect(inspectSkillSheet(await zipOf({ 'word/document.xml': 'x' }), 'a.docx')).toEqual({ ok: false, reason: 'disguised', claimed: 'docx' });
    expect(inspectSkillSheet(await zipOf({ ...docxParts, 'xl/workbook.xml': 'x' }), 'a.docx')).toEqual({ ok: false, reason: 'disguised', claimed: 'docx' });
    expect(inspectSkillSheet(Buffer.from('hello'), 'notes.txt')).toEqual({ ok: false, reason: 'type' });
    expect(inspectSkillSheet(Buffer.from('hello'), 'README')).toEqual({ ok: false, reason: 'type' });
    expect(inspectSkillSheet(Buffer.alloc(0), 'a.pdf')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses zip bombs from the central directory: a ratio over 100:1, a huge declared size, too many entries', async () => {
    // 20 MB of zeros deflate to ~20 kB (1000:1).
    const ratio = await zipOf({ ...docxParts, 'word/media/zeros.bin': Buffer.alloc(20 * 1024 * 1024) });
    expect(ratio.length).toBeLessThan(100_000);
    expect(inspectSkillSheet(ratio, 'bomb.docx')).toEqual({ ok: false, reason: 'archive' });

    // A small stored entry whose central directory claims 4 GB − 2 uncompressed.
    const declared = await zipOf(docxParts, false);
    declared.writeUInt32LE(0xfffffffe, centralHeader(declared, 2) + 24);
    expect(inspectSkillSheet(declared, 'bomb.docx')).toEqual({ ok: false, reason: 'archive' });

    const many: Record<string, string> = { ...docxParts };
    for (let i = 0; i < ZIP_LIMITS.maxEntries; i++) many[`word/media/${i}.xml`] = '';
    expect(inspectSkillSheet(await zipOf(many, false), 'many.docx')).toEqual({ ok: false, reason: 'archive' });

    // Just under every limit passes: 1000 entries, a 1 MB entry of zeros (ratio checked above 1 MB only).
    const edge: Record<string, string | Buffer> = { ...docxParts, 'word/media/zeros.bin': Buffer.alloc(1024 * 1024) };
    for (let i = Object.keys(edge).length; i < ZIP_LIMITS.maxEntries; i++) edge[`word/media/${i}.xml`] = '';
    expect(inspectSkillSheet(await zipOf(edge), 'edge.docx')).toEqual({ ok: true, kind: 'docx' });
  });

  it('refuses a broken central directory: truncated, cut comment, offsets outside the file', async () => {
    const docx = await zipOf(docxParts);
    expect(readZipDirectory(docx.subarray(0, docx.length - 1)).ok).toBe(false);
    expect(readZipDirectory(docx.subarray(0, 30)).ok).toBe(false);
    const moved = Buffer.from(docx);
    moved.writeUInt32LE(docx.length, docx.length - 22 + 16);
    expect(readZipDirectory(moved).ok).toBe(false);
    expect(readZipDirectory(docx)).toEqual({ ok: true, names: Object.keys(docxParts) });
  });

  it('property: random bytes never pass unless they start with an accepted signature, and nothing throws', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), fc.string(), (bytes, name) => {
        const verdict = inspectSkillSheet(bytes, name);
        if (verdict.ok) return SIGNATURES.some((s) => Buffer.from(bytes.subarray(0, s.length)).equals(s));
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a zip signature followed by random bytes is never an accepted sheet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), fc.constantFrom('a.docx', 'a.xlsx'), (tail, name) => {
        return !inspectSkillSheet(Buffer.concat([SIGNATURES[2], tail]), name).ok;
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a real docx with random bytes overwritten or cut off never makes the check throw', async () => {
    const docx = await zipOf(docxParts);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: docx.length - 1 }), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.nat({ max: docx.length }),
        (edits, cut) => {
          const copy = Buffer.from(docx);
          for (const [at, value] of edits) copy[at] = value;
          const verdict = inspectSkillSheet(copy.subarray(0, Math.max(cut, 1)), 'a.docx');
          return typeof verdict.ok === 'boolean';
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('skill sheet names', () => {
  it('keeps the original name for display: NFC, no folder part or control characters, at most 255 characters', () => {
    const decomposed = 'ス\u3099キルシート.xlsx'.normalize('NFD');
    expect(displayName(decomposed, 'xlsx')).toBe('ズキルシート.xlsx'.normalize('NFC'));
    expect(displayName('C:\\Users\\yamada\\職務経歴書.docx', 'docx')).toBe('職務経歴書.docx');
    expect(displayName('../../etc/職務\u0000経歴\u202e書.pdf', 'pdf')).toBe('職務経歴書.pdf');
    expect(displayName('', 'pdf')).toBe('skillsheet.pdf');
    const long = displayName(`${'あ'.repeat(300)}.xlsx`, 'xlsx');
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('あ.xlsx')).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (name) => {
        const shown = displayName(`${name}.pdf`, 'pdf');
        return Array.from(shown).length <= 255 && !/[/\\\u0000-\u001f]/.test(shown) && shown.length > 0 && shown === shown.normalize('NFC');
      }),
      { numRuns: 500 },
    );
  });

  it('numbers repeated names in a bundle like a desktop does', () => {
    expect(uniqueNames(['職務経歴書.xlsx', '職務経歴書.xlsx', '職務経歴書.XLSX', 'a.pdf', 'README'])).toEqual([
      '職務経歴書.xlsx',
      '職務経歴書 (2).xlsx',
      '職務経歴書 (3).XLSX',
      'a.pdf',
      'README',
    ]);
    expect(uniqueNames(['a.pdf', 'a (2).pdf', 'a.pdf'])).toEqual(['a.pdf', 'a (2).pdf', 'a (3).pdf']);
  });

  it('writes Content-Disposition with an ASCII stand-in and the UTF-8 name (RFC 6266 / 5987)', () => {
    expect(attachmentDisposition('skillsheet.zip')).toBe(`attachment; filename="skillsheet.zip"; filename*=UTF-8''skillsheet.zip`);
    expect(attachmentDisposition('職務経歴書 (2).xlsx')).toBe(
      `attachment; filename="_____ (2).xlsx"; filename*=UTF-8''%E8%81%B7%E5%8B%99%E7%B5%8C%E6%AD%B4%E6%9B%B8%20%282%29.xlsx`,
    );
    expect(attachmentDisposition('a"b\\c%.pdf')).toBe(`attachment; filename="a_b_c_.pdf"; filename*=UTF-8''a%22b%5Cc%25.pdf`);
  });
});
