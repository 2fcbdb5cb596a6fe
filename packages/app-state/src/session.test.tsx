import { act, render, screen } from '@testing-library/react';
import { mockFetch } from '../../ui/test/mock-fetch';
import { getSession, refreshSession, setSession, useSession } from './session';

function Who() {
  const { session, loggedIn } = useSession();
  return <p>{loggedIn ? `${session.last_name} ${session.first_name}` : 'guest'}</p>;
}

describe('session store (SPEC §3)', () => {
  afterEach(() => setSession(null));

  it('is logged in only when id is not 0', async () => {
    render(<Who />);
    expect(screen.getByText('guest')).toBeInTheDocument();
    await act(() =>
      refreshSession(async () => ({ logged_in: true, user: { id: 7, last_name: '山田', first_name: '太郎', login_id: 'a@example.com' } })),
    );
    expect(screen.getByText('山田 太郎')).toBeInTheDocument();
    await act(() => refreshSession(async () => ({ logged_in: false })));
    expect(screen.getByText('guest')).toBeInTheDocument();
  });

  it('keeps the session when the check fails', async () => {
    setSession({ id: 3, last_name: 'a', first_name: 'b', login_id: 'c' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const s = await refreshSession(async () => {
      throw new Error('offline');
    });
    expect(s.id).toBe(3);
    warn.mockRestore();
  });

  it('asks member-login-check through the typed client by default', async () => {
    const { calls } = mockFetch({
      'GET /api/front/member-login-check': { logged_in: true, user: { id: 5, last_name: '佐藤', first_name: '一郎', login_id: 's@example.com' } },
    });
    await act(() => refreshSession());
    expect(getSession()).toMatchObject({ id: 5, last_name: '佐藤' });
    expect(calls).toHaveLength(1);
    expect(calls[0].init?.credentials).toBe('include');
  });

  it('keeps the session when the network fails', async () => {
    setSession({ id: 3, last_name: 'a', first_name: 'b', login_id: 'c' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const s = await refreshSession();
    expect(s.id).toBe(3);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
