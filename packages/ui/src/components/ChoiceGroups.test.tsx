import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CheckboxGroupField, RadioGroupField } from './ChoiceGroups';
import { FieldGroup } from './FieldGroup';
import { TextField } from './FormField';

const OPTIONS = [
  { value: 1, label: '準委任' },
  { value: 2, label: '請負' },
  { value: 3, label: '正社員' },
];

function Checkboxes({ onChange }: { onChange: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['3']);
  return (
    <CheckboxGroupField
      legend="希望する契約形態"
      name="contract_types"
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('grouped form controls', () => {
  it('FieldGroup: a named group whose controls carry the errors and the hint', () => {
    render(
      <FieldGroup legend="生年月日" required hint="18歳以上の方が対象です" errors={['18歳未満の方はご登録いただけません']}>
        {(control) => <select aria-label="年" {...control} />}
      </FieldGroup>,
    );
    expect(screen.getByRole('group', { name: /生年月日/ })).toBeInTheDocument();
    const year = screen.getByRole('combobox', { name: '年' });
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription('18歳以上の方が対象です 18歳未満の方はご登録いただけません');
  });

  it('CheckboxGroupField: toggles values and reports them in the order of the options', () => {
    const onChange = jest.fn();
    render(<Checkboxes onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: '正社員' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: '準委任' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '3']);
    fireEvent.click(screen.getByRole('checkbox', { name: '正社員' }));
    expect(onChange).toHaveBeenLastCalledWith(['1']);
    expect(screen.getByRole('checkbox', { name: '正社員' })).not.toBeChecked();
  });

  it('RadioGroupField: one value, errors on every radio', () => {
    const onChange = jest.fn();
    render(
      <RadioGroupField
        legend="メールマガジン"
        name="magazine_flag"
        options={[
          { value: 1, label: '受け取る' },
          { value: 0, label: '受け取らない' },
        ]}
        value="1"
        onChange={onChange}
        errors={['選択肢の中から選んでください']}
      />,
    );
    expect(screen.getByRole('radio', { name: '受け取る' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '受け取らない' }));
    expect(onChange).toHaveBeenCalledWith('0');
    expect(screen.getByRole('radio', { name: '受け取らない' })).toHaveAccessibleDescription('選択肢の中から選んでください');
  });

  it('TextField: the hint describes the input too', () => {
    render(<TextField label="パスワード" hint="8〜128文字" errors={['パスワードを入力してください']} />);
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription('8〜128文字 パスワードを入力してください');
  });
});
