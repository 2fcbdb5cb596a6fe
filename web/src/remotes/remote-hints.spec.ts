import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { routes } from '@er/contracts/routes';
import { injectRemoteHints, RemoteHintsService, type RemoteHints } from './remote-hints';

// The CSS of the remote modules a page shows comes as <link rel="stylesheet"> in its <head>, so the page
// is styled before any script ran, and the remote's mini-css-extract runtime finds those links and adds none.

const HTML = '<!doctype html><html><head><title>t</title><link href="/styles.abc.css" rel="stylesheet"></head><body></body></html>';

const HINTS: RemoteHints = {
  manifest: { mfe_items: '/remotes/items/mf-manifest.json' },
  preload: [{ href: '/remotes/items/remoteEntry.js', as: 'script' }],
  stylesheets: [
    { href: '/remotes/items/650.e5c8f3a6.css', file: '650.e5c8f3a6.css' },
    { href: '/remotes/items/677.adef5292.css', file: '677.adef5292.css' },
  ],
};

const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" data-href="([^"]+)" data-remote-stylesheet>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('injectRemoteHints: remote stylesheets', () => {
  it("links each file in <head> after the host's own stylesheet, with the file name the remote's runtime looks for", () => {
    const html = injectRemoteHints(HTML, HINTS);
    expect(stylesheetsOf(html)).toEqual(['/remotes/items/650.e5c8f3a6.css 650.e5c8f3a6.css', '/remotes/items/677.adef5292.css 677.adef5292.css']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('/styles.abc.css')).toBeLessThan(head.indexOf('/remotes/items/650.e5c8f3a6.css'));
    expect(head.indexOf('/remotes/items/677.adef5292.css')).toBeLessThan(head.indexOf('rel="preload"'));
  });

  it('replaces the links of an earlier injection instead of adding to them', () => {
    const once = injectRemoteHints(HTML, HINTS);
    const again = injectRemoteHints(once, { ...HINTS, stylesheets: [{ href: '/remotes/account/830.3b1f7978.css', file: '830.3b1f7978.css' }] });
    expect(stylesheetsOf(again)).toEqual(['/remotes/account/830.3b1f7978.css 830.3b1f7978.css']);
    expect(again.match(/data-remote-stylesheet/g)).toHaveLength(1);
    expect(again.match(/id="mf-remotes"/g)).toHaveLength(1);
    expect(again).toContain('<link href="/styles.abc.css" rel="stylesheet">');
    expect(stylesheetsOf(injectRemoteHints(once, { ...HINTS, stylesheets: [] }))).toEqual([]);
  });

  it('escapes the attributes', () => {
    const html = injectRemoteHints(HTML, { ...HINTS, stylesheets: [{ href: 'https://cdn.example/a.css?x="1"&y', file: 'a"b.css' }] });
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example/a.css?x=&quot;1&quot;&amp;y" data-href="a&quot;b.css" data-remote-stylesheet>');
  });
});

/** A remote's mf-manifest.json as Module Federation 2 writes it with mini-css-extract (the parts read). */
function federationManifest(exposes: Record<string, { js: string[]; css: string[]; cssAsync?: string[] }>) {
  return JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: Object.entries(exposes).map(([name, a]) => ({
      name,
      path: `./${name}`,
      assets: { js: { sync: a.js, async: [] }, css: { sync: a.css, async: a.cssAsync ?? [] } },
    })),
  });
}

describe('RemoteHintsService: stylesheets of the modules a route shows', () => {
  let staticRoot: string;
  let service: RemoteHintsService;
  const route = (p: string) => routes.find((r) => r.path === p)!;

  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'er-remote-css-'));
    await mkdir(path.join(staticRoot, 'mfe-items', 'dist'), { recursive: true });
    await writeFile(
      path.join(staticRoot, 'mfe-items', 'dist', 'mf-manifest.json'),
      federationManifest({
        Routes: { js: ['__federation_expose_Routes.1.js'], css: ['650.items.css', '677.routes.css'], cssAsync: ['marketprice.chart.css', '863.ui.css'] },
        NewItemsWidget: { js: ['__federation_expose_NewItemsWidget.2.js'], css: [] },
        FeaturedItemsWidget: { js: ['__federation_expose_FeaturedItemsWidget.3.js'], css: ['650.items.css'] },
        RankingsWidget: { js: ['__federation_expose_RankingsWidget.4.js'], css: ['650.items.css'] },
        PopularSearchesWidget: { js: ['__federation_expose_PopularSearchesWidget.5.js'], css: ['650.items.css'] },
      }),
    );
    const config = { staticRoot, remoteUrls: { mfe_items: '/remotes/items/', mfe_account: '/remotes/account/', mfe_admin: '/remotes/admin/' } };
    service = new RemoteHintsService({ ...config, remoteServerUrls: {} });
  });
  afterAll(() => rm(staticRoot, { recursive: true, force: true }));

  it("links the route's own sync CSS, in the manifest's order, and none of its lazy chunks'", async () => {
    const hints = await service.hintsFor(route('/item/detail/:id'));
    expect(hints.stylesheets).toEqual([
      { href: '/remotes/items/650.items.css', file: '650.items.css' },
      { href: '/remotes/items/677.routes.css', file: '677.routes.css' },
    ]);
  });

  it("links a file several of the top page's widgets use once", async () => {
    const hints = await service.hintsFor(route('/'));
    expect(hints.stylesheets).toEqual([{ href: '/remotes/items/650.items.css', file: '650.items.css' }]);
  });

  it('links nothing for a page without remote modules, a remote whose manifest is missing, or no route', async () => {
    expect((await service.hintsFor(route('/about'))).stylesheets).toEqual([]);
    expect((await service.hintsFor(route('/login'))).stylesheets).toEqual([]);
    expect((await service.hintsFor(null)).stylesheets).toEqual([]);
  });
});
