import fs from 'fs';
import os from 'os';
import path from 'path';
import ts from 'typescript';
import { generateSchemaTs, HEADER } from '../scripts/generate';
import fixture from '../test/fixtures/openapi.json';

const output = generateSchemaTs(fixture);
const lines = output.split('\n').map((line) => line.trim());

/** The lines of one block (from its opening line to the matching close), trimmed. */
function block(opening: string): string[] {
  const start = output.split('\n').findIndex((line) => line.trim() === opening);
  if (start < 0) throw new Error(`no line ${opening}`);
  const all = output.split('\n');
  const indent = all[start].length - all[start].trimStart().length;
  const end = all.findIndex((line, i) => i > start && line.length - line.trimStart().length === indent && line.trim().startsWith('}'));
  return all.slice(start, end + 1).map((line) => line.trim());
}

describe('generateSchemaTs', () => {
  it('starts with the do-not-edit header', () => {
    expect(output).toContain(HEADER);
    expect(output.split('\n').slice(0, 4).join('\n')).toContain('generated — do not edit; run npm run generate -w @er/api-client');
  });

  it('renders components: $refs, nested objects, arrays, enums, nullable, allOf and oneOf', () => {
    expect(block('ItemSummaryDto: {')).toEqual(
      expect.arrayContaining([
        "prefecture: components['schemas']['PrefectureDto'] | null;",
        'rate_max: number | null;',
        '/** 万円 per month; null when negotiable */',
        "status: 'open' | 'closed' | 'draft';",
        "tags: components['schemas']['TagDto'][];",
      ]),
    );
    expect(lines).toContain('kind: 1 | 2 | 3;');
    expect(lines).toContain("ItemDetailDto: components['schemas']['ItemSummaryDto'] & {");
    expect(lines).toContain(
      "contract: components['schemas']['OutsourcingContractDto'] | components['schemas']['DispatchContractDto'];",
    );
    expect(block('working_period: {')).toEqual(['working_period: {', 'max_months?: number | null;', 'min_months: number;', '};']);
    expect(lines).toContain("'data-source'?: string;");
    expect(lines).toContain('meta?: { [key: string]: unknown };');
    expect(lines).toContain('errors?: { [key: string]: string[] };');
    expect(lines).toContain("statuses?: ('open' | 'closed' | 'draft')[];");
    expect(lines).toContain('skills?: string[][];');
    expect(lines).toContain("gender?: 'male' | 'female' | 'other' | null;");
  });

  it('marks required properties and parameters as required and the rest optional', () => {
    expect(block('PrefectureDto: {')).toEqual(['PrefectureDto: {', 'id: number;', 'name: string;', '};']);
    expect(block('AdminItemSearchDto: {')).toContain('keyword?: string;');
    // A required query parameter makes the whole query object required.
    const search = block("'/api/front/item/get-search-by-keyword-list': {");
    expect(search).toEqual(expect.arrayContaining(['query: {', 'keyword: string;', 'page?: number;', 'path?: never;']));
    const list = block("'/api/front/get-new-item-list': {");
    expect(list).toEqual(
      expect.arrayContaining(['query?: {', 'limit?: number;', 'tag_ids?: number[];', "sort?: 'new' | 'rate_max';", 'requestBody?: never;']),
    );
    expect(block("'/api/front/item/get-item-detail/{id}': {")).toEqual(
      expect.arrayContaining(['path: {', 'id: number;', 'preview?: boolean;']),
    );
  });

  it('renders request bodies, every response code, and non-JSON responses', () => {
    const store = block("'/api/front/consider/store-consider-item': {");
    expect(store).toEqual(
      expect.arrayContaining([
        'requestBody: {',
        "'application/json': components['schemas']['StoreConsiderItemDto'];",
        '201: {',
        'result: boolean;',
        '409: {',
        '419: {',
        'content?: never;',
      ]),
    );
    expect(block("'/api/admin/item/search': {")).toEqual(
      expect.arrayContaining(['requestBody?: {', "'X-Admin-Trace'?: string;", "'default': {", '403: {']),
    );
    expect(lines).toContain("'text/html': string;");
    expect(lines).toContain("'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;");
    expect(block("'multipart/form-data': {")).toEqual(["'multipart/form-data': {", 'file: Blob;', 'note?: string;', '};']);
    expect(block("'/api/front/delete-skill-sheet/{filename}': {")).toEqual(
      expect.arrayContaining(['/** @deprecated */', 'delete: {', '204: {']),
    );
  });

  it('is deterministic: key order in the document does not change the output', () => {
    const reverse = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverse)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reverse(v)]))
          : value;
    expect(generateSchemaTs(reverse(fixture) as typeof fixture)).toBe(output);
    expect(generateSchemaTs(fixture)).toBe(output);
  });

  it('without a document, writes empty paths/components and a warning', () => {
    const empty = generateSchemaTs(null);
    expect(empty).toContain(HEADER);
    expect(empty).toContain('WARNING: packages/api-client/openapi.json was missing');
    expect(empty).toContain('export interface paths {}');
    expect(empty).toContain('schemas: {};');
  });

  it('rejects what is not an OpenAPI 3 document, and unresolved $refs', () => {
    expect(() => generateSchemaTs({ swagger: '2.0' })).toThrow('expected an OpenAPI 3.x document');
    expect(() =>
      generateSchemaTs({ openapi: '3.0.0', components: { schemas: { A: { $ref: '#/components/schemas/Missing' } } } }),
    ).toThrow('unresolved $ref #/components/schemas/Missing');
  });
});

