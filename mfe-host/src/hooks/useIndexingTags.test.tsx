import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from '@er/router';
import { useIndexingTags } from './useIndexingTags';

let navigate: NavigateFunction;

function Probe() {
  useIndexingTags();
  navigate = useNavigate();
  return null;
}

const head = () => ({
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
});

describe('useIndexingTags', () => {
  beforeEach(() => {
    // What the server injected for /item/detail/5.
    document.head.innerHTML =
      '<link rel="canonical" href="https://er.example/item/detail/5"><script type="application/ld+json">{"@type":"JobPosting"}</script>';
  });

  it('leaves the served page alone, then follows client-side navigation with the server’s rules', async () => {
    render(
      <MemoryRouter initialEntries={['/item/detail/5']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(head()).toEqual({ canonical: 'https://er.example/item/detail/5', robots: null, jsonLd: 1 });

    await act(async () => navigate('/item/search?page=2&keyword=Java'));
    expect(head()).toEqual({ canonical: `${window.location.origin}/item/search?page=2`, robots: 'noindex,follow', jsonLd: 0 });

    await act(async () => navigate('/item/tag/3'));
    expect(head()).toEqual({ canonical: `${window.location.origin}/item/tag/3`, robots: null, jsonLd: 0 });

    await act(async () => navigate('/no/such/page'));
    expect(head()).toEqual({ canonical: null, robots: 'noindex', jsonLd: 0 });
  });
});
