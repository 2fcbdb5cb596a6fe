/**
 * What an uploaded skill sheet is, judged by its bytes (issue 13, SPEC §7 "Skill sheets"): PDF, the old
 * binary Office formats (xls/doc, OLE2 compound files) or the OOXML zips (xlsx/docx). The client's MIME type
 * is never believed, and the file-name extension must agree with what the bytes say. For the zips, only the
 * central directory is read (nothing is extracted): the entry count, the declared uncompressed sizes and the
 * per-entry compression ratio are limited so a zip bomb is refused before anyone opens it (staff's Excel, a
 * later preview or virus scan).
 *
 * Pure and total: any byte string and any name give a verdict, never an exception (skill-sheet-file.spec.ts).
 */

export type SkillSheetKind = 'pdf' | 'xls' | 'doc' | 'xlsx' | 'docx';

export const SKILL_SHEET_TYPES: Readonly<Record<SkillSheetKind, { extension: string; mimeType: string }>> = {
  pdf: { extension: 'pdf', mimeType: 'application/pdf' },
  xls: { extension: 'xls', mimeType: 'application/vnd.ms-excel' },
  doc: { extension: 'doc', mimeType: 'application/msword' },
  xlsx: { extension: 'xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  docx: { extension: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/** Largest upload (SPEC §9 names no limit; the issue asks for 10 MB). */
export const MAX_SKILL_SHEET_BYTES = 10 * 1024 * 1024;

export interface ZipLimits {
  /** Entries in the central directory (a real xlsx/docx has tens). */
  maxEntries: number;
  /** Sum of the declared uncompressed sizes. */
  maxTotalUncompressed: number;
  /** Declared uncompressed / compressed size of one entry… */
  maxRatio: number;
  /** …checked only for entries larger than this once uncompressed (small XML parts of repeated cells reach high ratios harmlessly). */
  ratioCheckAbove: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalUncompressed: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioCheckAbove: 1024 * 1024,
};

export type SkillSheetRefusal =
  /** Zero bytes. */
  | 'empty'
  /** No accepted signature (or a zip that is no xlsx/docx). */
  | 'type'
  /** A zip whose central directory is broken or over the limits (zip bomb, ZIP64, too many entries). */
  | 'archive'
  /** The bytes are an accepted type, but the name's extension says another one (or none). */
  | 'extension';

export type SkillSheetVerdict =
  | { ok: true; kind: SkillSheetKind }
  | { ok: false; reason: SkillSheetRefusal }
  /** An accepted extension on bytes of no accepted type (a text file renamed .pdf): `claimed` names what it says it is. */
  | { ok: false; reason: 'disguised'; claimed: SkillSheetKind };

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  if (bytes.length < signature.length) return false;
  return signature.every((b, i) => bytes[i] === b);
}

/** The lower-case extension of a file name ('' without one). */
export function extensionOf(name: string): string {
  const base = name.replace(/^.*[/\\]/, '');
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

type ZipResult = { ok: true; names: string[] } | { ok: false; reason: 'archive' };

/**
 * Reads the central directory of a zip held in memory: every entry's name and declared sizes, checked
 * against the limits. Nothing is inflated. Bounds are checked before every read.
 */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipResult {
  const refuse: ZipResult = { ok: false, reason: 'archive' };
  if (bytes.length < EOCD_SIZE) return refuse;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  let end = -1;
  for (let i = bytes.length - EOCD_SIZE; i >= Math.max(0, bytes.length - EOCD_SIZE - 0xffff); i--) {
    if (view.getUint32(i, true) === ZIP_END && i + EOCD_SIZE + view.getUint16(i + 20, true) === bytes.length) {
      end = i;
      break;
    }
  }
  if (end < 0) return refuse;
  const disk = view.getUint16(end + 4, true);
  const cdDisk = view.getUint16(end + 6, true);
  const entriesHere = view.getUint16(end + 8, true);
  const entries = view.getUint16(end + 10, true);
  const cdSize = view.getUint32(end + 12, true);
  const cdOffset = view.getUint32(end + 16, true);
  // Multi-disk archives and ZIP64 (0xFFFF / 0xFFFFFFFF markers) are not what Office writes for ≤ 10 MB.
  if (disk !== 0 || cdDisk !== 0 || entriesHere !== entries || entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return refuse;
  if (entries === 0 || entries > limits.maxEntries) return refuse;
  if (cdOffset + cdSize > end) return refuse;

  const names: string[] = [];
  let total = 0;
  let p = cdOffset;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let n = 0; n < entries; n++) {
    if (p + CENTRAL_HEADER_SIZE > cdOffset + cdSize) return refuse;
    if (view.getUint32(p, true) !== ZIP_CENTRAL) return refuse;
    const compressed = view.getUint32(p + 20, true);
    const uncompressed = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    const next = p + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (next > cdOffset + cdSize) return refuse;
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || localOffset === 0xffffffff) return refuse; // ZIP64
    if (localOffset + compressed > cdOffset) return refuse; // the data must lie before the directory
    total += uncompressed;
    if (total > limits.maxTotalUncompressed) return refuse;
    if (uncompressed > limits.ratioCheckAbove && uncompressed > limits.maxRatio * Math.max(compressed, 1)) return refuse;
    names.push(decoder.decode(bytes.subarray(p + CENTRAL_HEADER_SIZE, p + CENTRAL_HEADER_SIZE + nameLength)));
    p = next;
  }
  return { ok: true, names };
}

/** The OOXML flavour of a zip's part names, if any: [Content_Types].xml plus xl/… or word/… parts. */
function ooxmlKind(names: string[]): 'xlsx' | 'docx' | undefined {
  if (!names.includes('[Content_Types].xml')) return undefined;
  const excel = names.some((n) => n.startsWith('xl/'));
  const word = names.some((n) => n.startsWith('word/'));
  if (excel === word) return undefined; // neither, or a file claiming to be both
  return excel ? 'xlsx' : 'docx';
}

/** The verdict on an uploaded file: its bytes and the name the browser sent. */
export function inspectSkillSheet(bytes: Uint8Array, originalName: string, limits: ZipLimits = ZIP_LIMITS): SkillSheetVerdict {
  try {
    if (bytes.length === 0) return { ok: false, reason: 'empty' };
    const extension = extensionOf(originalName);
    const claimed = (Object.keys(SKILL_SHEET_TYPES) as SkillSheetKind[]).find((k) => SKILL_SHEET_TYPES[k].extension === extension);
    const unknown: SkillSheetVerdict = claimed ? { ok: false, reason: 'disguised', claimed } : { ok: false, reason: 'type' };
    let kinds: SkillSheetKind[];
    if (startsWith(bytes, PDF)) {
      kinds = ['pdf'];
    } else if (startsWith(bytes, OLE2)) {
      // A compound file is an xls or a doc; its streams (Workbook / WordDocument) are not parsed here,
      // so the extension picks which of the two it is stored as.
      kinds = ['xls', 'doc'];
    } else if (startsWith(bytes, ZIP_LOCAL)) {
      const zip = readZipDirectory(bytes, limits);
      if (!zip.ok) return zip;
      const kind = ooxmlKind(zip.names);
      if (!kind) return unknown;
      kinds = [kind];
    } else {
      return unknown;
    }
    const kind = kinds.find((k) => SKILL_SHEET_TYPES[k].extension === extension);
    return kind ? { ok: true, kind } : { ok: false, reason: 'extension' };
  } catch {
    // Not expected (every read is bounds-checked); a refusal rather than a 500 if it ever happens.
    return { ok: false, reason: 'archive' };
  }
}

/** Longest original name kept (the column is varchar(255), counted in characters). */
const MAX_NAME_LENGTH = 255;

/**
 * The original name as shown and offered as the download name: NFC (a Mac sends decomposed kana), no
 * folder part (old browsers sent C:\…), no control characters, at most 255 characters with the
 * extension kept. An empty result becomes `skillsheet.<ext>`.
 */
export function displayName(originalName: string, kind: SkillSheetKind): string {
  const extension = SKILL_SHEET_TYPES[kind].extension;
  let name = originalName.normalize('NFC').replace(/^.*[/\\]/, '').replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  // Lone surrogates (a name that is not well-formed UTF-16) cannot be stored or sent as UTF-8.
  name = name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
  if (!name || name.startsWith('.')) name = `skillsheet${name.startsWith('.') ? name : `.${extension}`}`;
  const chars = Array.from(name);
  if (chars.length > MAX_NAME_LENGTH) {
    const suffix = `.${extension}`;
    name = chars.slice(0, MAX_NAME_LENGTH - suffix.length).join('') + suffix;
  }
  return name;
}
