// Layout checks every page passes at the widths a visitor uses (375 px phones, 1280 px desktops).
import { expect, type Page } from '@playwright/test';

/** Nothing scrolls sideways: the document is no wider than `width` (a wide table scrolls in its own box). */
export async function expectFitsWidth(page: Page, width: number, message?: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), message).toBeLessThanOrEqual(width);
}
