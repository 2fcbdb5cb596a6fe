import { generateAll } from '../scripts/generate';
import fixture from '../test/fixtures/openapi.json';

// jsdom (the web project's environment) has no structuredClone.
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const files = generateAll(fixture);
const file = (name: string) => {
  const text = files.get(`src/sdk/${name}.ts`);
  if (text === undefined) throw new Error(`no src/sdk/${name}.ts among ${[...files.keys()].join(', ')}`);
  return text;
};

describe('generateAll: the SDK', () => {
  it('writes one module per tag (camelCase) and an index of namespaces', () => {
    expect([...files.keys()].sort()).toEqual([
      'src/schema.ts',
      'src/sdk/adminItems.ts',
      'src/sdk/frontConsider.ts',
      'src/sdk/frontItems.ts',
      'src/sdk/frontMembers.ts',
      'src/sdk/frontSkillSheets.ts',
      'src/sdk/frontTags.ts',
      'src/sdk/index.ts',
    ]);
    expect(files.get('src/sdk/index.ts')).toContain("export * as frontItems from './frontItems';");
    expect(files.get('src/sdk/index.ts')).toContain("export type * from './frontItems';");
  });

  it('defines reads as queries and writes as mutations, each a pure call bundlers can drop', () => {
    expect(file('frontItems')).toContain(
      "export const ItemsController_getItemDetail = /* @__PURE__ */ defineQuery<ItemsController_getItemDetailParams, ItemsController_getItemDetailResponse, ItemsController_getItemDetailError>('frontItems', 'ItemsController_getItemDetail', {",
    );
    expect(file('frontMembers')).toContain('/* @__PURE__ */ defineMutation<MembersController_updateUserInfoBody,');
  });

  it('merges path, query and header params into one typed object and says where each goes', () => {
    expect(file('frontItems')).toContain("  pathParams: ['id'],\n  variables: 'params',");
    expect(file('frontItems')).toMatch(/export type ItemsController_getItemDetailParams = \{\n {2}id: number;\n {2}preview\?: boolean;\n\};/);
    expect(file('adminItems')).toContain("  headerParams: ['X-Admin-Trace'],\n  variables: 'both',");
    expect(file('adminItems')).toContain(
      'export type AdminItemsController_searchVariables = { params?: AdminItemsController_searchParams; body?: AdminItemsController_searchBody };',
    );
  });

  it('makes the params optional (`| void`) only when none is required', () => {
    expect(file('frontItems')).toContain('defineQuery<ItemsController_getNewItemListParams | void,');
    expect(file('frontItems')).toContain('defineQuery<ItemsController_getSearchByKeywordListParams,');
    expect(file('frontSkillSheets')).toContain('defineQuery<void,');
  });

  it('types the error as the union of the documented non-2xx JSON bodies, else the generic body', () => {
    expect(file('frontConsider')).toContain(
      "/** The documented error bodies (409, 419). */\nexport type ConsiderController_storeConsiderItemError = components['schemas']['ApiErrorDto'];",
    );
    expect(file('frontItems')).toContain('export type ItemsController_getNewItemListError = ApiErrorBody;');
    const withCodes = clone(fixture) as typeof fixture & { components: { schemas: Record<string, unknown> } };
    withCodes.components.schemas.NotFoundDto = {
      type: 'object',
      required: ['statusCode', 'code', 'message'],
      properties: { statusCode: { type: 'number' }, code: { type: 'string', enum: ['ITEM_NOT_FOUND'] }, message: { type: 'string' } },
    };
    const detail = (withCodes.paths as unknown as Record<string, { get: { responses: Record<string, unknown> } }>)['/api/front/item/get-item-detail/{id}'];
    detail.get.responses['404'] = { description: '', content: { 'application/json': { schema: { $ref: '#/components/schemas/NotFoundDto' } } } };
    detail.get.responses['400'] = { description: '', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } } };
    expect(generateAll(withCodes).get('src/sdk/frontItems.ts')).toContain(
      "export type ItemsController_getItemDetailError = components['schemas']['ApiErrorDto'] | components['schemas']['NotFoundDto'];",
    );
  });

  it('reads non-JSON answers as text or a Blob', () => {
    expect(file('frontTags')).toContain("  parseAs: 'text',");
    expect(file('frontTags')).toContain('export type TagsController_getHtmlContentResponse = string;');
    expect(file('frontSkillSheets')).toContain("  parseAs: 'blob',");
  });

  it('is deterministic and refuses a duplicate or missing operationId', () => {
    expect(generateAll(fixture)).toEqual(files);
    const duplicate = clone(fixture);
    (duplicate.paths['/api/front/get-new-item-list'].get as { operationId: string }).operationId = 'ItemsController_getItemDetail';
    expect(() => generateAll(duplicate)).toThrow(/operationId ItemsController_getItemDetail is used by/);
    const missing = clone(fixture);
    delete (missing.paths['/api/front/get-new-item-list'].get as { operationId?: string }).operationId;
    expect(() => generateAll(missing)).toThrow(/GET \/api\/front\/get-new-item-list: operationId missing/);
  });
});
