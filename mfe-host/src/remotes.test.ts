import { linkedStylesheetsPlugin } from './remotes';

// Issue 17: the CSS links the server wrote into the page are the ones the page keeps; the federation runtime,
// loading a remote module, links only the files the page does not have yet.

type PreloadOps = { nameOrAlias: string; filter?: (url: string) => boolean }[];

async function filterOf(ops: PreloadOps) {
  const plugin = linkedStylesheetsPlugin(document);
  const hook = plugin.beforePreloadRemote as unknown as (args: { preloadOps: PreloadOps }) => unknown;
  await hook({ preloadOps: ops });
  return ops[0].filter!;
}

describe('linkedStylesheetsPlugin', () => {
  afterEach(() => document.head.replaceChildren());

  it("leaves out a CSS file the page links by a relative URL, and keeps the module's other files", async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/remotes/items/650.aaaa.css" data-href="650.aaaa.css" data-remote-stylesheet>';
    const keep = await filterOf([{ nameOrAlias: 'mfe_items' }]);
    const origin = window.location.origin;
    expect(keep(`${origin}/remotes/items/650.aaaa.css`)).toBe(false);
    expect(keep(`${origin}/remotes/items/677.bbbb.css`)).toBe(true);
    expect(keep(`${origin}/remotes/items/__federation_expose_Routes.cccc.js`)).toBe(true);
    expect(keep('https://remote.example/650.aaaa.css')).toBe(true);
  });

  it('ignores links that are not stylesheets, and keeps a filter the runtime was given', async () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="/remotes/items/1.js">';
    const keep = await filterOf([{ nameOrAlias: 'mfe_items', filter: (url) => !url.endsWith('.map') }]);
    expect(keep(`${window.location.origin}/remotes/items/1.js`)).toBe(true);
    expect(keep(`${window.location.origin}/remotes/items/1.js.map`)).toBe(false);
  });
});
