import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

function Page({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div id="page">
      <button type="button" onClick={() => setOpen(true)}>
        記事1を削除
      </button>
      <a href="#elsewhere">ほかのリンク</a>
      <ConfirmDialog
        open={open}
        title="「記事1」を削除しますか？"
        confirmLabel="削除する"
        danger
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>削除したあとも「復元」で元に戻せます。</p>
      </ConfirmDialog>
    </div>
  );
}

describe('ConfirmDialog', () => {
  it('is a modal alert dialog named by its question, focused on キャンセル, with the page behind inert', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '記事1を削除' }));
    const dialog = screen.getByRole('alertdialog', { name: '「記事1」を削除しますか？' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('削除したあとも「復元」で元に戻せます。');
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: '削除する' })).toBeInTheDocument();
    expect(document.getElementById('page')!.closest('[inert]')).not.toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '記事1を削除' }));
    const dialog = screen.getByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'キャンセル' });
    const confirm = within(dialog).getByRole('button', { name: '削除する' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
    // Focus that lands behind the dialog is brought back into it.
    screen.getByRole('link', { name: 'ほかのリンク', hidden: true }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Esc without confirming, and focus returns to the button that opened it', () => {
    const onConfirm = jest.fn();
    render(<Page onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: '記事1を削除' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
    expect(document.getElementById('page')!.closest('[inert]')).toBeNull();
  });

  it('runs the action from its named button', () => {
    const onConfirm = jest.fn();
    render(<Page onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '記事1を削除' }));
    fireEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('waits while the action runs: both buttons disabled, Esc does nothing', () => {
    const onCancel = jest.fn();
    render(
      <ConfirmDialog open title="削除しますか？" confirmLabel="削除する" pending onConfirm={() => {}} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
