// Test helper: render inside the providers the host gives every remote (router + query cache).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@er/router';

/** `state`: the navigation state the route is entered with (as a `navigate(path, { state })` leaves it). */
export function renderWithProviders(ui: ReactElement, { route = '/', state }: { route?: string; state?: unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[state === undefined ? route : { pathname: route, state }]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
