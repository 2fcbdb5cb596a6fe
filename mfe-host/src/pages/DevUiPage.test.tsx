import { fireEvent, screen, within } from '@testing-library/react';
import * as ui from '@er/ui';
import { renderWithProviders } from '../../../packages/ui/test/render';
import DevUiPage from './DevUiPage';

/** Every component @er/ui exports (PascalCase functions and classes), hooks and constants left out. */
const COMPONENTS = Object.entries(ui)
  .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function')
  .map(([name]) => name)
  .sort();

describe('/dev/ui', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    // NotFound logs 'Page not found', and the ErrorBoundary demo logs the error it catches.
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('shows a specimen of every exported component of @er/ui', () => {
    const { container } = renderWithProviders(<DevUiPage />, { route: '/dev/ui' });
    expect(COMPONENTS).toEqual(expect.arrayContaining(['Button', 'ItemCard', 'TextField', 'ErrorBoundary', 'Badge']));
    const shown = [...container.querySelectorAll('[data-component]')].map((el) => el.getAttribute('data-component'));
    expect(COMPONENTS.filter((name) => !shown.includes(name))).toEqual([]);
    for (const name of COMPONENTS) {
      const specimen = container.querySelector(`[data-component="${name}"] .er-dev-ui__stage`)!;
      expect(specimen.children.length).toBeGreaterThan(0);
    }
  });

  it('shows the design tokens the other apps use', () => {
    renderWithProviders(<DevUiPage />, { route: '/dev/ui' });
    for (const token of ['--er-color-primary-strong', '--er-color-primary-soft', '--er-color-accent', '--er-font-size-3xl', '--er-space-8', '--er-radius-pill', '--er-shadow-3']) {
      const named = (_: string, el: Element | null) => el?.tagName === 'CODE' && (el.textContent === token || el.textContent!.startsWith(`${token}（`));
      expect(screen.getByText(named)).toBeInTheDocument();
    }
  });

  it('shows the states: disabled button, field errors, ended card, +N chip, and the error boundary fallback', () => {
    const { container } = renderWithProviders(<DevUiPage />, { route: '/dev/ui' });
    expect(screen.getByRole('button', { name: '送信中…' })).toBeDisabled();
    expect(screen.getByLabelText(/^電話番号/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('電話番号の形式が正しくありません')).toBeInTheDocument();
    expect(container.querySelectorAll('.er-item-card.is-ended').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('list', { name: 'タグの例' })).getByText('+3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'エラーを発生させる' }));
    expect(screen.getByText('表示中にエラーが発生しました（ErrorBoundary の代替表示）。')).toBeInTheDocument();
  });
});
