import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { SkillSheetEntity } from '../src/modules/skill-sheets/entities/skill-sheet.entity';
import { SkillSheetsRepository } from '../src/modules/skill-sheets/skill-sheets.repository';
import { SkillSheetsService } from '../src/modules/skill-sheets/skill-sheets.service';
import { makeMember } from './support/factories';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const MIME = {
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Reads a response body as bytes (supertest parses only text and JSON by itself). */
function binaryParser(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Tiny valid files of each accepted type, built here (no binary fixtures in the repository). */
const pdf = () => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${randomUUID()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const ole2 = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(1024)]);

async function zipOf(files: Record<string, string | Buffer>, compress = true): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: compress ? 'DEFLATE' : 'STORE' });
}

const docxParts = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>職務経歴書</w:t></w:r></w:p></w:body></w:document>',
};
const docx = () => zipOf(docxParts);

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('経歴').addRow(['期間', '案件名']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('skill sheets (issue 13)', () => {
  let t: TestApp;
  let ipSeq = 0;
  const nextIp = () => `198.51.100.${(++ipSeq % 250) + 1}`;

  /** A logged-in browser of a fresh member, with its upload and download calls. */
  async function loggedIn() {
    const { member, password } = await makeMember(t.dataSource);
    const agent = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(agent);
    await agent.post('/api/front/member-login').set(xsrf).set('X-Forwarded-For', nextIp()).send({ email: member.email, password }).expect(200);
    return {
      member,
      agent,
      xsrf,
      upload: (bytes: Buffer, filename: string, contentType = 'application/octet-stream') =>
        agent.post('/api/front/upload-skill-sheet').set(xsrf).attach('file', bytes, { filename, contentType }),
      download: (query: string) => agent.get(`/api/front/${query}`).buffer(true).parse(binaryParser),
      post: (p: string, body: object) => agent.post(`/api/front/${p}`).set(xsrf).send(body),
    };
  }

  const rowsOf = (memberId: number) => t.dataSource.getRepository(SkillSheetEntity).find({ where: { memberId }, withDeleted: true });
  const storedFiles = async () => readdir(t.config.uploadDir).catch(() => [] as string[]);

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('stores each accepted type under a random name, lists them newest first and downloads them byte for byte with the UTF-8 name', async () => {
    const me = await loggedIn();
    const files: Array<[string, Buffer, keyof typeof MIME]> = [
      ['職務経歴書.pdf', pdf(), 'pdf'],
      ['スキルシート（旧）.xls', ole2(), 'xls'],
      ['経歴書.doc', ole2(), 'doc'],
      ['スキルシート.xlsx', await xlsx(), 'xlsx'],
      ['職務経歴書.docx', await docx(), 'docx'],
    ];
    const uploaded: Array<{ id: number; bytes: Buffer; name: string; kind: keyof typeof MIME }> = [];
    for (const [name, bytes, kind] of files) {
      // The browser's type is never believed: every file is sent as octet-stream.
      const res = await me.upload(bytes, name).expect(200);
      expect(res.body.sheet).toEqual({ id: expect.any(Number), original_name: name, size: bytes.length, mime_type: MIME[kind], uploaded_at: expect.any(String) });
      uploaded.push({ id: res.body.sheet.id, bytes, name, kind });
    }

    const rows = await rowsOf(me.member.id);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.storedName).toMatch(/^[0-9a-f-]{36}\.(pdf|xls|doc|xlsx|docx)$/);
      expect(row.storedName).not.toContain(row.originalName);
      const onDisk = await readFile(path.join(t.config.uploadDir, row.storedName));
      expect(onDisk.equals(uploaded.find((u) => u.id === row.id)!.bytes)).toBe(true);
    }
    expect((await storedFiles()).filter((f) => f.startsWith('.'))).toEqual([]); // no temporary file left

    const list = await me.agent.get('/api/front/get-skill-sheet-list').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.sheets.map((s: { id: number }) => s.id)).toEqual(uploaded.map((u) => u.id).reverse());

    for (const sheet of uploaded) {
      const res = await me.download(`download-skill-sheet?id=${sheet.id}`).expect(200);
      expect((res.body as Buffer).equals(sheet.bytes)).toBe(true);
      expect(res.headers['content-type']).toBe(MIME[sheet.kind]);
      expect(res.headers['content-length']).toBe(String(sheet.bytes.length));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${sheet.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(sheet.name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
      );
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers['content-disposition'])![1])).toBe(sheet.name);
    }
    // The uploads folder is not served by the site (the page fallback answers 404, or 503 without a host build).
    const direct = await request(t.app.getHttpServer()).get(`/${rows[0].storedName}`);
    expect(direct.status).toBeGreaterThanOrEqual(400);
  });

  it('keeps the name as shown: NFC, no folder part; an empty name becomes skillsheet.<ext>', async () => {
    const me = await loggedIn();
    const decomposed = 'ガイド.pdf'.normalize('NFD');
    expect((await me.upload(pdf(), decomposed).expect(200)).body.sheet.original_name).toBe('ガイド.pdf'.normalize('NFC'));
    expect((await me.upload(pdf(), 'C:\\fakepath\\履歴書.pdf').expect(200)).body.sheet.original_name).toBe('履歴書.pdf');
  });

  it('deletes a sheet: the row soft-deleted, the file removed, gone from the list and the downloads', async () => {
    const me = await loggedIn();
    const kept = (await me.upload(pdf(), '残す.pdf').expect(200)).body.sheet.id as number;
    const gone = (await me.upload(await docx(), '消す.docx').expect(200)).body.sheet.id as number;
    const storedName = (await rowsOf(me.member.id)).find((r) => r.id === gone)!.storedName;
    expect(await storedFiles()).toContain(storedName);

    expect((await me.post('delete-skill-sheet', { id: gone }).expect(200)).body).toEqual({ result: true });
    const row = (await rowsOf(me.member.id)).find((r) => r.id === gone)!;
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await storedFiles()).not.toContain(storedName);
    expect((await me.agent.get('/api/front/get-skill-sheet-list').expect(200)).body.sheets.map((s: { id: number }) => s.id)).toEqual([kept]);
    expect((await me.download(`download-skill-sheet?id=${gone}`).expect(404)).body.toString()).toContain('SKILL_SHEET_NOT_FOUND');
    expect((await me.post('delete-skill-sheet', { id: gone }).expect(404)).body.code).toBe('SKILL_SHEET_NOT_FOUND');
  });

  it('bundles the own sheets as skillsheet.zip, streamed, entries named by their original names without clashes', async () => {
    const me = await loggedIn();
    const first = pdf();
    const second = pdf();
    const book = await xlsx();
    await me.upload(first, '職務経歴書.pdf').expect(200);
    await me.upload(second, '職務経歴書.pdf').expect(200);
    await me.upload(book, 'スキル.xlsx').expect(200);

    for (const query of ['', `?id=${me.member.id}`, `?user_id=${me.member.id}&id=${me.member.id}`]) {
      const res = await me.download(`bulk-download-skill-sheet${query}`).expect(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="skillsheet.zip"; filename*=UTF-8''skillsheet.zip`);
      expect(res.headers['content-length']).toBeUndefined(); // streamed (chunked), never built first
      const zip = await JSZip.loadAsync(res.body as Buffer);
      expect(Object.keys(zip.files).sort()).toEqual(['スキル.xlsx', '職務経歴書 (2).pdf', '職務経歴書.pdf'].sort());
      expect((await zip.file('職務経歴書.pdf')!.async('nodebuffer')).equals(first)).toBe(true);
      expect((await zip.file('職務経歴書 (2).pdf')!.async('nodebuffer')).equals(second)).toBe(true);
      expect((await zip.file('スキル.xlsx')!.async('nodebuffer')).equals(book)).toBe(true);
    }

    const empty = await loggedIn();
    expect((await empty.agent.get('/api/front/bulk-download-skill-sheet').expect(404)).body.code).toBe('SKILL_SHEET_NOT_FOUND');
  });

  it('serves the Japanese template skillsheet.xlsx to anyone: 基本情報, 経歴 with the phases, スキル with years', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/front/download-skill-sheet-template').buffer(true).parse(binaryParser).expect(200);
    expect(res.headers['content-type']).toBe(MIME.xlsx);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="skillsheet.xlsx"; filename*=UTF-8''skillsheet.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(res.body as Buffer).buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['基本情報', '経歴', 'スキル']);

    const basic = book.getWorksheet('基本情報')!;
    const labels = basic.getColumn(1).values.filter((v): v is string => typeof v === 'string');
    expect(labels).toEqual(expect.arrayContaining(['氏名', 'フリガナ', '年齢', '最寄り駅', '稼働可能日']));

    const career = book.getWorksheet('経歴')!;
    expect(career.getRow(1).values).toEqual([
      undefined,
      'No.',
      '期間（開始〜終了）',
      '案件名・業務内容',
      '役割',
      '使用技術・環境',
      '要件定義',
      '基本設計',
      '詳細設計',
      '実装',
      'テスト',
      '運用',
    ]);
    expect(career.rowCount).toBeGreaterThanOrEqual(16);
    expect(career.getCell('C16').border?.bottom?.style).toBe('thin');
    expect(career.getCell('B1').fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(career.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(career.pageSetup).toMatchObject({ paperSize: 9, orientation: 'landscape' });
    expect(career.getColumn(3).width).toBeGreaterThan(30);

    const skills = book.getWorksheet('スキル')!;
    expect(skills.getRow(1).values).toEqual([undefined, '分類', 'スキル', '経験年数', 'レベル・備考']);
  });

  it('refuses files by their content with a Japanese error on file, and stores nothing', async () => {
    const me = await loggedIn();
    const before = await storedFiles();
    const docxAsXlsx = await docx();
    const bomb = await zipOf({ ...docxParts, 'word/media/zeros.bin': Buffer.alloc(20 * 1024 * 1024) });
    const many: Record<string, string> = { ...docxParts };
    for (let i = 0; i < 1000; i++) many[`word/media/${i}.xml`] = '';
    const declared = await zipOf(docxParts, false);
    // Central directory of word/document.xml (the 3rd entry) claims ~4 GB uncompressed.
    let p = declared.readUInt32LE(declared.length - 22 + 16);
    for (let i = 0; i < 2; i++) p += 46 + declared.readUInt16LE(p + 28) + declared.readUInt16LE(p + 30) + declared.readUInt16LE(p + 32);
    declared.writeUInt32LE(0xfffffffe, p + 24);

    const cases: Array<[string, Buffer, string, string, string]> = [
      ['text named .pdf', Buffer.from('これはPDFではありません'), '職務経歴書.pdf', 'SKILL_SHEET_FILE_TYPE', 'ファイルの名前は .pdf ですが、中身がPDFのファイルではありません。PDFとして保存（書き出し）し直したファイルを選択してください'],
      ['an executable renamed', Buffer.concat([Buffer.from('MZ'), randomBytes(512)]), 'スキルシート.xlsx', 'SKILL_SHEET_FILE_TYPE', 'ファイルの名前は .xlsx ですが、中身がExcelのファイルではありません。Excelで保存し直したファイルを選択してください'],
      ['text named .txt', Buffer.from('経歴'), '経歴.txt', 'SKILL_SHEET_FILE_TYPE', 'Excel・Word・PDF のファイルを選択してください'],
      ['a .exe with a PDF inside', pdf(), 'setup.exe', 'SKILL_SHEET_FILE_TYPE', 'ファイルの内容と拡張子が一致しません。Excel・Word・PDF のファイルを選択してください'],
      ['a docx named .xlsx', docxAsXlsx, '経歴.xlsx', 'SKILL_SHEET_FILE_TYPE', 'ファイルの内容と拡張子が一致しません。Excel・Word・PDF のファイルを選択してください'],
      ['a zip that is no Office file', await zipOf({ 'readme.txt': 'x' }), '経歴.docx', 'SKILL_SHEET_FILE_TYPE', 'ファイルの名前は .docx ですが、中身がWordのファイルではありません。Wordで保存し直したファイルを選択してください'],
      ['a zip bomb (1000:1)', bomb, '経歴.docx', 'SKILL_SHEET_FILE_TYPE', expect.stringContaining('ファイルの内容を確認できませんでした') as unknown as string],
      ['a declared 4 GB entry', declared, '経歴.docx', 'SKILL_SHEET_FILE_TYPE', expect.stringContaining('ファイルの内容を確認できませんでした') as unknown as string],
      ['1003 entries', await zipOf(many, false), '経歴.docx', 'SKILL_SHEET_FILE_TYPE', expect.stringContaining('ファイルの内容を確認できませんでした') as unknown as string],
      ['an empty file', Buffer.alloc(0), '空.pdf', 'SKILL_SHEET_FILE_REQUIRED', '空のファイルはアップロードできません'],
      ['over 10 MB', Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]), '大きい.pdf', 'SKILL_SHEET_FILE_TOO_LARGE', '10MB以下のファイルを選択してください'],
    ];
    for (const [label, bytes, name, code, message] of cases) {
      const res = await me.upload(bytes, name, MIME.pdf);
      expect({ label, status: res.status, code: res.body.code, errors: res.body.errors }).toEqual({ label, status: 400, code, errors: { file: [message] } });
    }

    const none = await me.agent.post('/api/front/upload-skill-sheet').set(me.xsrf).field('note', 'x');
    expect([none.status, none.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const missing = await me.agent.post('/api/front/upload-skill-sheet').set(me.xsrf).type('form').send({});
    expect([missing.status, missing.body.code, missing.body.errors]).toEqual([400, 'SKILL_SHEET_FILE_REQUIRED', { file: ['ファイルを選択してください'] }]);
    const wrongField = await me.agent.post('/api/front/upload-skill-sheet').set(me.xsrf).attach('upload', pdf(), '職務経歴書.pdf');
    expect([wrongField.status, wrongField.body.code]).toEqual([400, 'SKILL_SHEET_UPLOAD_MALFORMED']);
    const twoFiles = await me.agent.post('/api/front/upload-skill-sheet').set(me.xsrf).attach('file', pdf(), 'a.pdf').attach('file', pdf(), 'b.pdf');
    expect([twoFiles.status, twoFiles.body.code]).toEqual([400, 'SKILL_SHEET_UPLOAD_MALFORMED']);
    const broken = await me.agent
      .post('/api/front/upload-skill-sheet')
      .set(me.xsrf)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4');
    expect([broken.status, broken.body.code]).toEqual([400, 'SKILL_SHEET_UPLOAD_MALFORMED']);

    expect(await rowsOf(me.member.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('leaves neither a file nor a row when storing fails half-way (the database refuses the row)', async () => {
    const me = await loggedIn();
    const before = await storedFiles();
    const insert = jest.spyOn(t.app.get(SkillSheetsRepository), 'insert').mockRejectedValueOnce(new Error('connection lost'));
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const res = await me.upload(pdf(), '職務経歴書.pdf').expect(500);
      expect(res.body.code).toBe('INTERNAL_ERROR');
    } finally {
      insert.mockRestore();
      log.mockRestore();
    }
    expect(await rowsOf(me.member.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
    await me.upload(pdf(), '職務経歴書.pdf').expect(200);
  });

  it("answers a failing template build with SPEC §8's alert text (500 INTERNAL_ERROR), and builds it again next time", async () => {
    const service = t.app.get(SkillSheetsService);
    const template = jest.spyOn(service, 'template').mockRejectedValueOnce(new Error('exceljs failed'));
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const res = await request(t.app.getHttpServer()).get('/api/front/download-skill-sheet-template').expect(500);
      expect(res.body).toMatchObject({
        code: 'INTERNAL_ERROR',
        message: 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。',
      });
    } finally {
      template.mockRestore();
      log.mockRestore();
    }
    await request(t.app.getHttpServer()).get('/api/front/download-skill-sheet-template').expect(200);
  });

  it('keeps at most 20 sheets per member', async () => {
    const me = await loggedIn();
    await t.dataSource.getRepository(SkillSheetEntity).insert(
      Array.from({ length: 20 }, (_, i) => ({ memberId: me.member.id, originalName: `${i}.pdf`, storedName: `${randomUUID()}.pdf`, mimeType: MIME.pdf, size: 1 })),
    );
    const before = await storedFiles();
    const res = await me.upload(pdf(), '21件目.pdf').expect(409);
    expect(res.body.code).toBe('SKILL_SHEET_LIMIT_REACHED');
    expect(res.body.message).toContain('20件まで');
    expect(await storedFiles()).toEqual(before);
    // A deleted sheet frees its place.
    const one = (await rowsOf(me.member.id))[0];
    await t.dataSource.getRepository(SkillSheetEntity).softDelete({ id: one.id });
    await me.upload(pdf(), '21件目.pdf').expect(200);
  });

  it("never serves or deletes another member's sheet (404, as for an unknown id) and refuses another member id (403)", async () => {
    const owner = await loggedIn();
    const other = await loggedIn();
    const id = (await owner.upload(pdf(), '本人のみ.pdf').expect(200)).body.sheet.id as number;

    const download = await other.agent.get(`/api/front/download-skill-sheet?id=${id}`).expect(404);
    expect(download.body.code).toBe('SKILL_SHEET_NOT_FOUND');
    expect((await other.agent.get('/api/front/download-skill-sheet?id=99999999').expect(404)).body.code).toBe('SKILL_SHEET_NOT_FOUND');
    expect((await other.post('delete-skill-sheet', { id }).expect(404)).body.code).toBe('SKILL_SHEET_NOT_FOUND');
    expect((await rowsOf(owner.member.id))[0].deletedAt).toBeNull();
    for (const query of [`user_id=${owner.member.id}`, `id=${owner.member.id}`, `id=${other.member.id}&user_id=${owner.member.id}`]) {
      expect((await other.agent.get(`/api/front/bulk-download-skill-sheet?${query}`).expect(403)).body.code).toBe('MEMBER_ID_MISMATCH');
    }
    expect((await other.agent.get('/api/front/get-skill-sheet-list').expect(200)).body.sheets).toEqual([]);
    await owner.download(`download-skill-sheet?id=${id}`).expect(200);
  });

  it('asks for a login (401) and the anti-forgery header (419)', async () => {
    const anonymous = request.agent(t.app.getHttpServer());
    const xsrf = await csrfHeader(anonymous);
    for (const p of ['get-skill-sheet-list', 'download-skill-sheet?id=1', 'bulk-download-skill-sheet']) {
      expect((await anonymous.get(`/api/front/${p}`).expect(401)).body.code).toBe('UNAUTHENTICATED');
    }
    expect((await anonymous.post('/api/front/upload-skill-sheet').set(xsrf).attach('file', pdf(), 'a.pdf').expect(401)).body.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.post('/api/front/delete-skill-sheet').set(xsrf).send({ id: 1 }).expect(401)).body.code).toBe('UNAUTHENTICATED');

    const me = await loggedIn();
    const id = (await me.upload(pdf(), 'a.pdf').expect(200)).body.sheet.id as number;
    expect((await me.agent.post('/api/front/upload-skill-sheet').attach('file', pdf(), 'b.pdf').expect(419)).body.code).toBe('CSRF_TOKEN_MISMATCH');
    expect((await me.agent.post('/api/front/delete-skill-sheet').send({ id }).expect(419)).body.code).toBe('CSRF_TOKEN_MISMATCH');
    expect(await rowsOf(me.member.id)).toEqual([expect.objectContaining({ id, deletedAt: null })]);
  });

  it('validates the ids', async () => {
    const me = await loggedIn();
    expect((await me.agent.get('/api/front/download-skill-sheet').expect(400)).body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { id: expect.arrayContaining([expect.any(String)]) } });
    expect((await me.agent.get('/api/front/download-skill-sheet?id=abc').expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await me.post('delete-skill-sheet', { id: 0 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await me.agent.get('/api/front/bulk-download-skill-sheet?user_id=x').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });
});
