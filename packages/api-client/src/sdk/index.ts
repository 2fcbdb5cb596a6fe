/* eslint-disable */
// generated — do not edit; run npm run generate -w @er/api-client
// One namespace per OpenAPI tag (`api.items.getItemDetail`); each is its own module, so bundlers keep only
// the operations a page uses. Every Params/Body/Response/Error type is also exported by name.
export * as adminAuth from './adminAuth';
export * as adminMaster from './adminMaster';
export * as columns from './columns';
export * as considers from './considers';
export * as contacts from './contacts';
export * as entries from './entries';
export * as health from './health';
export * as itemSearch from './itemSearch';
export * as items from './items';
export * as marketPrice from './marketPrice';
export * as master from './master';
export * as memberAuth from './memberAuth';
export * as memberProfile from './memberProfile';
export * as memberRegistration from './memberRegistration';
export * as memberSocial from './memberSocial';
export * as news from './news';
export * as savedSearches from './savedSearches';
export * as security from './security';
export * as site from './site';
export * as skillMatching from './skillMatching';
export * as skillSheets from './skillSheets';
export * as tags from './tags';
export type * from './adminAuth';
export type * from './adminMaster';
export type * from './columns';
export type * from './considers';
export type * from './contacts';
export type * from './entries';
export type * from './health';
export type * from './itemSearch';
export type * from './items';
export type * from './marketPrice';
export type * from './master';
export type * from './memberAuth';
export type * from './memberProfile';
export type * from './memberRegistration';
export type * from './memberSocial';
export type * from './news';
export type * from './savedSearches';
export type * from './security';
export type * from './site';
export type * from './skillMatching';
export type * from './skillSheets';
export type * from './tags';
