import { readServerRenderedState, reportRecoverableError, SERVER_FALLBACK_DIGEST } from './server-rendered';

function page(root: string, state: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="root">${root}</div>${state === null ? '' : `<script id="er-query-state" type="application/json">${state}</script>`}`;
  return doc;
}

describe('readServerRenderedState', () => {
  it('reads the answers of a server-rendered page', () => {
    const state = { queries: [{ queryKey: ['a'], queryHash: '["a"]', state: {} }], mutations: [] };
    expect(readServerRenderedState(page('<main>案件</main>', JSON.stringify(state)))).toEqual(state);
  });

  it('is null for a page the browser renders: empty root, no state, or state that is not a cache', () => {
    expect(readServerRenderedState(page('', '{"queries":[],"mutations":[]}'))).toBeNull();
    expect(readServerRenderedState(page('<main>x</main>', null))).toBeNull();
    expect(readServerRenderedState(page('<main>x</main>', '{not json'))).toBeNull();
    expect(readServerRenderedState(page('<main>x</main>', '{"queries":1}'))).toBeNull();
  });
});

describe('reportRecoverableError', () => {
  afterEach(() => jest.restoreAllMocks());

  it('notes quietly a part the server left to the browser', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    reportRecoverableError(Object.assign(new Error('Switched to client rendering'), { digest: SERVER_FALLBACK_DIGEST }));
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('keeps any other hydration problem an error', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    reportRecoverableError(new Error('Hydration failed because the server rendered text did not match the client.'));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
