/** A date as the API answers it (ISO 8601, UTC), or null for none (`deleted_at`, `published_at`…). */
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
