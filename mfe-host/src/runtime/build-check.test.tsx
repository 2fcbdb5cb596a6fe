import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { UpdateBanner, useBuildUpdateCheck } from './build-check';

function Probe({ hostId }: { hostId: string }) {
  const updated = useBuildUpdateCheck(hostId, true, 1000);
  return updated ? <UpdateBanner onReload={() => (document.body.dataset.reloaded = '1')} /> : <p>最新</p>;
}

it('offers a reload when the host or a remote was redeployed since load', async () => {
  jest.useFakeTimers();
  let info = { host: 'h1', remotes: { mfe_items: 'e1' } };
  const { calls } = mockFetch({ 'GET /api/front/build-info': () => info });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe hostId="h1" />
    </QueryClientProvider>,
  );
  await act(async () => {});
  expect(screen.getByText('最新')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1000));
  expect(screen.getByText('最新')).toBeInTheDocument();
  info = { host: 'h1', remotes: { mfe_items: 'e2' } };
  await act(async () => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('status')).toHaveTextContent('新しいバージョンがあります');
  fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(document.body.dataset.reloaded).toBe('1');
  expect(calls.length).toBeGreaterThanOrEqual(3);
  jest.useRealTimers();
});
