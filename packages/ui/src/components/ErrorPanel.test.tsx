import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@er/router';
import { ErrorPanel } from './ErrorPanel';
import { NotFound } from './NotFound';
import { TextField } from './FormField';

it('ErrorPanel says the content could not be loaded and offers a retry', () => {
  const onRetry = jest.fn();
  render(<ErrorPanel onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('このコンテンツを読み込めませんでした。');
  fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
  expect(onRetry).toHaveBeenCalled();
});

it('NotFound shows the 404 text, links to the top page and logs Page not found', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/nope']}>
      <NotFound />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('指定されたページが見つかりませんでした。（404）');
  expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/');
  expect(error).toHaveBeenCalledWith(new Error('Page not found: /nope'));
  error.mockRestore();
});

it('TextField ties its label and errors to the input', () => {
  render(<TextField label="メールアドレス" name="email" errors={['メールアドレスを入力してください。']} />);
  const input = screen.getByLabelText('メールアドレス');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('メールアドレスを入力してください。');
});
