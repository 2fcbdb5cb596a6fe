import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FLASH_DURATION_MS } from '@er/ui';
import { ToastProvider, useToast } from './Toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('保存しました。')}>
        成功
      </button>
      <button type="button" onClick={() => toast.error('削除できませんでした。')}>
        失敗
      </button>
    </>
  );
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces in a polite live region that is there before any message', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: '通知' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: '成功' }));
    expect(within(region).getByText('保存しました。')).toBeInTheDocument();
  });

  it('takes a success away after the flash duration (SPEC §9: 2000 ms)', () => {
    jest.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    expect(FLASH_DURATION_MS).toBe(2000);
    fireEvent.click(screen.getByRole('button', { name: '成功' }));
    act(() => jest.advanceTimersByTime(FLASH_DURATION_MS - 1));
    expect(screen.getByText('保存しました。')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('保存しました。')).not.toBeInTheDocument();
  });

  it('keeps a failure until it is closed', () => {
    jest.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '失敗' }));
    fireEvent.click(screen.getByRole('button', { name: '成功' }));
    act(() => jest.advanceTimersByTime(FLASH_DURATION_MS * 5));
    expect(screen.getByText('削除できませんでした。')).toBeInTheDocument();
    expect(screen.queryByText('保存しました。')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '「削除できませんでした。」を閉じる' }));
    expect(screen.queryByText('削除できませんでした。')).not.toBeInTheDocument();
  });
});
