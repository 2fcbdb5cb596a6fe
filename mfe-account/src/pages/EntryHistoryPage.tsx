import { useState } from 'react';
import { Link } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, formErrorMessage, type Schemas } from '@er/api-client';
import { Breadcrumb, Button, ErrorPanel, ItemCard, Spinner } from '@er/ui';
import { MemberGate } from '../components/MemberGate';
import { japaneseDate } from '../entry/entry-dates';
import { useFormPost } from '../hooks/useFormPost';
import { memberCrumbs } from '../navigation/member-crumbs';
import './entry.css';

type Entry = Schemas['EnteredItemDetailDto'];

const HEADING = 'エントリー履歴';
const CRUMBS = memberCrumbs(HEADING);
export const CONFIRM_WITHDRAW = 'このエントリーを取り下げますか？';

/**
 * /user/entry — SPEC §2 application history (item/get-enterd-item-list, newest first): the listing, the day,
 * the skill sheet sent, the status the member sees with its history (who moved it — the member or staff — and
 * when), and withdrawal (withdraw-entry) where the API allows it
 * (`can_withdraw`: still エントリー済み).
 */
export function EntryHistoryPage() {
  return (
    <MemberGate crumbs={CRUMBS} heading={HEADING}>
      {() => (
        <section className="mfe-account-entry">
          <Breadcrumb items={CRUMBS} />
          <h1>{HEADING}</h1>
          <EntryHistory />
        </section>
      )}
    </MemberGate>
  );
}

function EntryHistory() {
  const list = useQuery({ ...api.entries.getEnterdItemList.query(), select: (r) => r.entries, staleTime: 0 });
  if (list.isPending) return <Spinner label="エントリー履歴を読み込んでいます…" />;
  if (list.isError) return <ErrorPanel message="エントリー履歴を読み込めませんでした。" onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) {
    return (
      <div className="er-empty">
        <p>まだエントリーした案件はありません。</p>
        <p>
          <Link to="/item/search">案件を探す</Link>
        </p>
      </div>
    );
  }
  return (
    <ol className="mfe-account-entry__history">
      {list.data.map((entry) => (
        <li key={entry.id}>
          <EntryRow entry={entry} />
        </li>
      ))}
    </ol>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
  const queryClient = useQueryClient();
  const { post, pending } = useFormPost(api.entries.withdrawEntry);
  const [error, setError] = useState('');
  const withdraw = async () => {
    if (!window.confirm(CONFIRM_WITHDRAW)) return;
    const result = await post({ id: entry.id });
    if (!result) return;
    if (result.error) {
      setError(formErrorMessage(result.error));
      // The status may have moved on (staff started screening): show what it is now.
      void queryClient.invalidateQueries({ queryKey: api.entries.getEnterdItemList.key() });
      return;
    }
    const updated = result.data.entry;
    setError('');
    // In place: the row keeps its position; the detail page's button follows (is-enterd).
    queryClient.setQueryData(api.entries.getEnterdItemList.query().queryKey, (old) =>
      old ? { entries: old.entries.map((e) => (e.id === updated.id ? { ...e, ...updated } : e)) } : old,
    );
    void queryClient.invalidateQueries({ queryKey: api.entries.isEnterd.key() });
  };
  const titleId = `entry-${entry.id}-title`;
  return (
    <article className="mfe-account-entry__row" aria-labelledby={titleId}>
      <header className="mfe-account-entry__row-header">
        <h2 id={titleId} className="er-visually-hidden">
          {entry.item ? entry.item.name : '削除された案件'}へのエントリー
        </h2>
        <span className={`mfe-account-entry__status is-${entry.status}`}>{entry.status_label}</span>
        {entry.validity === 1 && <span className="mfe-account-entry__validity">{entry.validity_label}</span>}
      </header>
      {entry.item ? <ItemCard item={entry.item} headingLevel={3} /> : <p className="er-empty">この案件は掲載が終了し、削除されました。</p>}
      <dl className="er-confirm-list">
        <div className="er-confirm-list__row">
          <dt>エントリー日</dt>
          <dd>{japaneseDate(entry.entered_at)}</dd>
        </div>
        <div className="er-confirm-list__row">
          <dt>選考状況</dt>
          <dd>{entry.status_label}</dd>
        </div>
        <div className="er-confirm-list__row">
          <dt>スキルシート</dt>
          <dd>{entry.skill_sheet ? `${entry.skill_sheet.name}${entry.skill_sheet.deleted ? '（削除済み）' : ''}` : 'なし'}</dd>
        </div>
        {entry.desired_start_date && (
          <div className="er-confirm-list__row">
            <dt>稼働開始希望日</dt>
            <dd>{japaneseDate(entry.desired_start_date)}</dd>
          </div>
        )}
      </dl>
      {entry.history.length > 0 && (
        <section className="mfe-account-entry__steps" aria-labelledby={`${titleId}-steps`}>
          <h3 id={`${titleId}-steps`}>選考状況の履歴</h3>
          <ol>
            {entry.history.map((step) => (
              <li key={`${step.status}-${step.changed_at}`}>
                <span className="mfe-account-entry__step-label">{step.status_label}</span>
                <time dateTime={step.changed_at}>{japaneseDate(step.changed_at)}</time>
                <span className="mfe-account-entry__step-by">{step.changed_by === 'staff' ? '担当者が更新' : 'ご本人'}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {error && (
        <p role="alert" className="er-field__errors">
          {error}
        </p>
      )}
      {entry.can_withdraw && (
        <Button variant="secondary" onClick={() => void withdraw()} disabled={pending} aria-busy={pending || undefined}>
          エントリーを取り下げる
        </Button>
      )}
    </article>
  );
}
