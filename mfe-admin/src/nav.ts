// The back office's side navigation: a declared list, only screens that exist (each entry is a route the
// declaration of page routes gives to mfe_admin and marks served; nav.test.ts holds it so). The back-office
// issue adds an entry here with each screen it declares in @er/contracts/routes.
export interface StaffNavEntry {
  /** A served mfe_admin route (no parameters). */
  to: string;
  label: string;
}

export const STAFF_NAV: readonly StaffNavEntry[] = [{ to: '/admin', label: 'ダッシュボード' }];
