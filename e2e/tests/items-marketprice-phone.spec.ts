// /item/marketprice on a phone (issue 11): the chart's labels are readable (not shrunk with the chart),
// do not overlap each other and stay inside the screen, and every chart has a table with its figures.
import { test, expect } from '../support/fixtures';

type Box = { left: number; right: number; top: number; bottom: number; height: number; text: string };
const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
/** 75.3万円 → 753000 (the table's figures are rounded to 1,000 yen). */
const yen = (text: string) => Math.round(Number(text.replace(/[万円,]/g, '')) * 10_000);

test.use({ viewport: { width: 375, height: 800 } });

test('at 375 px the chart labels are readable, apart and on screen, and the table has the chart\'s figures', async ({ page, site }) => {
  await page.goto(`${site.url}/item/marketprice`);
  const sections = page.locator('.mfe-items-marketprice__section');
  await expect(sections).toHaveCount(3);
  for (const name of ['業界別の単価相場', '都道府県別の単価相場', 'スキル別の単価相場']) {
    const section = page.locator('.mfe-items-marketprice__section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });
    const chart = section.getByRole('img', { name: new RegExp(`${name}（グラフ）`) });
    const table = section.getByRole('table', { name: `${name}（月額・万円）` });
    await expect(chart).toBeVisible();
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([/.+/, '最小', '中央値', '平均', '最大', '案件数']);

    // Every piece of text the chart draws: row labels and axis ticks (SVG <text> in the old chart).
    const boxes: Box[] = await section
      .locator('.mfe-items-chart')
      .locator('text, .mfe-items-range-chart__label, .mfe-items-range-chart__tick')
      .evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height, text: el.textContent ?? '' };
        }),
      );
    const rowHeaders = await table.getByRole('rowheader').allTextContents();
    expect(boxes.length).toBeGreaterThan(rowHeaders.length);
    for (const b of boxes) {
      expect(b.height, `「${b.text}」 is readable`).toBeGreaterThanOrEqual(12);
      expect(b.left, `「${b.text}」 inside the screen`).toBeGreaterThanOrEqual(0);
      expect(b.right, `「${b.text}」 inside the screen`).toBeLessThanOrEqual(375);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        expect(overlap(boxes[i], boxes[j]), `「${boxes[i].text}」 and 「${boxes[j].text}」 overlap`).toBe(false);
      }
    }

    // The table lists the chart's rows in the same order, and each bar spans the table's 最小〜最大.
    const rows = section.locator('.mfe-items-range-chart__row');
    // The bars are measured against their tracks, which have no width until the chart's stylesheet applies (a CI
    // run read 0/0 = NaN there once, the first time the page was asked).
    await expect
      .poll(() => rows.evaluateAll((els) => els.every((row) => row.querySelector('.mfe-items-range-chart__track')!.getBoundingClientRect().width > 0)))
      .toBe(true);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-name')))).toEqual(rowHeaders);
    const ticks = await section.locator('.mfe-items-range-chart__tick').allTextContents();
    const axisMax = Number(ticks[ticks.length - 1].replace('万', '')) * 10_000;
    const bars = await rows.evaluateAll((els) =>
      els.map((row) => {
        const track = row.querySelector('.mfe-items-range-chart__track')!.getBoundingClientRect();
        const range = row.querySelector('.mfe-items-range-chart__range')!.getBoundingClientRect();
        return { from: (range.left - track.left) / track.width, to: (range.right - track.left) / track.width, px: track.width };
      }),
    );
    const cells = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    cells.forEach(([min, , , max], i) => {
      const tolerance = 2 / bars[i].px; // two pixels
      expect(Math.abs(bars[i].from - yen(min) / axisMax), `${rowHeaders[i]} 最小`).toBeLessThan(tolerance + 0.001);
      expect(Math.abs(bars[i].to - yen(max) / axisMax), `${rowHeaders[i]} 最大`).toBeLessThan(tolerance + 0.001);
    });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
