import { Transform } from 'class-transformer';
import { markQueryTransform } from '../validation/query-fast-path';
import { foldEmail, foldNumber, foldPostcode, foldTel, foldText } from '@er/site-meta/text-fold';

/**
 * SPEC §5: the one transform of every DTO field that takes an e-mail, phone number, postcode, number or
 * short text (issue 11). The folds themselves live in `@er/site-meta/text-fold`, so the confirm steps of
 * the front ends show exactly what is stored.
 *
 * - `text`: full-width alphanumerics/symbols/space → half-width, trimmed
 * - `trim`: trimmed only — staff's published copy (a listing's name, its rate text, the client's name) is shown as
 *   they typed it, 「（フルリモート）」 included; search folds it for matching on its own (foldForSearch)
 * - `email`: the same, lower-cased
 * - `tel`, `postcode`: the same, dash-like characters → "-", spaces dropped (postcode NNNNNNN → NNN-NNNN)
 * - `number`: folded, then `Number(...)` as `@Fold('number')` would (so `１２` is 12 and `abc` is NaN,
 *   which IsInt reports); arrays are folded element by element
 *
 * `emptyAsUndefined`: an empty string after folding counts as absent (optional fields).
 */
export type FoldKind = 'text' | 'trim' | 'email' | 'tel' | 'postcode' | 'number';

const FOLDS: Record<Exclude<FoldKind, 'number'>, (value: string) => string> = {
  text: foldText,
  trim: (value) => value.trim(),
  email: foldEmail,
  tel: foldTel,
  postcode: foldPostcode,
};

/** The value a field of `kind` is stored as (non-strings are left for the validators to report). */
export function foldValue(kind: FoldKind, value: unknown, emptyAsUndefined = false): unknown {
  if (Array.isArray(value)) return value.map((v) => foldValue(kind, v, false));
  if (kind === 'number') return typeof value === 'string' ? Number(foldNumber(value)) : value;
  if (typeof value !== 'string') return value;
  const folded = FOLDS[kind](value);
  return emptyAsUndefined && folded === '' ? undefined : folded;
}

export function Fold(kind: FoldKind, options: { emptyAsUndefined?: boolean } = {}): PropertyDecorator {
  const fold = ({ value }: { value: unknown }) => foldValue(kind, value, options.emptyAsUndefined);
  // A number query field the validation pipe's fast path can read itself (query-fast-path.ts).
  return Transform(kind === 'number' && !options.emptyAsUndefined ? markQueryTransform(fold, 'number') : fold);
}