describe('generated types with the client', () => {
  // Compiles the fixture's schema.ts plus a file using it through createApiClient; the
  // expect-error directives in it prove misuse is rejected (an unused one is itself an error).
  const usage = `
import { createApiClient, type ApiErrorBody } from ${JSON.stringify(path.resolve(__dirname, 'client'))};
import type { paths, components } from './schema';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assert = <T extends true>() => undefined as unknown as T;

export async function use() {
  const api = createApiClient<paths>({ baseUrl: 'https://api.example.jp', getToken: () => 'jwt' });

  const detail = await api.get('/api/front/item/get-item-detail/{id}', { params: { path: { id: 1 }, query: { preview: true } } });
  if (detail.data) {
    assert<Equal<typeof detail.data, components['schemas']['ItemDetailDto']>>();
    const title: string = detail.data.title;
    const contract: 'outsourcing' | 'dispatch' = detail.data.contract.type;
    const rate: number | null = detail.data.rate_max;
    void title, contract, rate;
  } else {
    assert<Equal<typeof detail.error, ApiErrorBody>>();
  }

  const list = await api.get('/api/front/get-new-item-list');
  assert<Equal<typeof list.data, components['schemas']['ItemSummaryDto'][] | undefined>>();
  await api.get('/api/front/get-new-item-list', { params: { query: { tag_ids: [1, 2], sort: 'new' } } });
  await api.get('/api/front/item/get-search-by-keyword-list', { params: { query: { keyword: 'Go' } } });

  const stored = await api.post('/api/front/consider/store-consider-item', { body: { user_id: 1, item_id: 2 } });
  assert<Equal<typeof stored.data, { result: boolean } | undefined>>();
  const updated = await api.put('/api/front/update-user-info', { body: { user_id: 1, prefecture_id: null } });
  assert<Equal<typeof updated.data, components['schemas']['MemberDto'] | undefined>>();
  const removed = await api.delete('/api/front/delete-skill-sheet/{filename}', { params: { path: { filename: 'a.xlsx' } } });
  assert<Equal<typeof removed.data, undefined>>();
  await api.post('/api/admin/item/search');
  await api.post('/api/front/upload-skill-sheet', { body: { file: new Blob([]) } });
  await api.post('/api/front/upload-skill-sheet', { body: new FormData() });

  const template = await api.get('/api/front/download-skill-sheet-template', { parseAs: 'blob' });
  assert<Equal<typeof template.data, Blob | undefined>>();
  const html = await api.get('/api/front/item/tag/get-html-content', { params: { query: { tag_id: 3 } }, parseAs: 'text' });
  assert<Equal<typeof html.data, string | undefined>>();

  // @ts-expect-error get-new-item-list has no POST
  await api.post('/api/front/get-new-item-list');
  // @ts-expect-error unknown path
  await api.get('/api/front/no-such-path');
  // @ts-expect-error the path parameter is required
  await api.get('/api/front/item/get-item-detail/{id}');
  // @ts-expect-error id is a number
  await api.get('/api/front/item/get-item-detail/{id}', { params: { path: { id: 'x' } } });
  // @ts-expect-error keyword is a required query parameter
  await api.get('/api/front/item/get-search-by-keyword-list', { params: { query: { page: 2 } } });
  // @ts-expect-error the body is required
  await api.post('/api/front/consider/store-consider-item');
  // @ts-expect-error item_id is missing
  await api.post('/api/front/consider/store-consider-item', { body: { user_id: 1 } });
  // @ts-expect-error sort is an enum
  await api.get('/api/front/get-new-item-list', { params: { query: { sort: 'old' } } });
  // @ts-expect-error GET takes no body
  await api.get('/api/front/get-new-item-list', { body: { a: 1 } });
}
`;

  it('compiles under strict TypeScript, and misuse does not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-client-schema-'));
    try {
      fs.writeFileSync(path.join(dir, 'schema.ts'), output);
      fs.writeFileSync(path.join(dir, 'usage.ts'), usage);
      const program = ts.createProgram([path.join(dir, 'usage.ts'), path.join(dir, 'schema.ts')], {
        strict: true,
        noEmit: true,
        noUnusedLocals: false,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: [],
        skipLibCheck: true,
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
        const where = d.file && d.start !== undefined ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
        return `${where}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
      expect(diagnostics).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
