import { useState } from 'react';
import { Breadcrumb, ErrorPanel, SelectField, Spinner } from '@er/ui';
import { usePrefectures } from '../hooks/usePrefectures';

/** /user/regist — first version: the prefecture select (the full sign-up form is a later issue). */
export function RegistPage() {
  const prefectures = usePrefectures();
  const [prefectureId, setPrefectureId] = useState('');
  return (
    <section>
      <Breadcrumb items={[{ label: '無料会員登録' }]} />
      <h1>無料会員登録</h1>
      <form className="er-form" onSubmit={(e) => e.preventDefault()}>
        {prefectures.isPending ? (
          <Spinner />
        ) : prefectures.isError ? (
          <ErrorPanel onRetry={() => void prefectures.refetch()} />
        ) : (
          <SelectField
            label="都道府県"
            name="prefecture_id"
            required
            placeholder="選択してください"
            value={prefectureId}
            onChange={(e) => setPrefectureId(e.target.value)}
            options={prefectures.data.map((p) => ({ value: p.id, label: p.name }))}
          />
        )}
      </form>
    </section>
  );
}
