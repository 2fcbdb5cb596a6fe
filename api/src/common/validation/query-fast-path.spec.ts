import 'reflect-metadata';
import fc from 'fast-check';
import { ValidationPipe, type Type } from '@nestjs/common';
import { EndedItemListQueryDto, RelatedTagsByKeywordQueryDto, SearchItemsQueryDto, TagSearchQueryDto } from '../../modules/items/search/dto/search-items.query.dto';
import { createValidationPipe } from './validation.pipe';
import { fastQueryDto } from './query-fast-path';

const pipe = createValidationPipe();

/** What the pipe answers without its fast path: the DTO, or the error it throws. */
async function throughPipe(metatype: Type, query: object): Promise<{ dto?: unknown; error?: unknown }> {
  try {
    return { dto: await ValidationPipe.prototype.transform.call(pipe, structuredClone(query), { type: 'query', metatype }) };
  } catch (error) {
    return { error };
  }
}

/** Mostly values a visitor's query has, sometimes ones the pipe must fold or report. */
const mostly = <T, U>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<U>) => fc.oneof({ weight: 30, arbitrary: usual }, { weight: 1, arbitrary: odd });
const oddNumber = fc.constantFrom('0', '3', '6', '21', '00', '007', '-1', '1.5', '1e2', '', ' 3', '３', '１２', 'abc', '9999999999', '2,3', '0x10', '1001');
const number = (min: number, max: number) => mostly(fc.integer({ min, max }).map(String), oddNumber);
const numbers = (min: number, max: number) => mostly(fc.oneof(number(min, max), fc.array(number(min, max), { minLength: 1, maxLength: 4 })), fc.array(number(min, max), { maxLength: 25 }));
const text = mostly(
  fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('Java 東京', 'ｊａｖａ', '', '𠮷'.repeat(150), 'a'.repeat(200))),
  fc.oneof(fc.constant('a'.repeat(201)), fc.array(fc.string(), { maxLength: 2 })),
);
const field = {
  keyword: text,
  tags: numbers(1, 300),
  areas: numbers(1, 60),
  rate_min: number(0, 1000),
  rate_max: number(0, 1000),
  include_no_rate: number(0, 1),
  remote: numbers(0, 2),
  weekly_days: number(1, 5),
  contract_types: numbers(1, 5),
  new: number(0, 1),
  sort: mostly(fc.constantFrom('new', 'rate'), fc.oneof(fc.constantFrom('NEW', ''), fc.array(fc.constantFrom('new', 'rate'), { maxLength: 2 }))),
  page: numbers(1, 1000),
  per_page: mostly(fc.constantFrom('10', '20', '50'), fc.oneof(fc.constant('30'), number(0, 60))),
  tag_id: number(1, 300),
  limit: number(0, 60),
};
const searchFields = ['keyword', 'tags', 'areas', 'rate_min', 'rate_max', 'include_no_rate', 'remote', 'weekly_days', 'contract_types', 'new', 'sort', 'page', 'per_page'] as const;
const fieldsOf = new Map<Type, readonly (keyof typeof field)[]>([
  [SearchItemsQueryDto, searchFields],
  [TagSearchQueryDto, [...searchFields, 'tag_id']],
  [EndedItemListQueryDto, ['tag_id', 'limit']],
  [RelatedTagsByKeywordQueryDto, ['keyword']],
]);
/** A query of the DTO's own fields (each present or not), sometimes with one of another DTO or an unknown key. */
const queryOf = (metatype: Type) => {
  const own = Object.fromEntries(fieldsOf.get(metatype)!.map((key) => [key, field[key]]));
  return fc.oneof(
    { weight: 9, arbitrary: fc.record(own, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record({ ...field, unknown: fc.string() }, { requiredKeys: [] }) },
  );
};

describe('fastQueryDto (the validation pipe’s fast path for plainly valid queries)', () => {
  it.each([SearchItemsQueryDto, TagSearchQueryDto, EndedItemListQueryDto, RelatedTagsByKeywordQueryDto])('gives what the pipe gives, or leaves the query to it (%p)', async (metatype) => {
    let fast = 0;
    await fc.assert(
      fc.asyncProperty(queryOf(metatype), async (q) => {
        const dto = fastQueryDto(metatype, structuredClone(q));
        if (dto === undefined) return;
        fast++;
        const piped = await throughPipe(metatype, q);
        expect(piped.error).toBeUndefined();
        expect(dto).toBeInstanceOf(metatype);
        expect(dto).toStrictEqual(piped.dto);
        expect(Object.keys(dto)).toEqual(Object.keys(piped.dto as object));
      }),
      { numRuns: 3000 },
    );
    // The property says something only if the fast path answers: for the search DTOs it does often.
    expect(fast).toBeGreaterThan(100);
  });

  it('answers the plain search queries of the listing pages', () => {
    const dto = fastQueryDto(SearchItemsQueryDto, { keyword: 'Java 東京', areas: ['13', '14'], rate_min: '60', remote: '2', sort: 'rate', page: '3' });
    expect(dto).toBeInstanceOf(SearchItemsQueryDto);
    expect(dto).toMatchObject({ keyword: 'Java 東京', areas: [13, 14], rate_min: 60, remote: [2], sort: 'rate', page: 3 });
    expect(fastQueryDto(TagSearchQueryDto, { tag_id: '5', weekly_days: '3' })).toMatchObject({ tag_id: 5, weekly_days: 3 });
  });

  it('leaves to the pipe what it must report or fold', () => {
    for (const q of [{ page: '0' }, { page: '１' }, { tags: '1,2' }, { sort: 'old' }, { other: '1' }, { page: ['1', '2'] }, { keyword: 'a'.repeat(201) }, { per_page: '30' }]) {
      expect(fastQueryDto(SearchItemsQueryDto, q)).toBeUndefined();
    }
    expect(fastQueryDto(TagSearchQueryDto, { page: '1' })).toBeUndefined(); // tag_id is required
  });

  it('is the global pipe’s path for a query (the same DTO as without it)', async () => {
    const q = { keyword: 'Go', tags: ['3'], page: '2' };
    expect(await pipe.transform(q, { type: 'query', metatype: SearchItemsQueryDto })).toStrictEqual((await throughPipe(SearchItemsQueryDto, q)).dto);
    await expect(pipe.transform({ page: '0' }, { type: 'query', metatype: SearchItemsQueryDto })).rejects.toThrow();
  });
});
