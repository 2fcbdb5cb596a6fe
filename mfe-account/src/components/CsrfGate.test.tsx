import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { CsrfGate } from './CsrfGate';

describe('CsrfGate', () => {
  it('shows a spinner until the anti-forgery cookie is fetched, then the page', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { calls } = mockFetch({ 'GET /sanctum/csrf-cookie': () => new Promise((r) => (answer = r)) });
    renderWithProviders(
      <CsrfGate>
        <h1>ページ</h1>
      </CsrfGate>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ページを準備しています…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => answer(reply(204, undefined)));
    expect(await screen.findByRole('heading', { name: 'ページ' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /sanctum/csrf-cookie']);
  });

  it('offers a retry when the cookie cannot be fetched', async () => {
    let ok = false;
    mockFetch({ 'GET /sanctum/csrf-cookie': () => (ok ? reply(204, undefined) : reply(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' })) });
    renderWithProviders(
      <CsrfGate>
        <h1>ページ</h1>
      </CsrfGate>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ページを準備できませんでした。');
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { name: 'ページ' })).toBeInTheDocument();
  });
});
