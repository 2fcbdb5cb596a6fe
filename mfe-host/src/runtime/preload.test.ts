import { afterFirstView } from './preload';

describe('afterFirstView', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get');
  afterEach(() => readyState.mockReset());

  it('waits for the load event, then for the remote loads in flight, then for an idle moment', async () => {
    readyState.mockReturnValue('loading');
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const start = jest.fn();
    afterFirstView(start, () => settled);
    await new Promise((r) => setTimeout(r, 250));
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await new Promise((r) => setTimeout(r, 250));
    expect(start).not.toHaveBeenCalled(); // the page's remote is still loading
    settle();
    await new Promise((r) => setTimeout(r, 250));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts soon on a page already loaded (a client-side navigation), and never once cancelled', async () => {
    readyState.mockReturnValue('complete');
    const start = jest.fn();
    afterFirstView(start, () => Promise.resolve());
    await new Promise((r) => setTimeout(r, 250));
    expect(start).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    afterFirstView(cancelled, () => Promise.resolve())();
    await new Promise((r) => setTimeout(r, 250));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
