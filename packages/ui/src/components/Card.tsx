import type { HTMLAttributes } from 'react';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <article className={['er-card', className].filter(Boolean).join(' ')} {...rest} />;
}
