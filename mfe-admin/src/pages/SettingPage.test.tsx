/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// The generic page of a setting (one record without a list) over a fake declaration and an in-memory stand-in
// of its API: the current value above the form, a save that replaces it, the server's field errors on the
// field with the input kept, read only for a role that may not save, and the setting's history.
import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiErrorBody, Schemas } from '@er/api-client';
import { renderPages } from '../test-support/fake-resource';
import { settingPages } from '../resources/pages';
import { defineSetting } from '../resources/types';

type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiErrorBody };

/** 「テスト上限」: a number of days kept by a fake API (0 = not set), saved whole. */
function fakeSetting(initial: number) {
  let days = initial;
  const read = jest.fn(async (): Promise<Result<{ days: number }>> => ({ data: { days } }));
  const save = jest.fn(async (body: { days: number | null }): Promise<Result<{ days: number }>> => {
    if (body.days === null || body.days > 30) {
      return { error: { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { days: ['30以下で入力してください'] } } };
    }
    days = body.days;
    return { data: { days } };
  });
  const setting = defineSetting<{ days: number }, { days: number | null }>({
    path: 'test-limit',
    title: 'テスト上限',
    read,
    save,
    current: (r) => (r.days === 0 ? null : `${r.days}日`),
    form: {
      fields: [{ name: 'days', label: '上限（日）', kind: 'number', required: true, min: 1, max: 30, step: 0.5 }],
      defaults: { days: null },
      toForm: (r) => ({ days: r.days === 0 ? null : r.days }),
    },
  });
  return { setting, read, save };
}

const entry: Schemas['AuditLogRowDto'] = {
  id: 1,
  action: 'update',
  action_label: '更新',
  changes: { days: { before: 7, after: 10 } },
  created_at: '2026-11-26T04:40:00.000Z',
  record_id: 1,
  resource: 'test-limit',
  staff_id: 7,
  staff_name: '編集 次郎',
};

describe('SettingPage', () => {
  it('shows the current value and replaces it on save: a toast, the new value above and in the form, the history', async () => {
    const { setting, save } = fakeSetting(10);
    renderPages(settingPages(setting), '/admin/test-limit', { history: [entry] });
    expect(await screen.findByRole('heading', { level: 1, name: 'テスト上限' })).toBeInTheDocument();
    expect(screen.getByText('現在の値：')).toHaveTextContent('現在の値：10日');
    const input = screen.getByLabelText(/^上限（日）/);
    expect(input).toHaveValue(10);
    // Halves allowed: the phone keyboard with a decimal point.
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('step', '0.5');

    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ days: 12.5 }, undefined);
    expect(await screen.findByText('12.5日')).toBeInTheDocument();
    expect(screen.getByLabelText(/^上限（日）/)).toHaveValue(12.5);

    // Its history, from the audit log of the resource, named by the form's labels.
    const history = screen.getByRole('region', { name: '変更履歴' });
    expect(within(history).getByText(/編集 次郎（更新）/)).toBeInTheDocument();
    expect(history).toHaveTextContent('上限（日）：7 → 10');
  });

  it('puts the server\'s field error on the field and at the top, and keeps what was typed', async () => {
    const { setting } = fakeSetting(10);
    renderPages(settingPages(setting), '/admin/test-limit');
    fireEvent.change(await screen.findByLabelText(/^上限（日）/), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('上限（日）：30以下で入力してください');
    expect(summary).toHaveFocus();
    expect(screen.getByLabelText(/^上限（日）/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^上限（日）/)).toHaveValue(45);
    expect(screen.getByText('現在の値：')).toHaveTextContent('10日');
  });

  it('says 未設定 while nothing is set, and starts the form empty', async () => {
    const { setting } = fakeSetting(0);
    renderPages(settingPages(setting), '/admin/test-limit');
    expect(await screen.findByText('未設定')).toBeInTheDocument();
    expect(screen.getByLabelText(/^上限（日）/)).toHaveValue(null);
  });

  it('shows a viewer the value and the form read only, with nothing to save', async () => {
    const { setting, save } = fakeSetting(10);
    renderPages(settingPages(setting), '/admin/test-limit', { role: 'viewer' });
    expect(await screen.findByText('閲覧のみの権限のため、変更できません。')).toBeInTheDocument();
    expect(screen.getByLabelText(/^上限（日）/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存する' })).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
