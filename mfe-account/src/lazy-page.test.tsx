import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('shows the fallback while the chunk loads, loads it once, then renders the page without suspending', async () => {
    const load = jest.fn(async () => () => <h1>ページ</h1>);
    const Page = lazyPage(load);
    const first = render(
      <Suspense fallback={<p>読み込み中</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('読み込み中')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ページ' })).toBeInTheDocument();
    first.unmount();

    render(
      <Suspense fallback={<p>読み込み中</p>}>
        <Page />
      </Suspense>,
    );
    // In the document at once: no fallback frame for a page whose chunk is already in.
    expect(screen.getByRole('heading', { name: 'ページ' })).toBeInTheDocument();
    expect(screen.queryByText('読み込み中')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
