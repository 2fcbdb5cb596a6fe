import { collectGarbage } from './collect-garbage';

describe('collectGarbage', () => {
  const original = (globalThis as { gc?: () => void }).gc;
  afterEach(() => ((globalThis as { gc?: () => void }).gc = original));

  it('runs the collector node --expose-gc gives the process', () => {
    const gc = jest.fn();
    (globalThis as { gc?: () => void }).gc = gc;
    expect(collectGarbage()).toBe(true);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('says false without one (the runtime collects as it sees fit)', () => {
    delete (globalThis as { gc?: () => void }).gc;
    expect(collectGarbage()).toBe(false);
  });
});
