import type { ReactNode } from 'react';

export interface BadgeProps {
  /** new: 新着 (orange), ended: 募集終了 (grey), count: a red counter (e.g. the 検討中 count). */
  variant: 'new' | 'ended' | 'count';
  children: ReactNode;
  'aria-hidden'?: boolean | 'true';
}

/** A small pill label. */
export function Badge({ variant, children, ...rest }: BadgeProps) {
  return (
    <span className={`er-badge er-badge--${variant}`} {...rest}>
      {children}
    </span>
  );
}
