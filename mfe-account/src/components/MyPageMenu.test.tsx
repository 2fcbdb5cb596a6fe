import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../packages/ui/test/render';
import { MY_PAGE_LINKS, MyPageMenu } from './MyPageMenu';

describe('MyPageMenu', () => {
  it('a page becomes a link as soon as it is served', () => {
    renderWithProviders(<MyPageMenu served={() => true} />);
    const links = within(screen.getByRole('navigation', { name: 'マイページメニュー' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(MY_PAGE_LINKS.map((l) => l.to));
    expect(screen.queryByText('準備中')).not.toBeInTheDocument();
  });

  it('no link while a page is not served', () => {
    renderWithProviders(<MyPageMenu served={(path) => path !== '/user/delete'} />);
    expect(screen.queryByRole('link', { name: '退会' })).not.toBeInTheDocument();
    expect(screen.getByText('準備中').parentElement).toHaveTextContent('退会 準備中');
  });
});
