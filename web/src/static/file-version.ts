import { stat } from 'node:fs/promises';

/** How long a file's modification time is taken as known: a redeploy in place shows within this. */
const RECHECK_MS = 1_000;

const known = new Map<string, { at: number; version: Promise<number | null> }>();

/**
 * The file's modification time (null when it is missing), asked of the file system at most once a second per
 * file: every page reads the host's index.html, its server build and the remotes' manifests, and a `stat` each
 * time was a visible share of a page's CPU.
 */
export function fileVersion(file: string): Promise<number | null> {
  const entry = known.get(file);
  if (entry && Date.now() - entry.at < RECHECK_MS) return entry.version;
  const version = stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );
  known.set(file, { at: Date.now(), version });
  return version;
}
