/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// The average working period's setting over the real SDK (answered through fetch): the current figure from the
// public get-average-working-period, the save through update-average-working-period/update with the months as a
// number, the API's field error on the field, 未設定 while the figure is 0.
import { fireEvent, screen } from '@testing-library/react';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderPages } from '../test-support/fake-resource';
import { averageWorkingPeriodSetting } from './average-working-period';
import { settingPages } from './pages';

describe('the average working period (update-average-working-period)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  function render(months: number) {
    let current = months;
    const bodies: unknown[] = [];
    renderPages(settingPages(averageWorkingPeriodSetting), '/admin/update-average-working-period', {
      routes: {
        'GET /api/front/get-average-working-period': () => ({ months: current }),
        'POST /api/admin/update-average-working-period/update': ({ body }: { body: { months: number } }) => {
          bodies.push(body);
          if (body.months !== Math.round(body.months * 10) / 10) {
            return reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { months: ['小数点以下1桁までで入力してください'] } });
          }
          current = body.months;
          return { months: current, updated_at: '2026-11-26T05:00:00.000Z' };
        },
      },
    });
    return bodies;
  }

  it('shows the current figure and saves a new one as a number of months', async () => {
    const bodies = render(14.6);
    expect(await screen.findByRole('heading', { level: 1, name: '平均稼働期間' })).toBeInTheDocument();
    expect(screen.getByText('14.6ヶ月')).toBeInTheDocument();
    const input = screen.getByLabelText(/^平均稼働期間（ヶ月）/);
    expect(input).toHaveValue(14.6);
    expect(input).toHaveAttribute('inputmode', 'decimal');
    fireEvent.change(input, { target: { value: '15.2' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(await screen.findByText('15.2ヶ月')).toBeInTheDocument();
    expect(bodies).toEqual([{ months: 15.2 }]);
  });

  it("puts the API's field error on the field and keeps the input", async () => {
    render(14.6);
    fireEvent.change(await screen.findByLabelText(/^平均稼働期間（ヶ月）/), { target: { value: '15.25' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('平均稼働期間（ヶ月）：小数点以下1桁までで入力してください');
    expect(screen.getByLabelText(/^平均稼働期間（ヶ月）/)).toHaveValue(15.25);
    expect(screen.getByText('14.6ヶ月')).toBeInTheDocument();
  });

  it('says 未設定 while the figure is 0', async () => {
    render(0);
    expect(await screen.findByText('未設定')).toBeInTheDocument();
    expect(screen.getByLabelText(/^平均稼働期間（ヶ月）/)).toHaveValue(null);
  });
});
