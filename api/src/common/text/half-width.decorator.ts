import { Transform } from 'class-transformer';
import { toHalfWidth } from './half-width';

/** DTO field decorator: folds full-width alphanumerics/symbols/space to half-width (SPEC §5). */
export function HalfWidth(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value === 'string') return toHalfWidth(value);
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? toHalfWidth(v) : v));
    return value;
  });
}
