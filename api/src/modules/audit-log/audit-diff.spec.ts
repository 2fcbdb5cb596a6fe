import fc from 'fast-check';
import { auditDiff, plainValue } from './audit-diff';

describe('auditDiff (issue 15 audit log)', () => {
  it('lists the changed plain fields in snake_case, with their values before and after', () => {
    const before = { id: 3, title: '旧', body: '本文', publishedAt: null, tags: [1, 2], version: 4, updatedAt: new Date('2026-01-01T00:00:00Z') };
    const after = { id: 3, title: '新', body: '本文', publishedAt: new Date('2026-12-01T01:00:00Z'), tags: [1, 3], version: 5, updatedAt: new Date('2026-02-01T00:00:00Z') };
    expect(auditDiff(before, after)).toEqual({
      published_at: { before: null, after: '2026-12-01T01:00:00.000Z' },
      tags: { before: [1, 2], after: [1, 3] },
      title: { before: '旧', after: '新' },
    });
  });

  it('treats a missing snapshot as "did not exist" (create, hard delete)', () => {
    expect(auditDiff(null, { id: 1, title: 'お知らせ', publishedAt: null })).toEqual({ title: { before: null, after: 'お知らせ' } });
    expect(auditDiff({ title: 'お知らせ' }, undefined)).toEqual({ title: { before: 'お知らせ', after: null } });
  });

  it('leaves out relations, objects and functions, and keeps arrays of plain values only', () => {
    const before = { item: { id: 1 }, tags: [{ id: 1 }], fn: () => 1, big: BigInt(1), n: Number.NaN };
    const after = { item: { id: 2 }, tags: [{ id: 2 }], fn: () => 2, big: BigInt(2), n: 1 };
    expect(auditDiff(before, after)).toEqual({ big: { before: '1', after: '2' }, n: { before: null, after: 1 } });
    expect(plainValue(new Date('x'))).toBeNull();
    expect(plainValue([1, 'a', null, true, new Date('2026-01-01T00:00:00Z')])).toEqual([1, 'a', null, true, '2026-01-01T00:00:00.000Z']);
    expect(plainValue([1, [2]])).toBeUndefined();
  });

  // Records of plain field values under camelCase names (what the toolkit passes: entity snapshots).
  const fieldName = fc.stringMatching(/^[a-z][a-zA-Z]{0,8}$/).filter((k) => !['id', 'version', 'createdAt', 'updatedAt', '__proto__', 'constructor'].includes(k));
  const value = fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 3 })), { maxLength: 3 }),
  );
  const record = fc.dictionary(fieldName, value, { maxKeys: 6 });
  const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

  it('finds no change between a record and itself or its copy (property)', () => {
    fc.assert(fc.property(record, (r) => expect(auditDiff(r, structuredClone(r))).toEqual({})), { seed: 15, numRuns: 300 });
  });

  it('names exactly the fields whose values differ, with both values, and swaps them when reversed (property)', () => {
    fc.assert(
      fc.property(record, record, (a, b) => {
        const diff = auditDiff(a, b);
        const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
        const differing = keys.filter((k) => JSON.stringify(plainValue(a[k])) !== JSON.stringify(plainValue(b[k])));
        expect(Object.keys(diff).sort()).toEqual(differing.map(snake).sort());
        for (const k of differing) expect(diff[snake(k)]).toEqual({ before: plainValue(a[k]), after: plainValue(b[k]) });
        const reversed = auditDiff(b, a);
        for (const [field, change] of Object.entries(diff)) expect(reversed[field]).toEqual({ before: change.after, after: change.before });
        // What is stored is JSON: it reads back the same.
        expect(JSON.parse(JSON.stringify(diff))).toEqual(diff);
      }),
      { seed: 15, numRuns: 500 },
    );
  });
});
