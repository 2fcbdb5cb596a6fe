import { SharedIds } from './shared-ids';

describe('SharedIds', () => {
  it('hands a given-back buffer out again for a walk it fits, a new one otherwise', () => {
    const pool = new SharedIds();
    const first = pool.take(10_000);
    expect(first.length).toBe(10_000);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(first.buffer.byteLength).toBe(65_536);
    pool.give(first);
    const again = pool.take(12_000);
    expect(again.buffer).toBe(first.buffer);
    expect(again.length).toBe(12_000);
    // Taken, it is not handed out twice; too small for a larger walk, a new one is made.
    const other = pool.take(5_000);
    expect(other.buffer).not.toBe(first.buffer);
    pool.give(again);
    expect(pool.take(40_000).buffer).not.toBe(first.buffer);
  });

  it('takes the smallest buffer that fits and keeps at most `keep`, dropping the smallest', () => {
    const pool = new SharedIds(2);
    const views = [pool.take(100_000), pool.take(5_000), pool.take(20_000)];
    for (const view of views) pool.give(view);
    expect(pool.waiting).toBe(2);
    // The 5,000-id buffer was dropped: a walk of 4,000 gets the 20,000 one, the smallest left that fits.
    expect(pool.take(4_000).buffer).toBe(views[2].buffer);
    expect(pool.take(4_000).buffer).toBe(views[0].buffer);
    // Giving the same buffer twice, or a view that is not shared, changes nothing.
    pool.give(views[0]);
    pool.give(views[0]);
    pool.give(new Uint32Array(8));
    expect(pool.waiting).toBe(1);
  });
});
