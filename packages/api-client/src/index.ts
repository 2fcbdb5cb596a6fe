export * from './client';
export type { components, paths } from './schema';
