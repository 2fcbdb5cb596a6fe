// The average working period (SPEC §7 update-average-working-period/update): the figure the top page shows
// (public get-average-working-period; 0 while none is set). One number, no list: a setting. Months from 1 to
// 120 with one decimal at most — the API's rules, whose field errors land on the field.
import { api, type Schemas } from '@er/api-client';
import { defineSetting } from './types';

interface PeriodFormValues extends Record<string, unknown> {
  months: number | null;
}

export const averageWorkingPeriodSetting = defineSetting<Schemas['AverageWorkingPeriodDto'], PeriodFormValues>({
  path: 'update-average-working-period',
  title: '平均稼働期間',
  read: api.items.getAverageWorkingPeriod,
  save: api.adminMaster.adminUpdateAverageWorkingPeriodUpdate,
  current: (r) => (r.months > 0 ? `${r.months.toLocaleString('ja-JP', { maximumFractionDigits: 1 })}ヶ月` : null),
  form: {
    fields: [
      {
        name: 'months',
        label: '平均稼働期間（ヶ月）',
        kind: 'number',
        required: true,
        min: 1,
        max: 120,
        step: 0.1,
        hint: 'トップページに「平均稼働期間」として表示します。1〜120ヶ月、小数点以下1桁まで（例：14.6）。',
      },
    ],
    defaults: { months: null },
    toForm: (r) => ({ months: r.months > 0 ? r.months : null }),
  },
});
