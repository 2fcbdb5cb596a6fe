import JSZip from 'jszip';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import request from 'supertest';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { MemberEntity } from '../src/modules/members/entities/member.entity';
import { SkillSheetEntity } from '../src/modules/skill-sheets/entities/skill-sheet.entity';
import { MAX_SKILL_SHEETS_PER_MEMBER } from '../src/modules/skill-sheets/skill-sheets.errors';
import { SkillSheetsService } from '../src/modules/skill-sheets/skill-sheets.service';
import { makeMember } from './support/factories';
import { auditHistory, staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

/** Reads a response body as bytes (supertest parses only text and JSON by itself). */
function binaryParser(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

const pdf = () => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${randomUUID()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const ole2 = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(512)]);

/**
 * Issue 16, staff files on members (SPEC §7 user/admin-upload, admin-delete, admin-download, admin-bulk-download,
 * and user/admin-skill-sheets/{id} for the member's page) on MariaDB: the member's own checks and limits, the
 * stored rows and files, both download forms, the zip, roles, and an audit row for every write and download.
 */
describe('staff files on members (user/admin-*)', () => {
  let t: TestApp;
  let editor: StaffHeaders;
  let editorId: number;
  let viewer: StaffHeaders;
  let viewerId: number;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    ({ id: editorId, headers: editor } = await staffSession(t, AdminRole.Editor, '編集 次郎'));
    ({ id: viewerId, headers: viewer } = await staffSession(t, AdminRole.Viewer, '閲覧 三郎'));
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const upload = (as: StaffHeaders, userId: number | string, bytes: Buffer, filename: string) =>
    http().post('/api/admin/user/admin-upload').set(as).field('user_id', String(userId)).attach('file', bytes, { filename, contentType: 'application/octet-stream' });
  const list = async (as: StaffHeaders, memberId: number) => (await http().get(`/api/admin/user/admin-skill-sheets/${memberId}`).set(as).expect(200)).body;
  const download = (as: StaffHeaders, query: Record<string, string | number>) =>
    http().get('/api/admin/user/admin-download').set(as).query(query).buffer(true).parse(binaryParser);
  const rowsOf = (memberId: number) => t.dataSource.getRepository(SkillSheetEntity).find({ where: { memberId }, withDeleted: true });
  const storedFiles = async () => readdir(t.config.uploadDir).catch(() => [] as string[]);
  const member = async () => (await makeMember(t.dataSource)).member;

  it('stores a staff upload as the member\'s sheet, marked as staff\'s, listed for staff and for the member', async () => {
    const m = await member();
    const bytes = pdf();
    const res = await upload(editor, m.id, bytes, '職務経歴書（スタッフ登録）.pdf').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.sheet).toEqual({
      id: expect.any(Number),
      original_name: '職務経歴書（スタッフ登録）.pdf',
      size: bytes.length,
      mime_type: 'application/pdf',
      uploaded_at: expect.any(String),
      file_name: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
      uploaded_by: 'staff',
      uploaded_by_staff_name: '編集 次郎',
    });
    const [row] = await rowsOf(m.id);
    expect(row).toMatchObject({ uploadedByStaffId: editorId, uploadedByStaffName: '編集 次郎', storedName: res.body.sheet.file_name });
    expect((await readFile(path.join(t.config.uploadDir, row.storedName))).equals(bytes)).toBe(true);

    // The member's own upload is listed as the member's; the list is newest first, for every role.
    await t.app.get(SkillSheetsService).upload(m.id, { buffer: ole2(), originalName: '本人.xls' });
    const sheets = (await list(viewer, m.id)).sheets as Array<{ original_name: string; uploaded_by: string; uploaded_by_staff_name: string | null }>;
    expect(sheets.map((s) => [s.original_name, s.uploaded_by, s.uploaded_by_staff_name])).toEqual([
      ['本人.xls', 'member', null],
      ['職務経歴書（スタッフ登録）.pdf', 'staff', '編集 次郎'],
    ]);
    // The member sees it on my page as their own.
    expect((await t.app.get(SkillSheetsService).list(m.id)).map((s) => s.originalName)).toContain('職務経歴書（スタッフ登録）.pdf');

    const audit = await auditHistory(t, viewer, 'member', m.id);
    expect(audit.map((a) => [a.action, a.staff_id, a.changes])).toEqual([['create', editorId, { skill_sheet: { before: null, after: '職務経歴書（スタッフ登録）.pdf' } }]]);
  });

  it.each([
    ['a renamed executable', Buffer.concat([Buffer.from('MZ'), randomBytes(256)]), '経歴書.pdf', 400, 'SKILL_SHEET_FILE_TYPE', 'ファイルの名前は .pdf ですが、中身がPDFのファイルではありません。PDFとして保存（書き出し）し直したファイルを選択してください'],
    ['a pdf named .docx', pdf(), '経歴書.docx', 400, 'SKILL_SHEET_FILE_TYPE', 'ファイルの内容と拡張子が一致しません。Excel・Word・PDF のファイルを選択してください'],
    ['over 10 MB', Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]), '大きい.pdf', 400, 'SKILL_SHEET_FILE_TOO_LARGE', '10MB以下のファイルを選択してください'],
    ['an empty file', Buffer.alloc(0), '空.pdf', 400, 'SKILL_SHEET_FILE_REQUIRED', '空のファイルはアップロードできません'],
  ])('refuses %s with %i %s in Japanese, writing nothing', async (_label, bytes, filename, status, code, message) => {
    const m = await member();
    const before = await storedFiles();
    const res = await upload(editor, m.id, bytes, filename).expect(status);
    expect(res.body).toMatchObject({ code, message, errors: { file: [message] } });
    expect(await rowsOf(m.id)).toEqual([]);
    expect((await storedFiles()).filter((f) => !before.includes(f) && !f.startsWith('.'))).toEqual([]);
    expect(await auditHistory(t, viewer, 'member', m.id)).toEqual([]);
  });

  it(`refuses the ${MAX_SKILL_SHEETS_PER_MEMBER + 1}th sheet with 409 SKILL_SHEET_LIMIT_REACHED, like the member's own upload`, async () => {
    const m = await member();
    const sheets = t.app.get(SkillSheetsService);
    for (let i = 0; i < MAX_SKILL_SHEETS_PER_MEMBER; i++) await sheets.upload(m.id, { buffer: pdf(), originalName: `経歴書${i}.pdf` });
    const res = await upload(editor, m.id, pdf(), '多すぎる.pdf').expect(409);
    expect(res.body).toMatchObject({ code: 'SKILL_SHEET_LIMIT_REACHED', message: expect.stringContaining('20件まで') });
    expect(await rowsOf(m.id)).toHaveLength(MAX_SKILL_SHEETS_PER_MEMBER);
    expect(await auditHistory(t, viewer, 'member', m.id)).toEqual([]);
  });

  it('answers 404 ADMIN_MEMBER_NOT_FOUND for an unknown or withdrawn member, and 400 without a file or a member', async () => {
    const gone = await member();
    await t.dataSource.getRepository(MemberEntity).softDelete({ id: gone.id });
    for (const id of [gone.id, 2_000_000_000]) {
      expect((await upload(editor, id, pdf(), 'a.pdf').expect(404)).body.code).toBe('ADMIN_MEMBER_NOT_FOUND');
      expect((await http().get(`/api/admin/user/admin-skill-sheets/${id}`).set(viewer).expect(404)).body.code).toBe('ADMIN_MEMBER_NOT_FOUND');
      expect((await http().get('/api/admin/user/admin-bulk-download').set(viewer).query({ id }).expect(404)).body.code).toBe('ADMIN_MEMBER_NOT_FOUND');
    }
    expect(await rowsOf(gone.id)).toEqual([]);
    const m = await member();
    const noFile = await http().post('/api/admin/user/admin-upload').set(editor).field('user_id', String(m.id)).expect(400);
    expect(noFile.body).toMatchObject({ code: 'SKILL_SHEET_FILE_REQUIRED', errors: { file: ['ファイルを選択してください'] } });
    const noMember = await http().post('/api/admin/user/admin-upload').set(editor).attach('file', pdf(), { filename: 'a.pdf' }).expect(400);
    expect(noMember.body.errors.user_id).toEqual([expect.any(String)]);
  });

  it('deletes one sheet: row soft-deleted, file removed, audited; another member\'s or a deleted sheet answers 404', async () => {
    const m = await member();
    const other = await member();
    const sheet = (await upload(editor, m.id, pdf(), '消す.pdf').expect(200)).body.sheet as { id: number; file_name: string };
    expect(await storedFiles()).toContain(sheet.file_name);

    expect((await http().post('/api/admin/user/admin-delete').set(editor).send({ user_id: other.id, id: sheet.id }).expect(404)).body.code).toBe('SKILL_SHEET_NOT_FOUND');
    expect((await http().post('/api/admin/user/admin-delete').set(editor).send({ user_id: m.id, id: sheet.id }).expect(200)).body).toEqual({ result: true });
    expect((await rowsOf(m.id))[0].deletedAt).toBeInstanceOf(Date);
    expect(await storedFiles()).not.toContain(sheet.file_name);
    expect((await list(viewer, m.id)).sheets).toEqual([]);
    expect((await http().post('/api/admin/user/admin-delete').set(editor).send({ user_id: m.id, id: sheet.id }).expect(404)).body.code).toBe('SKILL_SHEET_NOT_FOUND');
    expect((await download(viewer, { filename: sheet.file_name }).expect(404)).body.toString()).toContain('SKILL_SHEET_NOT_FOUND');

    const audit = await auditHistory(t, viewer, 'member', m.id);
    expect(audit.map((a) => [a.action, a.changes])).toEqual([
      ['create', { skill_sheet: { before: null, after: '消す.pdf' } }],
      ['delete', { skill_sheet: { before: '消す.pdf', after: null } }],
    ]);
  });

  it('lets every role download a sheet as the file with its Japanese name or as base64, each download audited', async () => {
    const m = await member();
    const bytes = pdf();
    const { file_name: filename } = (await upload(editor, m.id, bytes, '職務経歴書.pdf').expect(200)).body.sheet as { file_name: string };

    const file = await download(viewer, { filename }).expect(200);
    expect((file.body as Buffer).equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(bytes.length));
    expect(file.headers['cache-control']).toBe('no-store');
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(file.headers['content-disposition'])![1])).toBe('職務経歴書.pdf');

    const base64 = await http().get('/api/admin/user/admin-download').set(editor).query({ filename, format: 'base64' }).expect(200);
    expect(base64.body).toEqual({ result: bytes.toString('base64'), type: 'application/pdf', name: '職務経歴書.pdf' });

    const downloads = await auditHistory(t, viewer, 'member', m.id, { action: 'download' });
    expect(downloads.map((a) => [a.staff_id, a.changes])).toEqual([
      [viewerId, { skill_sheet: { before: null, after: '職務経歴書.pdf' } }],
      [editorId, { skill_sheet: { before: null, after: '職務経歴書.pdf' } }],
    ]);

    expect((await download(viewer, { filename: `${randomUUID()}.pdf` }).expect(404)).body.toString()).toContain('SKILL_SHEET_NOT_FOUND');
    expect((await http().get('/api/admin/user/admin-download').set(viewer).query({ filename, format: 'zip' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect(await auditHistory(t, viewer, 'member', m.id, { action: 'download' })).toHaveLength(2);
  });

  it('bundles the member\'s sheets as skillsheet.zip, streamed, names and bytes intact, audited; 404 without sheets', async () => {
    const m = await member();
    const first = pdf();
    const second = pdf();
    const old = ole2();
    await upload(editor, m.id, first, '職務経歴書.pdf').expect(200);
    await upload(editor, m.id, second, '職務経歴書.pdf').expect(200);
    await t.app.get(SkillSheetsService).upload(m.id, { buffer: old, originalName: 'スキル.xls' });

    const res = await http().get('/api/admin/user/admin-bulk-download').set(viewer).query({ id: m.id }).buffer(true).parse(binaryParser).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="skillsheet.zip"; filename*=UTF-8''skillsheet.zip`);
    expect(res.headers['content-length']).toBeUndefined(); // streamed (chunked), never built first
    const zip = await JSZip.loadAsync(res.body as Buffer);
    expect(Object.keys(zip.files).sort()).toEqual(['スキル.xls', '職務経歴書 (2).pdf', '職務経歴書.pdf'].sort());
    expect((await zip.file('職務経歴書.pdf')!.async('nodebuffer')).equals(first)).toBe(true);
    expect((await zip.file('職務経歴書 (2).pdf')!.async('nodebuffer')).equals(second)).toBe(true);
    expect((await zip.file('スキル.xls')!.async('nodebuffer')).equals(old)).toBe(true);

    const downloads = await auditHistory(t, viewer, 'member', m.id, { action: 'download' });
    expect(downloads.map((a) => [a.staff_id, a.changes.skill_sheet.after])).toEqual([[viewerId, ['職務経歴書.pdf', '職務経歴書.pdf', 'スキル.xls']]]);

    const none = await member();
    const empty = await http().get('/api/admin/user/admin-bulk-download').set(viewer).query({ id: none.id }).expect(404);
    expect(empty.body).toMatchObject({ code: 'SKILL_SHEET_NOT_FOUND', message: 'ダウンロードできるスキルシートがありません' });
    expect(await auditHistory(t, viewer, 'member', none.id)).toEqual([]);
  });

  it('refuses uploads and deletes to viewers (403 ADMIN_FORBIDDEN_ROLE), writing nothing', async () => {
    const m = await member();
    const sheet = await t.app.get(SkillSheetsService).upload(m.id, { buffer: pdf(), originalName: '本人.pdf' });
    expect((await upload(viewer, m.id, pdf(), 'a.pdf').expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    expect((await http().post('/api/admin/user/admin-delete').set(viewer).send({ user_id: m.id, id: sheet.id }).expect(403)).body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    expect((await rowsOf(m.id)).map((r) => [r.id, r.deletedAt])).toEqual([[sheet.id, null]]);
    expect(await auditHistory(t, viewer, 'member', m.id)).toEqual([]);
  });
});
