import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collector: (() => void) | null | undefined;

/**
 * Runs a full garbage collection now; false when this runtime offers none. For the end of a large one-off
 * build (the catalog search index reads the whole catalog at start): the build's garbage — about a third of the
 * memory it touched — is collected before the port opens rather than by a long collection while the first
 * visitors wait, and the memory the build leaves behind can be measured as what stays.
 *
 * `global.gc` exists under `node --expose-gc`; otherwise the flag is set at run time and the function read from a
 * new context (the way Jest's leak detector gets it). Only Node's V8 flag API is used: no native module.
 */
export function collectGarbage(): boolean {
  if (collector === undefined) collector = findCollector();
  if (!collector) return false;
  collector();
  return true;
}

function findCollector(): (() => void) | null {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (typeof existing === 'function') return existing;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}
