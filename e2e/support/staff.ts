// Back-office journeys: staff log-in through the form, and the checks every back-office screen passes.
import { seriousViolations } from './axe';
import { expectFitsWidth } from './layout';
import { expect, type Page } from '@playwright/test';

/** The seeded demo owner (SEED_ON_START; never a production login). */
export const DEMO_OWNER = { email: 'admin@example.com', password: 'admin-pass-1234', name: '管理者 太郎' };

/** Logs in with the staff form shown at the current URL (any staff page shows it while logged out). */
export async function logInAsStaff(page: Page, staff: { email: string; password: string }) {
  await page.getByLabel('メールアドレス').fill(staff.email);
  await page.getByLabel('パスワード').fill(staff.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/**
 * Axe finds nothing serious or critical, and nothing scrolls sideways (a wide table scrolls in its own box).
 * Checked once no list is loading: a table being refreshed dims its rows (aria-busy), and axe measured the dimmed
 * links' contrast when it ran during a search's reload (a flaky failure of admin-staff at 375 px).
 */
export async function expectAccessibleAt(page: Page, width: number) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectFitsWidth(page, width);
}
