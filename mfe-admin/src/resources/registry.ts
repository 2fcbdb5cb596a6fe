// THE registry of the back office's resources (issue 15): each screen of records is one declaration
// (resources/types.ts) listed here. The route tree (Routes.tsx), the side navigation (nav.ts) and the
// pages read it; each resource's routes are declared in @er/contracts/routes (owner mfe_admin, layout
// staff) and exposes.test.ts holds the two lists together.
import type { AnyResource } from './types';

export const RESOURCES: readonly AnyResource[] = [];
