// Test helper: the whole shell at a route, with a fake remote loader.
import type { RemoteModuleId } from '@er/contracts';
import { renderWithProviders } from '../../packages/ui/test/render';
import { App } from './App';
import { RemoteLoaderProvider, type RemoteLoader } from './components/RemoteSlot';

export const okLoader = (async (id: RemoteModuleId) => ({ default: () => <p>remote:{id}</p> })) as unknown as RemoteLoader;

export function renderApp(route: string, loader: RemoteLoader = okLoader) {
  return renderWithProviders(
    <RemoteLoaderProvider value={loader}>
      <App />
    </RemoteLoaderProvider>,
    { route },
  );
}
