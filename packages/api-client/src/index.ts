export * from './client';
export * from './errors';
export { api } from './browser';
export type { components, paths } from './schema';
