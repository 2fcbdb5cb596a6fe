// The listing count in the heading of the search and tag pages (issue 11): 「Java の案件 1,234件」,
// 「案件一覧 1,234件」, and SPEC's tag heading followed by 「1,234件」, equal to the API's total.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const count = (n: number) => `${n.toLocaleString('ja-JP')}件`;

async function total(request: APIRequestContext, url: string): Promise<number> {
  const res = await request.get(url);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { total: number }).total;
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('search without and with a keyword, and a tag page, show their count in the h1', async ({ page, site, request }) => {
      const all = await total(request, `${site.url}/api/front/item/get-search-by-keyword-list`);
      const java = await total(request, `${site.url}/api/front/item/get-search-by-keyword-list?keyword=Java`);
      expect(all).toBeGreaterThan(java);
      expect(java).toBeGreaterThan(0);

      await page.goto(`${site.url}/item/search`);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(`案件一覧 ${count(all)}`);
      await expect(h1.locator('.mfe-items-heading__count')).toHaveCSS('font-variant-numeric', 'tabular-nums');

      await page.locator('.mfe-items-search').getByRole('searchbox').fill('Java');
      await page.locator('.mfe-items-search').getByRole('button', { name: '検索', exact: true }).click();
      await expect(h1).toHaveText(`Java の案件 ${count(java)}`);
      // the heading and the toolbar agree
      await expect(page.locator('.mfe-items-total strong')).toHaveText(java.toLocaleString('ja-JP'));
      const box = await h1.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      const groups = (await (await request.get(`${site.url}/api/front/get-popular-search-groups`)).json()) as {
        groups: { key: string; tags: { id: number; term: string }[] }[];
      };
      const tag = groups.groups.flatMap((g) => g.tags).find((t) => t.term === 'Python')!;
      const inTag = await total(request, `${site.url}/api/front/item/get-search-by-tag-list?tag_id=${tag.id}`);
      await page.goto(`${site.url}/item/tag/${tag.id}`);
      await expect(h1).toHaveText(`Pythonのフリーランス案件・求人一覧 ${count(inTag)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Pythonのフリーランス案件・求人一覧' })).toBeVisible();
    });
  });
}
