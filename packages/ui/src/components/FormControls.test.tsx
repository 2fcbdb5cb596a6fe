import { render, screen } from '@testing-library/react';
import { CheckboxField, ConfirmList, TextAreaField } from './FormControls';

describe('form controls', () => {
  it('TextAreaField: label, required mark and errors tied to the field', () => {
    render(<TextAreaField label="お問い合わせ内容" required errors={['10文字以上で入力してください']} defaultValue="" />);
    const box = screen.getByRole('textbox', { name: /お問い合わせ内容/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('10文字以上で入力してください');
    expect(screen.getByText('必須')).toBeInTheDocument();
  });

  it('CheckboxField: label and error', () => {
    render(<CheckboxField label="同意する" errors={['プライバシーポリシーへの同意が必要です']} />);
    expect(screen.getByRole('checkbox', { name: '同意する' })).toHaveAccessibleDescription('プライバシーポリシーへの同意が必要です');
  });

  it('ConfirmList: rows, empty values marked', () => {
    render(<ConfirmList rows={[{ label: 'お名前', value: '山田 太郎' }, { label: '電話番号', value: '' }]} />);
    expect(screen.getByText('山田 太郎')).toBeInTheDocument();
    expect(screen.getByText('（未入力）')).toBeInTheDocument();
  });
});
