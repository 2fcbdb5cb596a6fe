// The admin-resource toolkit (issue 15, STYLE.md "Declared resources for the back office"): what every staff
// resource's controller and service reuse, so each states only its DTOs, filters and rules. README
// "Back office: admin resources (issue 15)" shows how a resource is declared.
export * from './admin-resource.errors';
export * from './count-info.dto';
export * from './date-fields';
export * from './edit-body.dto';
export * from './ids.dto';
export * from './paged-response.dto';
export * from './record-store';
export * from './record-writes';
export * from './search-page';
export * from './search-query.dto';
export * from './term-search.dto';
