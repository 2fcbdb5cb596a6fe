// Where a remote renders. Loading goes through React.lazy under an error boundary, so a dead
// remote (bad URL, network error, script error, render error) shows the ErrorPanel in its place
// while the header, the footer and the other remotes keep working.
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useLocation } from '@er/router';
import type { RemoteModuleId, RemoteModules } from '@er/contracts';
import { ErrorBoundary, ErrorPanel, Spinner } from '@er/ui';
import { HydratedMark } from '../runtime/server-rendered';

export type RemoteLoader = <Id extends RemoteModuleId>(id: Id) => Promise<RemoteModules[Id]>;

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);
export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

/** Props of each exposed component, by module id (from @er/contracts). */
type PropsMap = { [K in RemoteModuleId]: ComponentProps<RemoteModules[K]['default']> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the contracts type each use site
type AnyComponent = ComponentType<any>;

// One lazy component per loader and module id, so navigation inside a remote never reloads it.
const cache = new WeakMap<RemoteLoader, Map<RemoteModuleId, LazyExoticComponent<AnyComponent>>>();

function lazyRemote(loader: RemoteLoader, id: RemoteModuleId): LazyExoticComponent<AnyComponent> {
  let byId = cache.get(loader);
  if (!byId) cache.set(loader, (byId = new Map()));
  let component = byId.get(id);
  if (!component) {
    component = lazy(() => loader(id) as Promise<{ default: AnyComponent }>);
    byId.set(id, component);
  }
  return component;
}

export function RemoteSlot<Id extends RemoteModuleId>({ id, props }: { id: Id; props: PropsMap[Id] }) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteSlot needs a RemoteLoaderProvider');
  const Remote = useMemo(() => lazyRemote(loader, id), [loader, id]);
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      name={id}
      resetKey={pathname}
      fallback={() => (
        <>
          <ErrorPanel />
          <HydratedMark />
        </>
      )}
    >
      <Suspense fallback={<Spinner />}>
        <Remote {...props} />
        <HydratedMark />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The loader given by bootstrap (or tests), or null outside a provider. */
export function useRemoteLoader(): RemoteLoader | null {
  return useContext(RemoteLoaderContext);
}
