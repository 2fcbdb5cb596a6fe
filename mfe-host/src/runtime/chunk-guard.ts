// SPEC §9: a chunk that fails to load (usually a new deploy removed the old files) reloads the page,
// at most once within 10 seconds; after that the error panel is shown instead of a reload loop.
export const CHUNK_RELOAD_KEY = 'er-chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

interface GuardDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
  reload?: () => void;
}

/** Reloads unless a reload already happened in the last 10 s; returns whether it reloaded. */
export function reloadOnceForChunkError({
  storage = window.sessionStorage,
  now = Date.now(),
  reload = () => window.location.reload(),
}: GuardDeps = {}): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    return false; // storage blocked: never risk a loop
  }
  if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Global listener for chunk errors nobody caught (e.g. a preload or a lazy import outside React). */
export function installChunkGuard(win: Window = window) {
  win.addEventListener('unhandledrejection', (e) => {
    if (isChunkLoadError(e.reason)) reloadOnceForChunkError();
  });
}
