/**
 * A value already written as JSON (issue 14: a search page's cards, joined from their stored text rather than built
 * as objects and written again). JSON.stringify — Express's res.json — reads it back through toJSON and writes the
 * same text; answerJson splices the text in as it is.
 */
export class RawJson<T = unknown> {
  constructor(readonly json: string) {}

  toJSON(): T {
    return JSON.parse(this.json) as T;
  }
}

/**
 * JSON.stringify(value), the same text, with the arrays of RawJson at the top level of an answer object joined from
 * their text instead of parsed and written again.
 */
export function answerJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype || 'toJSON' in value) return JSON.stringify(value);
  const entries = Object.entries(value);
  if (!entries.some(([, v]) => isRawArray(v))) return JSON.stringify(value);
  const parts: string[] = [];
  for (const [key, v] of entries) {
    const json = isRawArray(v) ? `[${v.map((item) => item.json).join(',')}]` : JSON.stringify(v);
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(',')}}`;
}

function isRawArray(value: unknown): value is RawJson[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof RawJson);
}
