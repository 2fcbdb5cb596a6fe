import fc from 'fast-check';
import { sameTurnBatch } from './same-turn-batch';

describe('sameTurnBatch', () => {
  it('answers keys asked in one turn with one call, each key once', async () => {
    const calls: number[][] = [];
    const find = sameTurnBatch(async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, `v${k}`]));
    });
    const answers = await Promise.all([find(2), find(3), find(2), find(4)]);
    expect(answers).toEqual(['v2', undefined, 'v2', 'v4']);
    expect(calls).toEqual([[2, 3, 4]]);
    expect(await find(6)).toBe('v6');
    expect(calls).toHaveLength(2);
  });

  it('splits a large turn into calls of at most maxKeys keys, and gives every key its own answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 120 }), fc.integer({ min: 1, max: 10 }), async (keys, maxKeys) => {
        const calls: number[][] = [];
        const find = sameTurnBatch(async (asked: number[]) => {
          calls.push(asked);
          return new Map(asked.map((k) => [k, k * 10]));
        }, maxKeys);
        expect(await Promise.all(keys.map(find))).toEqual(keys.map((k) => k * 10));
        expect(calls.every((c) => c.length <= maxKeys)).toBe(true);
        expect(calls.flat().sort((a, b) => a - b)).toEqual([...new Set(keys)].sort((a, b) => a - b));
      }),
    );
  });

  it('fails the keys of a failed call, and the next turn loads again', async () => {
    let fail = true;
    const find = sameTurnBatch(async (keys: number[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((k) => [k, k]));
    });
    await expect(Promise.all([find(1), find(2)])).rejects.toThrow('database gone');
    fail = false;
    expect(await find(1)).toBe(1);
  });
});
