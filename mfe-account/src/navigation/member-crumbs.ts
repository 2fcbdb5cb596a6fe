import type { Crumb } from '@er/ui';

/** The breadcrumb of a page under my page (SPEC §2 breadcrumb: マイページ, then the page). */
export function memberCrumbs(label: string): Crumb[] {
  return [{ label: 'マイページ', to: '/user' }, { label }];
}
