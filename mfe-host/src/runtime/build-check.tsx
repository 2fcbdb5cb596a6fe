// SPEC §9: every hour, ask the API which builds are deployed; a new host or remote build offers a reload.
import { useEffect, useState } from 'react';
import { Button } from '@er/ui';
import { api, ApiRequestError } from '@er/api-client';

/** Which build of the host and of each remote (GET /api/front/build-info). */
export interface Builds {
  host: string | null;
  remotes: Record<string, string | null>;
}

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function buildChanged(seen: Builds, now: Builds): boolean {
  if (now.host && seen.host !== now.host) return true;
  const before = seen.remotes ?? {};
  return Object.entries(now.remotes ?? {}).some(([name, id]) => id !== null && name in before && before[name] !== id);
}

/** True once a newer deploy than the one loaded is seen. `hostBuildId` is the build this page runs. */
export function useBuildUpdateCheck(hostBuildId: string | null, enabled: boolean, intervalMs = BUILD_CHECK_INTERVAL_MS) {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let seen: Builds | null = null;
    let stopped = false;
    const check = async () => {
      try {
        const { data, error } = await api.site.buildInfo(undefined, { headers: { 'Cache-Control': 'no-cache' } });
        if (error) throw new ApiRequestError(error);
        const info: Builds = data;
        if (stopped) return;
        if (!seen) {
          // The build seen at load: the host from the page itself, the remotes from the first answer.
          seen = { host: hostBuildId ?? info.host, remotes: info.remotes ?? {} };
          if (buildChanged(seen, info)) setUpdated(true);
          return;
        }
        if (buildChanged(seen, info)) setUpdated(true);
      } catch {
        // offline or the endpoint is down: try again next time
      }
    };
    void check();
    const timer = setInterval(check, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [hostBuildId, enabled, intervalMs]);
  return updated;
}

export function UpdateBanner({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <div className="er-update-banner" role="status">
      <p>新しいバージョンがあります。ページを再読み込みすると最新の状態でご利用いただけます。</p>
      <Button onClick={onReload}>再読み込み</Button>
    </div>
  );
}
