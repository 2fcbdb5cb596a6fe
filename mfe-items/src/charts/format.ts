/** Yen per month → 万円 with one decimal (e.g. 752000 → 75.2万円): the UI kit's, as on the expected-rate card. */
export { manYen as man } from '@er/ui';
