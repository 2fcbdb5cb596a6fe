import { collectGarbage } from './collect-garbage';

describe('collectGarbage', () => {
  it('collects an object nothing refers to any more', async () => {
    let held: object | null = { rows: new Array(1000).fill('row') };
    const ref = new WeakRef(held);
    held = null;
    // A WeakRef's target lives to the end of the job that made or read it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(collectGarbage()).toBe(true);
    expect(ref.deref()).toBeUndefined();
  });
});
