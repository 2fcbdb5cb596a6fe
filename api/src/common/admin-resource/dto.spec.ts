import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import fc from 'fast-check';
import { ValidationFailedException } from '../errors/all-exceptions.filter';
import { createValidationPipe } from '../validation/validation.pipe';
import { countInfo } from './count-info.dto';
import { AdminEditBodyDto, AdminEditedRecordDto } from './edit-body.dto';
import { IdBodyDto, IdsBodyDto } from './ids.dto';
import { pageOf } from './paged-response.dto';
import { AdminSearchQuery } from './search-query.dto';
import { TermSearchQueryDto } from './term-search.dto';

const SORTS = ['published_at', 'id'] as const;
class ExampleSearchQueryDto extends AdminSearchQuery(SORTS, { sort: 'published_at', order: 'desc' }) {}

const pipe = createValidationPipe();
/** What the global pipe makes of a request's query or body: the DTO, or the field errors it answers. */
async function parse<T>(metatype: Type<T>, value: unknown, type: 'query' | 'body' = 'query'): Promise<T | Record<string, string[]>> {
  try {
    return (await pipe.transform(value, { type, metatype })) as T;
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.errors;
    throw error;
  }
}

describe('admin list paging (AdminSearchQuery)', () => {
  it('fills the defaults: page 1, 50 per page, the declared sort and order', async () => {
    expect(await parse(ExampleSearchQueryDto, {})).toEqual(Object.assign(new ExampleSearchQueryDto(), { page: 1, per_page: 50, sort: 'published_at', order: 'desc' }));
    expect(await parse(ExampleSearchQueryDto, { page: '３', per_page: '100', sort: 'id', order: 'asc' })).toMatchObject({ page: 3, per_page: 100, sort: 'id', order: 'asc' });
  });

  it('refuses what is out of range or not declared, field by field', async () => {
    expect(await parse(ExampleSearchQueryDto, { page: '0', per_page: '101', sort: 'title', order: 'random' })).toEqual({
      page: ['1以上の値を入力してください'],
      per_page: ['100以下の値を入力してください'],
      sort: ['published_at、idのいずれかを指定してください'],
      order: ['asc、descのいずれかを指定してください'],
    });
    expect(await parse(ExampleSearchQueryDto, { page: '1.5', per_page: 'x' })).toEqual({ page: ['整数で入力してください'], per_page: expect.arrayContaining(['整数で入力してください']) });
  });

  it('accepts exactly the pages ≥ 1 and page sizes 1–100 (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -5, max: 200 }), fc.integer({ min: -5, max: 200 }), async (page, perPage) => {
        const result = await parse(ExampleSearchQueryDto, { page: String(page), per_page: String(perPage) });
        const valid = page >= 1 && perPage >= 1 && perPage <= 100;
        expect(result instanceof ExampleSearchQueryDto).toBe(valid);
      }),
      { seed: 15, numRuns: 200 },
    );
  });

  it('answers a page with its last page (1 when empty)', () => {
    expect(pageOf(['a', 'b'], 101, { page: 2, per_page: 50 })).toEqual({ items: ['a', 'b'], total: 101, page: 2, per_page: 50, last_page: 3 });
    expect(pageOf([], 0, { page: 1, per_page: 50 })).toMatchObject({ last_page: 1 });
    expect(pageOf([], 100, { page: 1, per_page: 50 })).toMatchObject({ last_page: 2 });
  });
});

describe('the other toolkit bodies and answers', () => {
  it('takes 1–100 distinct ids for delete-multiple', async () => {
    expect(await parse(IdsBodyDto, { ids: [3, '４'] }, 'body')).toMatchObject({ ids: [3, 4] });
    expect(await parse(IdsBodyDto, { ids: [] }, 'body')).toEqual({ ids: ['1件以上指定してください'] });
    expect(await parse(IdsBodyDto, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'body')).toEqual({ ids: ['100件以内で指定してください'] });
    expect(await parse(IdsBodyDto, { ids: [1, 1] }, 'body')).toEqual({ ids: ['同じ値が重複しています'] });
    expect(await parse(IdsBodyDto, { ids: [0, 'x'] }, 'body')).toEqual({ ids: expect.arrayContaining(['1以上の値を入力してください']) });
    expect(await parse(IdsBodyDto, { ids: 'x' }, 'body')).toEqual({ ids: expect.arrayContaining(['配列で指定してください']) });
    // A missing id is a missing required field, not an out-of-range one.
    expect(await parse(IdsBodyDto, {}, 'body')).toEqual({ ids: ['必須項目です'] });
    expect(await parse(IdBodyDto, {}, 'body')).toEqual({ id: ['必須項目です'] });
    expect(await parse(IdBodyDto, { id: '１２' }, 'body')).toMatchObject({ id: 12 });
  });

  it('needs a version to edit (an id), not to create', async () => {
    expect(await parse(AdminEditBodyDto, {}, 'body')).toEqual(new AdminEditBodyDto());
    expect(await parse(AdminEditBodyDto, { id: 5 }, 'body')).toEqual({ version: ['必須項目です'] });
    expect(await parse(AdminEditBodyDto, { id: 5, version: 0 }, 'body')).toMatchObject({ id: 5, version: 0 });
  });

  it('needs both id and version of an edit that does not create, as required fields', async () => {
    expect(await parse(AdminEditedRecordDto, {}, 'body')).toEqual({ id: ['必須項目です'], version: ['必須項目です'] });
    expect(await parse(AdminEditedRecordDto, { id: '５', version: '0' }, 'body')).toMatchObject({ id: 5, version: 0 });
  });

  it('takes a typeahead term (folded, required) and a limit of 1–50, 20 by default', async () => {
    expect(await parse(TermSearchQueryDto, { term: ' Ｊａｖａ ' })).toMatchObject({ term: 'Java', limit: 20 });
    expect(await parse(TermSearchQueryDto, { term: '', limit: '51' })).toEqual({ term: ['必須項目です'], limit: ['50以下の値を入力してください'] });
  });

  it('counts every status in tab order, 0 where none', () => {
    expect(countInfo({ published: '公開中', draft: '下書き' }, { draft: 2 })).toEqual({
      counts: [
        { status: 'published', label: '公開中', count: 0 },
        { status: 'draft', label: '下書き', count: 2 },
      ],
    });
  });
});
