import { act, fireEvent, render, screen } from '@testing-library/react';
import { FLASH_DURATION_MS, FlashMessage, useFlash } from './FlashMessage';

function Demo() {
  const { flash, show } = useFlash();
  return (
    <>
      <button onClick={() => show('保存しました')}>ok</button>
      <button onClick={() => show('失敗しました', { failure: true })}>ng</button>
      <FlashMessage flash={flash} />
    </>
  );
}

it('shows for 2000 ms, marks failures, then resets', () => {
  jest.useFakeTimers();
  render(<Demo />);
  fireEvent.click(screen.getByText('ng'));
  expect(screen.getByRole('alert')).toHaveTextContent('失敗しました');
  expect(screen.getByRole('alert')).toHaveClass('er-flash--failure');
  act(() => jest.advanceTimersByTime(FLASH_DURATION_MS - 1));
  expect(screen.getByText('失敗しました')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('失敗しました')).not.toBeInTheDocument();
  fireEvent.click(screen.getByText('ok'));
  expect(screen.getByText('保存しました')).toHaveClass('er-flash--success');
  jest.useRealTimers();
});
