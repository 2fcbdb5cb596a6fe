import { useRouteMeta } from '@er/ui';
import { useLayoutEffect } from 'react';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { pageMeta } from '@er/site-meta';

/** Like the host's useDocumentTitle: a parent layout effect setting the route's static meta on each path. */
function HostDefault() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = pageMeta('/item/tag/:id').title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageMeta('/item/tag/:id').description);
  }, [pathname]);
  return null;
}

function TagMeta({ term }: { term: string | null | undefined }) {
  useRouteMeta('/item/tag/:id', term === undefined ? undefined : term === null ? null : { term });
  return null;
}

function renderAt(path: string, term: string | null | undefined) {
  return (
    <MemoryRouter initialEntries={[path]} key={path}>
      <HostDefault />
      <Routes>
        <Route path="/item/tag/:id" element={<TagMeta term={term} />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('useRouteMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="">';
  });

  it("applies the route's declared meta for its data after the host's static meta, the server's wording", async () => {
    render(renderAt('/item/tag/3', 'Java'));
    await waitFor(() => expect(document.title).toBe('Javaのフリーランス案件・求人一覧｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', pageMeta('/item/tag/:id', { term: 'Java' }).description);
  });

  it('keeps the static meta while loading and gives the not-found meta when nothing was found', async () => {
    const { rerender } = render(renderAt('/item/tag/3', undefined));
    expect(document.title).toBe(pageMeta('/item/tag/:id').title);
    rerender(renderAt('/item/tag/3', null));
    await waitFor(() => expect(document.title).toBe('ページが見つかりません（404）｜エンジニアルート'));
  });
});
