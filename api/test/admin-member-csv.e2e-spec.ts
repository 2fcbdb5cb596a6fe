import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CSV_BOM, readCsv } from '../src/common/csv';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { AuditLogEntity } from '../src/modules/audit-log/entities/audit-log.entity';
import { PrefectureEntity } from '../src/modules/master/entities/prefecture.entity';
import { AdminMemberCsvModule } from '../src/modules/members/admin-members/admin-member-csv.module';
import { AdminMemberCsvService } from '../src/modules/members/admin-members/admin-member-csv.service';
import { AdminMemberRepository } from '../src/modules/members/admin-members/admin-member.repository';
import { MemberSkillEntity } from '../src/modules/members/entities/member-skill.entity';
import { MemberEntity, MemberImpression, MemberProgress } from '../src/modules/members/entities/member.entity';
import { makeMember, makeTag } from './support/factories';
import { staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, eventually, type TestApp } from './support/test-app';

jest.setTimeout(300_000);

const HEADERS = [
  '会員ID', '氏名', 'フリガナ', 'メールアドレス', '電話番号', '性別', '生年月日', '年齢', '都道府県', '最寄り駅', '最終学歴',
  '国籍', '希望単価（円/月）', '進捗', '印象', '登録状態', 'メルマガ', '最終ログイン日時', '登録日時',
];
const column = (name: string) => HEADERS.indexOf(name);

/** The raw bytes of a response, whatever its type (supertest would decode text, and might drop the BOM). */
function bytes(res: request.Response): Buffer {
  return res.body as Buffer;
}
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** The file's records (header first), checking the BOM is there once, at the start. */
function records(res: request.Response): string[][] {
  const raw = bytes(res);
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = raw.toString('utf8');
  expect(text.indexOf(CSV_BOM, 1)).toBe(-1);
  return readCsv(text.slice(CSV_BOM.length));
}

/**
 * Issue 16: the member list as CSV for Excel (SPEC §7 member/get-csv, member/chunk-download) on MariaDB — the
 * file's form (BOM, CRLF, Japanese headers, quoting, formula cells), the list's filters and order, the split
 * download, the roles, the audit row, and the reads in keyset batches.
 */
