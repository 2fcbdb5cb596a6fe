import { IsInt, IsString, MaxLength, MetadataStorage, Min, validateSync } from 'class-validator';
import { getMetadataStorage } from 'class-validator';
import { memoiseValidationMetadata } from './validation-metadata-memo';

describe('memoiseValidationMetadata', () => {
  class Base {
    @IsString()
    name!: string;
  }
  class Child extends Base {
    @IsInt()
    @Min(1)
    page!: number;
  }

  it('answers what class-validator answers, inherited rules included, and follows rules registered later', () => {
    const storage = getMetadataStorage();
    const before = storage.getTargetValidationMetadatas(Child, '', false, false);
    memoiseValidationMetadata();
    memoiseValidationMetadata();
    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toEqual(before);
    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toBe(storage.getTargetValidationMetadatas(Child, '', false, false));
    expect(validateSync(Object.assign(new Child(), { name: 'x', page: 0 })).map((e) => e.property)).toEqual(['page']);

    // A rule added after the first lookup (a decorator applied late) is seen.
    MaxLength(1)(Child.prototype, 'name');
    expect(validateSync(Object.assign(new Child(), { name: 'xy', page: 1 })).map((e) => e.property)).toEqual(['name']);
  });

  it('keeps lookups with different options apart', () => {
    const storage = new MetadataStorage();
    memoiseValidationMetadata(storage);
    class Grouped {}
    storage.addValidationMetadata({ target: Grouped, propertyName: 'a', type: 'customValidation', groups: ['g'], always: false, each: false, constraints: [], name: 'x' } as never);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, false, ['g'])).toHaveLength(1);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, false, ['other'])).toHaveLength(0);
    expect(storage.getTargetValidationMetadatas(Grouped, '', false, false)).toHaveLength(1);
  });
});
