
/**
 * Runs a full garbage collection now; false when this runtime offers none. For the end of a large one-off
 * build (the catalog search index reads the whole catalog at start): the build's garbage — about a third of the
 * memory it touched — is collected before the port opens rather than by a long collection while the first
 * visitors wait, and the memory the build leaves behind can be measured as what stays.
 *
 * `global.gc` exists under `node --expose-gc`, which the API's launchers give it (scripts/serve.mjs, the API image);
 * without it the runtime collects as it sees fit. The API evaluates no code at run time (no node:vm), so the flag
 * is not set from inside.
 */
export function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return false;
  gc();
  return true;
}
