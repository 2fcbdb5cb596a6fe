import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@er/router';
import { Breadcrumb } from './Breadcrumb';

it('starts at トップ and numbers every crumb; linked crumbs are anchors', () => {
  const { container } = render(
    <MemoryRouter>
      <Breadcrumb items={[{ label: '案件一覧', to: '/item/search' }, { label: 'Go案件' }]} />
    </MemoryRouter>,
  );
  expect(container.querySelector('[itemtype="https://schema.org/BreadcrumbList"]')).not.toBeNull();
  const positions = [...container.querySelectorAll('meta[itemprop="position"]')].map((m) => m.getAttribute('content'));
  expect(positions).toEqual(['1', '2', '3']);
  expect(screen.getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: '案件一覧' })).toHaveAttribute('href', '/item/search');
  expect(screen.queryByRole('link', { name: 'Go案件' })).not.toBeInTheDocument();
  expect(screen.getByText('Go案件')).toHaveAttribute('aria-current', 'page');
});
