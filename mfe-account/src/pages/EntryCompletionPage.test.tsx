import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { replyWithin } from '@er/site-meta/facts';
import { makeItem, mockFetch } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import AccountRoutes from '../Routes';
import { preloadPages } from '../lazy-page';

beforeAll(() => preloadPages());
import { currentLocation, renderAccount } from '../test-utils';

const RECOMMENDED = '/api/front/item/get-recommended-items-list';

describe('/entry/completion', () => {
  it('thanks the member, says when a coordinator answers, links on and suggests listings like the one entered', async () => {
    const { calls, fn } = mockFetch({ [`GET ${RECOMMENDED}`]: { items: [makeItem({ id: 50, name: 'Vue.jsの開発' })] } });
    renderWithProviders(
      <StrictMode>
        <AccountRoutes />
      </StrictMode>,
      { route: '/entry/completion', state: { entryId: 91, itemId: 42 } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'エントリーが完了しました' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${replyWithin}にご登録の連絡先へご連絡いたします`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'エントリー履歴を見る' })).toHaveAttribute('href', '/user/entry');
    expect(screen.getByRole('link', { name: 'ほかの案件を探す' })).toHaveAttribute('href', '/item/search');
    expect(await screen.findByRole('heading', { level: 2, name: 'この案件に似た案件' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vue.jsの開発' })).toHaveAttribute('href', '/item/detail/50');
    expect(calls.filter((c) => c.path === RECOMMENDED)).not.toHaveLength(0);
    expect(fn).toHaveBeenCalledWith(expect.stringContaining('item_id=42'), expect.anything());
  });

  it('opened directly (nothing was sent): no thanks, the member goes to the entry history', async () => {
    mockFetch({ 'GET /api/front/get-enterd-item': { entries: [] } });
    renderAccount('/entry/completion');
    expect(screen.queryByRole('heading', { level: 1, name: 'エントリーが完了しました' })).not.toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/user/entry'));
  });
});
