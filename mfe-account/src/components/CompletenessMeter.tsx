import { useId } from 'react';
import './completeness-meter.css';

/** The share of the profile filled in (get-user-info `completeness`, 0–100) as a labelled progress bar. */
export function CompletenessMeter({ value }: { value: number }) {
  const labelId = useId();
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className="mfe-account-meter">
      <div className="mfe-account-meter__label">
        <span id={labelId}>プロフィールの入力率</span>
        <span className="er-num" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className="mfe-account-meter__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={`mfe-account-meter__fill${percent === 100 ? ' is-complete' : ''}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
