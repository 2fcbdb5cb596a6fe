import { isServed, routes } from '@er/contracts/routes';

/** The NODE_ENV this bundle was built for (webpack replaces it; jest runs as 'test'). */
const BUILD_ENV = process.env.NODE_ENV ?? 'production';

/**
 * Whether the site serves a declared page path in this build (@er/contracts/routes: not `planned`, right
 * env). A link to a SPEC §2 page a later issue builds (declared `planned`, a 404 until then) is shown as
 * text instead, and becomes a link by itself once the declaration drops the flag.
 */
export function isServedPath(path: string, nodeEnv: string = BUILD_ENV): boolean {
  const route = routes.find((r) => r.path === path);
  return route !== undefined && isServed(route, nodeEnv);
}
