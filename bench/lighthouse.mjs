// `npm run bench -- --lighthouse [--items 100000] [--runs 3] [--only top,detail]` (run.mjs seeds MariaDB and starts
// the built API as deployed, then calls runLighthouse; `--only` names the pages to measure, default all five).
//
// Issue 17's first view on a phone: Lighthouse 13 with its default mobile settings (Moto G Power emulation,
// simulated slow 4G: 150 ms RTT, 1.6 Mbps down, 4× CPU slowdown) on the public listing pages — the top page, the
// search page, a keyword search, a tag page and a listing — each a first visit (Lighthouse clears the cache).
// Every page is measured `runs` times and the run with the median performance score is printed, with its LCP,
// total blocking time, layout shift and transfer, and the accessibility, best-practices and SEO scores. Chromium
// is Debian's (CHROMIUM_PATH, default /usr/bin/chromium); nothing is downloaded. Figures are printed only.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The pages of the issue, with ids read from the running site. */
async function pagesOf(base) {
  const search = await (await fetch(`${base}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`)).json();
  const listing = search.items.find((item) => item.tags.some((tag) => tag.term === 'Java')) ?? search.items[0];
  const tag = listing.tags.find((t) => t.term === 'Java') ?? listing.tags[0];
  return [
    { name: 'top', path: '/' },
    { name: 'search', path: '/item/search' },
    { name: 'keyword', path: '/item/search?keyword=Java' },
    { name: 'tag', path: `/item/tag/${tag.id}` },
    { name: 'detail', path: `/item/detail/${listing.id}` },
  ];
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? NaN])),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKb: audit('total-byte-weight') / 1024,
    requests: lhr.audits['network-requests']?.details?.items?.length ?? NaN,
    // A run Lighthouse could not score (NO_LCP, a page that did not settle…) has no performance score: it is named.
    error: lhr.runtimeError?.code ?? (Number.isNaN(lhr.categories.performance?.score ?? NaN) ? 'NO_SCORE' : undefined),
  };
}

export async function runLighthouse(base, { runs = 3, only } = {}) {
  const pages = (await pagesOf(base)).filter((page) => !only || only.includes(page.name));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        results.push(summary(result.lhr));
      }
      const scored = results.filter((r) => !r.error).sort((a, b) => a.scores.performance - b.scores.performance);
      rows.push({ page, median: scored[Math.floor(scored.length / 2)] ?? results[0], all: [...scored, ...results.filter((r) => r.error)] });
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nLighthouse 13 (mobile, simulated slow 4G, 4× CPU), median of ${runs} runs per page`);
  console.log('| page | performance | LCP s | FCP s | TBT ms | CLS | transfer KB | accessibility | best practices | SEO | performance of each run |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { page, median: m, all } of rows) {
    console.log(
      `| ${page.name} \`${page.path}\` | ${m.scores.performance.toFixed(2)} | ${(m.lcpMs / 1000).toFixed(1)} | ${(m.fcpMs / 1000).toFixed(1)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${Math.round(m.transferKb)} | ${m.scores.accessibility.toFixed(2)} | ${m.scores['best-practices'].toFixed(2)} | ${m.scores.seo.toFixed(2)} | ${all.map((r) => (r.error ? `(${r.error})` : r.scores.performance.toFixed(2))).join(' ')} |`,
    );
  }
  return rows;
}
