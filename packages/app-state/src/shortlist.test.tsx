import { act, render, screen } from '@testing-library/react';
import { CONSIDER_COOKIE_MAX_AGE, CookieShortlistStorage, setShortlistStorage, shortlist, useShortlist } from './shortlist';

function clearCookie() {
  document.cookie = 'consider=; path=/; max-age=0';
}

function Badge() {
  const { count, ids } = useShortlist();
  return (
    <p>
      count={count} ids={ids.join('|')}
    </p>
  );
}

describe('shortlist store', () => {
  beforeEach(async () => {
    clearCookie();
    await setShortlistStorage(new CookieShortlistStorage(document));
  });

  it('writes the consider cookie without duplicates and removal keeps the others', async () => {
    await shortlist.add(5);
    await shortlist.add(9);
    await shortlist.add(5);
    expect(document.cookie).toContain('consider=5,9');
    await shortlist.remove(5);
    expect(document.cookie).toContain('consider=9');
    expect(shortlist.getIds()).toEqual([9]);
  });

  it('loads ids already in the cookie', async () => {
    document.cookie = 'consider=4,2,4; path=/';
    await setShortlistStorage(new CookieShortlistStorage(document));
    expect(shortlist.getIds()).toEqual([4, 2]);
  });

  it('every subscriber sees the same state', async () => {
    render(
      <>
        <Badge />
        <Badge />
      </>,
    );
    await act(() => shortlist.add(3));
    expect(screen.getAllByText('count=1 ids=3')).toHaveLength(2);
  });

  it('works with an asynchronous storage (the future member one)', async () => {
    let server: number[] = [1];
    await setShortlistStorage({
      load: async () => server,
      add: async (id) => (server = [...server, id]),
      remove: async (id) => (server = server.filter((x) => x !== id)),
    });
    await shortlist.add(2);
    expect(shortlist.getIds()).toEqual([1, 2]);
  });

  it('keeps the consider cookie for a year on path / (SameSite=Lax) so a closed browser keeps the shortlist', () => {
    // jsdom's document.cookie hides attributes: record what is written instead.
    const doc = { cookie: '' };
    new CookieShortlistStorage(doc).add(7);
    expect(CONSIDER_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(doc.cookie).toBe('consider=7; path=/; max-age=31536000; samesite=lax');
    new CookieShortlistStorage(doc).remove(7);
    expect(doc.cookie).toBe('consider=; path=/; max-age=0; samesite=lax');
  });
});
