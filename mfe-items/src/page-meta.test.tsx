import { PAGE_META_EVENT, useRouteMeta } from '@er/ui';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@er/router';
import { pageMeta } from '@er/site-meta';

function TagMeta({ term }: { term: string | null | undefined }) {
  useRouteMeta('/item/tag/:id', term === undefined ? undefined : term === null ? null : { term });
  return null;
}

function renderAt(path: string, term: string | null | undefined) {
  return (
    <MemoryRouter initialEntries={[path]} key={path}>
      <Routes>
        <Route path="/item/tag/:id" element={<TagMeta term={term} />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('useRouteMeta (a data-dependent route writes its own meta, once)', () => {
  let writes: string[];
  const count = (e: Event) => writes.push((e as CustomEvent<{ title: string }>).detail.title);
  beforeEach(() => {
    document.head.innerHTML = '<title>前のページ</title><meta name="description" content="">';
    writes = [];
    window.addEventListener(PAGE_META_EVENT, count);
  });
  afterEach(() => window.removeEventListener(PAGE_META_EVENT, count));

  it("writes nothing while loading, then the route's declared meta for its data (the server's wording) once", async () => {
    const { rerender } = render(renderAt('/item/tag/3', undefined));
    expect(document.title).toBe('前のページ');
    rerender(renderAt('/item/tag/3', 'Java'));
    await waitFor(() => expect(document.title).toBe('Javaのフリーランス案件・求人一覧｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', pageMeta('/item/tag/:id', { term: 'Java' }).description);
    rerender(renderAt('/item/tag/3', 'Java'));
    expect(writes).toEqual([document.title]);
  });

  it('gives the not-found meta when nothing was found', async () => {
    render(renderAt('/item/tag/3', null));
    await waitFor(() => expect(document.title).toBe('ページが見つかりません（404）｜エンジニアルート'));
    expect(writes).toHaveLength(1);
  });
});
