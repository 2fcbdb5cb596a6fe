/** Yen per month → 万円 with one decimal (e.g. 752000 → 75.2万円). */
export function man(yen: number): string {
  const v = Math.round(yen / 1000) / 10;
  return `${v.toLocaleString('ja-JP')}万円`;
}
