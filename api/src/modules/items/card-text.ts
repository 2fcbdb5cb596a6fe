import { REMOTE_LEVEL_LABELS } from './entities/item.entity';

const DETAIL_PREVIEW_CHARS = 120;

/** The start of a listing's details as its card shows it (a longer text is cut and ends in …). */
export function detailPreview(detail: string | null): string | null {
  return detail && detail.length > DETAIL_PREVIEW_CHARS ? `${detail.slice(0, DETAIL_PREVIEW_CHARS)}…` : detail;
}

/** The card's label of a remote level (an unknown level reads as on-site). */
export function remoteLabel(level: number): string {
  return REMOTE_LEVEL_LABELS[level as keyof typeof REMOTE_LEVEL_LABELS] ?? REMOTE_LEVEL_LABELS[0];
}
