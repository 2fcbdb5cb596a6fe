import { useRef, useState } from 'react';
import { Button, TextAreaField, TextField } from '@er/ui';
import { copyToClipboard } from './copy-to-clipboard';

const COPIED = 'コピーしました。';
const NOT_COPIED = 'コピーできませんでした。選択された文字を長押し（または右クリック）してコピーしてください。';

/**
 * A read-only text to hand on (the referral link, a message to send with it) with a copy button. Where the
 * clipboard is unavailable the text is selected in its field, so it can be copied by hand; the field is
 * always visible for the same reason. The result is announced (role="status").
 */
export function CopyField({ label, value, copyLabel, multiline = false }: { label: string; value: string; copyLabel: string; multiline?: boolean }) {
  const wrap = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  function selectText() {
    const control = wrap.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    control?.focus();
    control?.select();
  }

  async function onCopy() {
    const copied = await copyToClipboard(value);
    if (!copied) selectText();
    setResult(copied ? 'copied' : 'failed');
  }

  const common = { label, value, readOnly: true, onFocus: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => e.currentTarget.select() };
  return (
    <div ref={wrap} className="er-copy-field">
      {multiline ? <TextAreaField {...common} rows={4} /> : <TextField {...common} type="url" />}
      <div className="er-form__actions">
        <Button variant="secondary" onClick={() => void onCopy()}>
          {copyLabel}
        </Button>
      </div>
      <p role="status" className={result === 'failed' ? 'er-form__error' : undefined}>
        {result === 'copied' ? COPIED : result === 'failed' ? NOT_COPIED : ''}
      </p>
    </div>
  );
}
