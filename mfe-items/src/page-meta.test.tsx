import { useLayoutEffect, type ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { usePageMeta } from './page-meta';

/** Like the host's useDocumentTitle: a parent layout effect setting the page table's default on each path. */
function HostDefault({ path, children }: { path: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = 'タグ別案件一覧｜既定';
    document.querySelector('meta[name="description"]')?.setAttribute('content', '既定の説明');
  }, [path]);
  return <>{children}</>;
}

function TagMeta({ term }: { term: string }) {
  usePageMeta({ title: `${term}のフリーランス案件・求人一覧｜サイト`, description: `${term}の説明` });
  return null;
}

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="">';
  });

  it("wins over the host's default when both are set in the same commit (cached data on navigation)", async () => {
    const { rerender } = render(
      <HostDefault path="/item/tag/3">
        <TagMeta term="Java" />
      </HostDefault>,
    );
    await waitFor(() => expect(document.title).toBe('Javaのフリーランス案件・求人一覧｜サイト'));
    rerender(
      <HostDefault path="/item/tag/4">
        <TagMeta term="PHP" />
      </HostDefault>,
    );
    await waitFor(() => expect(document.title).toBe('PHPのフリーランス案件・求人一覧｜サイト'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'PHPの説明');
  });
});
