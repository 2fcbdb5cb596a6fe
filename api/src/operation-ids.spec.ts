import { readFileSync } from 'node:fs';
import path from 'node:path';
import { operationIdForPath } from './operation-ids';

// The committed document (platform.e2e-spec checks it matches what the API serves).
const doc = JSON.parse(readFileSync(path.resolve(__dirname, '../../packages/api-client/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path: p, method, id: op.operationId })),
);

describe('operationIds', () => {
  it('follows the path names of SPEC §7', () => {
    expect(operationIdForPath('/api/front/item/get-search-by-keyword-list')).toBe('getSearchByKeywordList');
    expect(operationIdForPath('/api/front/item/get-item-detail/{id}')).toBe('getItemDetail');
    expect(operationIdForPath('/api/front/consider/store-consider-item')).toBe('storeConsiderItem');
    expect(operationIdForPath('/api/admin/item/tag/category/search')).toBe('adminItemTagCategorySearch');
    expect(operationIdForPath('/api/admin/login')).toBe('adminLogin');
    expect(operationIdForPath('/api/health')).toBeUndefined();
  });

  it.each(operations)('$method $path declares its operationId by the rule', ({ path: p, id }) => {
    expect(id).toBeDefined();
    expect(id).not.toMatch(/^MISSING_OPERATION_ID_/);
    const expected = operationIdForPath(p);
    if (expected !== undefined) expect(id).toBe(expected);
  });

  it('are unique', () => {
    const ids = operations.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
