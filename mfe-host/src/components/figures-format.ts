// Number formats of the top-page figures (issue 11): 1,234件 / 78.5万円, as the leading boards write them.

/** A count: 1234 → "1,234件". */
export function formatCount(n: number): string {
  return `${n.toLocaleString('ja-JP')}件`;
}

/** Yen per month → 万円 with at most one decimal: 785000 → "78.5万円", 800000 → "80万円". */
export function formatManYen(yen: number): string {
  const man = Math.round(yen / 1000) / 10;
  return `${man.toLocaleString('ja-JP', { maximumFractionDigits: 1 })}万円`;
}
