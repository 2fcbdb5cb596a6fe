import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CheckboxField, ConfirmList, TextAreaField } from './FormControls';
import { SelectField } from './FormField';

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

  it('SelectField: server markup keeps the select disabled until React hydrates it; rendered in the browser it works at once', async () => {
    const field = <SelectField label="お問い合わせ種別" placeholder="選択してください" options={[{ value: '1', label: 'その他' }]} value="" onChange={() => undefined} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.appendChild(container);
    expect(container.querySelector('select')).toBeDisabled();
    await act(async () => {
      hydrateRoot(container, field);
    });
    expect(container.querySelector('select')).toBeEnabled();
    container.remove();

    render(<SelectField label="種別" options={[{ value: '1', label: 'その他' }]} disabled />);
    expect(screen.getByRole('combobox', { name: '種別' })).toBeDisabled();
  });

  it('ConfirmList: rows, empty values marked', () => {
    render(<ConfirmList rows={[{ label: 'お名前', value: '山田 太郎' }, { label: '電話番号', value: '' }]} />);
    expect(screen.getByText('山田 太郎')).toBeInTheDocument();
    expect(screen.getByText('（未入力）')).toBeInTheDocument();
  });
});
