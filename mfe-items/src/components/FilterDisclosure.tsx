// Below 960px (the site's narrow breakpoint, packages/ui styles.css) the ~100 filter checkboxes
// would push the results thousands of pixels down: there the panel is collapsed behind a button
// that shows how many conditions are set. From 960px the button is hidden by CSS and the panel is
// always open, so wide screens are unchanged. The state is only the button's; CSS decides whether
// it matters, so there is no screen-size detection in script.
import { useId, useRef, useState, type ReactNode } from 'react';

export const FILTER_TOGGLE_LABEL = '条件を絞り込む';

export function FilterDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="er-button er-button--secondary mfe-items-filters__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        {FILTER_TOGGLE_LABEL}
        {activeCount > 0 && `（${activeCount}）`}
      </button>
      <div id={bodyId} className={`mfe-items-filters__body${open ? ' is-open' : ''}`}>
        {children}
        <button
          type="button"
          className="er-button er-button--secondary mfe-items-filters__close"
          onClick={() => {
            setOpen(false);
            // Back to the toggle, right above the results, instead of the end of a long panel.
            toggle.current?.focus();
          }}
        >
          絞り込みを閉じて結果を見る
        </button>
      </div>
    </>
  );
}
