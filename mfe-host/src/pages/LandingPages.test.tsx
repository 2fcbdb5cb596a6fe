import { screen } from '@testing-library/react';
import { setSession } from '@er/app-state';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { renderWithProviders } from '../../../packages/ui/test/render';
import Lp1Page from './Lp1Page';
import Lp2Page from './Lp2Page';
import Lp3Page from './Lp3Page';

describe('landing pages (/lp1, /lp2, /lp3): the short sign-up near the top, the page content kept', () => {
  beforeEach(() => {
    mockFetch({});
    setSession(null);
  });

  it.each([
    ['/lp1', Lp1Page, '月額80万円以上の高単価案件を、あなたに。', 'エンジニアルートの特徴'],
    ['/lp2', Lp2Page, 'フルリモート・週3日から。自分らしく働けるフリーランス案件', 'ご利用者の声'],
    ['/lp3', Lp3Page, 'はじめてのフリーランスも、エンジニアルートなら安心', 'はじめての方へのサポート'],
  ])('%s', (route, Page, title, section) => {
    const { container } = renderWithProviders(<Page />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'かんたん無料会員登録' });
    const sectionHeading = screen.getByRole('heading', { level: 2, name: section });
    // The form comes before the page's sections (near the top).
    expect(form.compareDocumentPosition(sectionHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '無料会員登録はこちら' })).toHaveAttribute('href', '/user/regist');
  });
});
