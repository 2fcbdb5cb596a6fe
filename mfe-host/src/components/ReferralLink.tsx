import { useId } from 'react';
import { ErrorPanel, Spinner } from '@er/ui';
import { hasErrorCode, type EncryptUserIdResponse } from '@er/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { CopyField } from './CopyField';

/** What a member sends their friend with the link (the friend's form is on the linked page). */
export function shareMessage(url: string): string {
  return `エンジニアルートでフリーランス案件を紹介してもらっています。希望に合った案件を担当者が探してくれるので、よかったらこちらのリンクから申し込んでみてください。\n${url}`;
}

/**
 * A member's own referral link (/introduce?ref=…, issue 12) to copy or share, and a message to send with it.
 * A 401 (the session ended meanwhile) shows nothing: the page offers the login.
 */
export function ReferralLink({ link }: { link: UseQueryResult<EncryptUserIdResponse> }) {
  const headingId = useId();
  if (link.isError && hasErrorCode(link.error, 'UNAUTHENTICATED')) return null;
  return (
    <section className="er-signup" aria-labelledby={headingId}>
      <h2 id={headingId}>あなたの紹介リンク</h2>
      {link.isPending ? (
        <Spinner label="紹介リンクを読み込み中…" />
      ) : link.isError ? (
        <ErrorPanel message="紹介リンクを読み込めませんでした。" onRetry={() => void link.refetch()} />
      ) : (
        <>
          <p>このリンクをお友達にお送りください。リンクからお申し込みいただくと、あなたからのご紹介として承ります。</p>
          <CopyField label="紹介リンク" value={link.data.url} copyLabel="リンクをコピー" />
          <CopyField label="お友達に送るメッセージの例" value={shareMessage(link.data.url)} copyLabel="メッセージをコピー" multiline />
        </>
      )}
    </section>
  );
}