describe('member CSV exports (member/get-csv, member/chunk-download)', () => {
  let t: TestApp;
  let editor: StaffHeaders;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
    editor = (await staffSession(t, AdminRole.Editor, '書出 次郎')).headers;
    viewer = (await staffSession(t, AdminRole.Viewer, '閲覧 三郎')).headers;
    await t.dataSource.getRepository(PrefectureEntity).save([{ id: 13, name: '東京都', regionId: 1 as never }]);
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const getCsv = (query: Record<string, string | number>, as = editor) => http().get('/api/admin/member/get-csv').set(as).query(query).buffer(true).parse(binary);
  const chunk = (query: Record<string, string | number>, as = editor) => http().get('/api/admin/member/chunk-download').set(as).query(query).buffer(true).parse(binary);
  const json = (res: request.Response) => JSON.parse(bytes(res).toString('utf8'));

  async function member(tag: string, fields: Partial<MemberEntity> = {}) {
    const { member: created } = await makeMember(t.dataSource, { email: `${tag}-${randomBytes(3).toString('hex')}@example.com` });
    if (Object.keys(fields).length) await t.dataSource.getRepository(MemberEntity).update({ id: created.id }, fields);
    return t.dataSource.getRepository(MemberEntity).findOneOrFail({ where: { id: created.id } });
  }
  const tagOf = () => `c${randomBytes(4).toString('hex')}`;

  /** `count` members whose e-mail holds `tag`, written in bulk (the password hash is never checked here). */
  async function manyMembers(tag: string, count: number): Promise<void> {
    const repo = t.dataSource.getRepository(MemberEntity);
    for (let from = 0; from < count; from += 500) {
      const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => ({
        email: `${tag}-${from + i}@example.com`,
        passwordHash: 'x',
        lastName: '一括',
        firstName: `${from + i}`,
        lastNameKana: 'イッカツ',
        firstNameKana: `${String(from + i).padStart(5, '0')}`,
      }));
      await repo.insert(rows);
    }
  }

  it('writes UTF-8 with BOM and CRLF, Japanese headers, quoted commas, quotes and line breaks, formula cells prefixed, Japan time', async () => {
    const tag = tagOf();
    const plain = await member(tag, {
      lastName: '山田',
      firstName: '太郎',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'タロウ',
      tel: '090-1234-5678',
      birthDate: '1990-04-01',
      prefectureId: 13,
      station: '渋谷駅',
      progress: MemberProgress.Called,
      impression: MemberImpression.Excellent,
      magazineFlag: true,
      createdAt: new Date('2026-03-31T15:30:00Z'),
    });
    const tricky = await member(tag, {
      lastName: '=HYPERLINK("http://evil.example")',
      firstName: '',
      station: '新宿,"南口"\r\n改札',
      tel: '+81-90-0000-0000',
      createdAt: new Date('2026-04-02T00:00:00Z'),
    });

    const res = await getCsv({ keyword: tag, sort: 'registered_at', order: 'asc' }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''%E4%BC%9A%E5%93%A1%E4%B8%80%E8%A6%A7_\d{8}\.csv$/);
    const text = bytes(res).toString('utf8');
    // Every line break outside a quoted cell is CRLF, and the file ends with one.
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = records(res);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual([plain.id, tricky.id]);
    expect(rows[1]).toEqual([
      String(plain.id), '山田 太郎', 'ヤマダ タロウ', plain.email, '090-1234-5678', '', '1990/04/01', expect.stringMatching(/^\d+$/), '東京都', '渋谷駅', '',
      '', '', '電話済み', '優良', '本登録', '受け取る', '', '2026/04/01 00:30:00',
    ]);
    expect(rows[2][column('氏名')]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(rows[2][column('電話番号')]).toBe("'+81-90-0000-0000");
    expect(rows[2][column('最寄り駅')]).toBe('新宿,"南口"\r\n改札');
    expect(rows[2][column('印象')]).toBe('未評価');
    expect(text).toContain('"新宿,""南口""\r\n改札"');
  });

  it('applies the list\'s filters and follows its order (member/search\'s, page after page)', async () => {
    const tag = tagOf();
    const kana = ['アオキ', 'ウエダ', 'アオキ', 'イトウ'];
    const made = [];
    for (const [i, lastNameKana] of kana.entries()) {
      made.push(await member(tag, { lastNameKana, firstNameKana: `${'カキクケ'[3 - i]}`, progress: i === 3 ? MemberProgress.InOperation : MemberProgress.Called }));
    }
    for (const query of [
      { sort: 'last_name_kana', order: 'asc' },
      { sort: 'last_name_kana', order: 'desc' },
      { sort: 'email', order: 'asc' },
      { sort: 'registered_at', order: 'desc' },
    ]) {
      const listed = (await http().get('/api/admin/member/search').set(viewer).query({ keyword: tag, per_page: 100, ...query }).expect(200)).body.items.map((row: { id: number }) => row.id);
      const exported = records(await getCsv({ keyword: tag, ...query }).expect(200)).slice(1).map((row) => Number(row[0]));
      expect(exported).toEqual(listed);
      expect(exported).toHaveLength(4);
    }
    // Kana: family name, then given name (アオキ ケ before アオキ ク in descending order).
    const desc = records(await getCsv({ keyword: tag, sort: 'last_name_kana', order: 'desc' }).expect(200)).slice(1).map((row) => row[column('フリガナ')]);
    expect(desc).toEqual(['ウエダ ク', 'イトウ カ', 'アオキ ケ', 'アオキ キ']);
    const working = records(await getCsv({ keyword: tag, progress: MemberProgress.InOperation }).expect(200));
    expect(working.slice(1).map((row) => Number(row[0]))).toEqual([made[3].id]);
    // The skills filter search gained (comma-joined tag ids, every one required) applies too: one query builder.
    const [java, aws] = [await makeTag(t.dataSource), await makeTag(t.dataSource)];
    await t.dataSource.getRepository(MemberSkillEntity).insert([
      { memberId: made[0].id, tagId: java.id, experienceYears: 3 },
      { memberId: made[0].id, tagId: aws.id, experienceYears: null },
      { memberId: made[1].id, tagId: java.id, experienceYears: 1 },
    ]);
    const skilled = records(await getCsv({ keyword: tag, skills: `${java.id},${aws.id}` }).expect(200));
    expect(skilled.slice(1).map((row) => Number(row[0]))).toEqual([made[0].id]);
    const none = records(await getCsv({ keyword: `${tag}-nobody` }).expect(200));
    expect(none).toEqual([HEADERS]);
  });

  it('refuses viewers (personal data in bulk: editors and owners only), and paging parameters', async () => {
    for (const path of ['get-csv', 'chunk-download']) {
      const res = await http().get(`/api/admin/member/${path}`).set(viewer).query({ size: 1000 }).expect(403);
      expect(res.body.code).toBe('ADMIN_FORBIDDEN_ROLE');
    }
    await http().get('/api/admin/member/get-csv').set(editor).query({ page: 2 }).expect(400);
  });

  it('records each export in the audit log once it has ended: the filters, the rows sent, complete', async () => {
    const tag = tagOf();
    const { id: staffId, headers } = await staffSession(t, AdminRole.Owner, '監査 四郎');
    await member(tag);
    await member(tag, { progress: MemberProgress.Called });
    await getCsv({ keyword: tag, progress: MemberProgress.Called }, headers).expect(200);
    const rows = await eventually(async () => {
      const found = await t.dataSource.getRepository(AuditLogEntity).find({ where: { staffId, action: 'export' } });
      return found.length ? found : undefined;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resource: 'member', recordId: null, staffName: '監査 四郎' });
    expect(rows[0].changes).toEqual({
      keyword: { before: null, after: tag },
      progress: { before: null, after: MemberProgress.Called },
      sort: { before: null, after: 'registered_at' },
      order: { before: null, after: 'desc' },
      rows: { before: null, after: 1 },
      completed: { before: null, after: true },
    });
    // A refused or failed request sent nothing, and leaves no row.
    await http().get('/api/admin/member/chunk-download').set(headers).query({ keyword: tag, size: 1000, part: 9 }).expect(404);
    expect(await t.dataSource.getRepository(AuditLogEntity).count({ where: { staffId, action: 'export' } })).toBe(1);
  });

  describe('5,000 members', () => {
    const tag = tagOf();
    beforeAll(async () => {
      await manyMembers(tag, 5000);
    });

    it('reads them in keyset batches of the batch size, never more at once', async () => {
      const service = t.app.get(AdminMemberCsvService);
      // The export module's own repository (MembersModule has another instance of it).
      const repository = t.app.select(AdminMemberCsvModule).get(AdminMemberRepository);
      const spy = jest.spyOn(repository, 'exportBatch');
      const batchSize = service.batchSize;
      service.batchSize = 500;
      try {
        // Registration time: rows written in bulk share it, so the batches' boundaries fall inside ties (the id decides).
        const rows = records(await getCsv({ keyword: tag, sort: 'registered_at', order: 'desc' }).expect(200)).slice(1);
        expect(rows).toHaveLength(5000);
        expect(new Set(rows.map((row) => row[0])).size).toBe(5000);
        const calls = spy.mock.calls.filter(([query]) => query.keyword === tag);
        // Ten full batches and the empty one that ends the list; each after the last row read, none by OFFSET.
        expect(calls.map(([, , limit]) => limit)).toEqual(Array(11).fill(500));
        expect(calls[0][1]).toBeUndefined();
        expect(calls.slice(1).every(([, after, , skip]) => Array.isArray(after) && !skip)).toBe(true);
      } finally {
        service.batchSize = batchSize;
        spy.mockRestore();
      }
    });

    it('splits them into numbered parts: the list of parts, each part as CSV, the last one shorter; a part past the end is 404', async () => {
      const listing = await chunk({ keyword: tag, size: 2000, sort: 'last_name_kana', order: 'asc' }).expect(200);
      expect(listing.headers['content-type']).toContain('application/json');
      const parts = json(listing);
      expect(parts).toMatchObject({
        total: 5000,
        size: 2000,
        parts: [
          { part: 1, from: 1, to: 2000 },
          { part: 2, from: 2001, to: 4000 },
          { part: 3, from: 4001, to: 5000 },
        ],
      });
      expect(parts.parts[2].file_name).toMatch(/^会員一覧_\d{8}_3of3\.csv$/);

      const ids: string[] = [];
      for (const part of [1, 2, 3]) {
        const res = await chunk({ keyword: tag, size: 2000, part, sort: 'last_name_kana', order: 'asc' }).expect(200);
        expect(res.headers['x-total-parts']).toBe('3');
        expect(res.headers['content-disposition']).toContain(encodeURIComponent(`_${part}of3.csv`));
        const rows = records(res);
        expect(rows[0]).toEqual(HEADERS);
        expect(rows.length - 1).toBe(part === 3 ? 1000 : 2000);
        ids.push(...rows.slice(1).map((row) => row[0]));
      }
      const whole = records(await getCsv({ keyword: tag, sort: 'last_name_kana', order: 'asc' }).expect(200)).slice(1).map((row) => row[0]);
      expect(ids).toEqual(whole);

      const past = await chunk({ keyword: tag, size: 2000, part: 4 }).expect(404);
      expect(json(past).code).toBe('ADMIN_MEMBER_CSV_PART_NOT_FOUND');
      for (const bad of [{ size: 2000, part: 0 }, { size: 999 }, { size: 50_001 }, { size: 'many' }] as Record<string, string | number>[]) {
        expect(json(await chunk({ keyword: tag, ...bad }).expect(400)).code).toBeDefined();
      }
    });
  });
});
