// Draws the site's share image (og:image, 1200×630 PNG) in Chromium from the logo and the design tokens, so
// it can be redrawn when the brand changes: `node scripts/og-image.mjs` → packages/site-meta/og-image.png.
// Committed (the API serves it at /og-image.png); nothing here runs at build or start.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const logo = readFileSync(join(root, 'mfe-host/src/assets/logo-pc.svg'), 'utf8');
const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: 'Noto Sans CJK JP', 'Noto Sans JP', sans-serif;
    background: linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 60%, #2563eb 100%); color: #fff; display: flex; }
  .card { margin: 56px; flex: 1; background: #fff; border-radius: 28px; color: #1e293b; padding: 64px 72px;
    display: flex; flex-direction: column; justify-content: space-between; box-shadow: 0 24px 60px rgba(0,0,0,.25); }
  .logo svg { width: 535px; height: 100px; }
  h1 { font-size: 58px; line-height: 1.35; margin: 0; font-weight: 700; letter-spacing: .02em; }
  h1 em { font-style: normal; color: #c2410c; }
  p { font-size: 30px; margin: 0; color: #475569; }
</style></head><body><div class="card"><div class="logo">${logo}</div>
<h1>ITフリーランスエンジニアの<br><em>案件・求人</em>を探すなら</h1>
<p>スキル・単価・勤務地から案件を検索できます。</p></div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: join(root, 'packages/site-meta/og-image.png') });
await browser.close();
console.log('packages/site-meta/og-image.png');
