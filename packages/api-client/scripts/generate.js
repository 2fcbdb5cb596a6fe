#!/usr/bin/env node
// Turns the API's OpenAPI 3.0 document (written by `npm run openapi -w api`, @nestjs/swagger) into
// TypeScript types for the typed client. No dependencies on purpose: openapi-typescript's peer range
// excludes our TypeScript 6, and the subset @nestjs/swagger emits is small.
//
// It also writes the SDK (src/sdk/<tag>.ts: one function per operationId with TanStack Query
// options, over src/operation.ts and the shared client).
//
//   node scripts/generate.js [--input openapi.json] [--check]
//
// Output is deterministic (keys sorted, no timestamps) so the generated files can be committed and
// checked for freshness (src/schema-up-to-date.test.ts, or `--check`).
'use strict';

const fs = require('fs');
const path = require('path');

const HEADER = 'generated — do not edit; run npm run generate -w @er/api-client';
const MISSING_WARNING =
  'WARNING: packages/api-client/openapi.json was missing when this file was generated, so paths and ' +
  'components are empty. Run `npm run openapi -w api`, then `npm run generate -w @er/api-client`.';
const METHODS = ['delete', 'get', 'head', 'options', 'patch', 'post', 'put', 'trace'];
const PARAM_LOCATIONS = ['query', 'header', 'path', 'cookie'];
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const SIMPLE_TYPE = /^[A-Za-z_$][\w$]*(\[\])*$|^components\['schemas'\]\['[^']*'\]$/;

/** @param {string} text */
function quote(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r/g, '\\r').replace(/\n/g, '\\n')}'`;
}

/** @param {string} name */
function propertyKey(name) {
  return IDENTIFIER.test(name) ? name : quote(name);
}

/** @param {string} a @param {string} b */
function byCodePoint(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** @param {Record<string, unknown> | undefined} object */
function sortedKeys(object) {
  return Object.keys(object || {}).sort(byCodePoint);
}

/** @param {unknown} value */
function literal(value) {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return 'unknown';
}

/** @param {string} type */
function wrapForArray(type) {
  return SIMPLE_TYPE.test(type) || (type.startsWith('{') && type.endsWith('}')) ? `${type}[]` : `(${type})[]`;
}

/** @param {string} type */
function wrapForIntersection(type) {
  return type.includes(' | ') && !(type.startsWith('{') && type.endsWith('}')) ? `(${type})` : type;
}

/**
 * JSDoc lines for a schema, parameter or operation (description, deprecation); [] when none.
 * @param {string} indent
 * @param {{ summary?: string; description?: string; deprecated?: boolean }} node
 */
function docComment(indent, node) {
  /** @type {string[]} */
  const lines = [];
  for (const text of [node.summary, node.description]) {
    if (typeof text === 'string' && text.trim() !== '') {
      lines.push(...text.trim().replace(/\*\//g, '*\\/').split(/\r?\n/));
    }
  }
  if (node.deprecated) lines.push('@deprecated');
  if (lines.length === 0) return [];
  if (lines.length === 1) return [`${indent}/** ${lines[0]} */`];
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`.trimEnd()), `${indent} */`];
}

/**
 * @typedef {Record<string, any>} Json
 */

class Generator {
  /** @param {Json} document */
  constructor(document) {
    this.document = document;
  }

  /**
   * Follows a local `$ref` (components.parameters, requestBodies, responses) to the object it names.
   * @param {Json} node
   * @returns {Json}
   */
  resolve(node) {
    let current = node;
    for (let depth = 0; current && typeof current.$ref === 'string'; depth++) {
      if (depth > 20) throw new Error(`$ref cycle at ${node.$ref}`);
      current = this.pointer(current.$ref);
    }
    return current;
  }

  /** @param {string} ref */
  pointer(ref) {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
    /** @type {any} */
    let current = this.document;
    for (const segment of ref.slice(2).split('/')) {
      const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
      current = current == null ? undefined : current[key];
    }
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
    return current;
  }

  /**
   * @param {string} ref
   */
  refType(ref) {
    const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
    if (!match) return this.schemaType(this.pointer(ref), '');
    const name = decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!this.document.components || !this.document.components.schemas || !(name in this.document.components.schemas)) {
      throw new Error(`unresolved $ref ${ref}`);
    }
    return `components['schemas'][${quote(name)}]`;
  }

  /**
   * The TypeScript type of a schema object; `indent` is the indentation of the line it starts on.
   * @param {Json | boolean | undefined} schema
   * @param {string} indent
   * @returns {string}
   */
  schemaType(schema, indent) {
    if (schema === undefined || schema === true || schema === null) return 'unknown';
    if (schema === false) return 'never';
    let type = this.nonNullableType(schema, indent);
    const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
    if (nullable && type !== 'unknown' && type !== 'null' && !/(^| \| )null$/.test(type)) type = `${type} | null`;
    return type;
  }

  /**
   * @param {Json} schema
   * @param {string} indent
   * @returns {string}
   */
  nonNullableType(schema, indent) {
    if (typeof schema.$ref === 'string') return this.refType(schema.$ref);
    if ('const' in schema) return literal(schema.const);
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.filter((/** @type {unknown} */ value) => value !== null || schema.nullable !== true);
      return values.length === 0 ? 'never' : values.map(literal).join(' | ');
    }
    /** @type {string[]} */
    const parts = [];
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
      const members = schema.allOf.map((/** @type {Json} */ s) => wrapForIntersection(this.schemaType(s, indent)));
      parts.push(members.join(' & '));
    }
    for (const key of ['oneOf', 'anyOf']) {
      if (Array.isArray(schema[key]) && schema[key].length > 0) {
        parts.push(schema[key].map((/** @type {Json} */ s) => this.schemaType(s, indent)).join(' | '));
      }
    }
    const own = this.ownType(schema, indent);
    if (own !== undefined) parts.push(own);
    if (parts.length === 0) return 'unknown';
    if (parts.length === 1) return parts[0];
    return parts.map(wrapForIntersection).join(' & ');
  }

  /**
   * The type described by `type`/`properties`/`items` (undefined when the schema only composes others).
   * @param {Json} schema
   * @param {string} indent
   * @returns {string | undefined}
   */
  ownType(schema, indent) {
    const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter(
      (/** @type {string} */ t) => t !== 'null',
    );
    const composes = schema.allOf || schema.oneOf || schema.anyOf;
    if (types.length === 0) {
      if (schema.properties || schema.additionalProperties !== undefined) return this.objectType(schema, indent);
      if (schema.items) return wrapForArray(this.schemaType(schema.items, indent));
      return composes ? undefined : Array.isArray(schema.type) ? 'null' : undefined;
    }
    const mapped = types.map((/** @type {string} */ t) => {
      switch (t) {
        case 'string':
          return schema.format === 'binary' ? 'Blob' : 'string';
        case 'integer':
        case 'number':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'array':
          return wrapForArray(this.schemaType(schema.items, indent));
        case 'object':
          return composes && !schema.properties && schema.additionalProperties === undefined
            ? undefined
            : this.objectType(schema, indent);
        default:
          return 'unknown';
      }
    });
    const defined = /** @type {string[]} */ (mapped.filter((t) => t !== undefined));
    return defined.length === 0 ? undefined : defined.join(' | ');
  }

  /**
   * @param {Json} schema
   * @param {string} indent
   */
  objectType(schema, indent) {
    const inner = `${indent}  `;
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    /** @type {string[]} */
    const lines = [];
    for (const name of sortedKeys(schema.properties)) {
      const property = schema.properties[name];
      lines.push(...docComment(inner, property && typeof property === 'object' ? property : {}));
      const optional = required.has(name) ? '' : '?';
      lines.push(`${inner}${propertyKey(name)}${optional}: ${this.schemaType(property, inner)};`);
    }
    const extra = schema.additionalProperties;
    let index;
    if (extra === true || (extra && typeof extra === 'object' && Object.keys(extra).length === 0)) {
      index = 'unknown';
    } else if (extra && typeof extra === 'object') {
      index = this.schemaType(extra, inner);
    } else if (extra === undefined && lines.length === 0) {
      index = 'unknown';
    }
    if (lines.length === 0) return index === undefined ? 'Record<string, never>' : `{ [key: string]: ${index} }`;
    const body = `{\n${lines.join('\n')}\n${indent}}`;
    if (index === undefined) return body;
    // An index signature must admit every declared property's type, so anything narrower than
    // `unknown` is intersected rather than inlined.
    if (index === 'unknown') return `{\n${lines.join('\n')}\n${inner}[key: string]: unknown;\n${indent}}`;
    return `${body} & { [key: string]: ${index} }`;
  }

  /**
   * `content: { 'media/type': T }` lines for a request body or response.
   * @param {Json | undefined} content
   * @param {string} indent
   */
  contentType(content, indent) {
    const inner = `${indent}  `;
    const lines = sortedKeys(content).map(
      (media) => `${inner}${quote(media)}: ${this.schemaType(content && content[media].schema, inner)};`,
    );
    return `{\n${lines.join('\n')}\n${indent}}`;
  }

  /**
   * @param {Json} pathItem
   * @param {Json} operation
   * @param {string} indent
   */
  operationType(pathItem, operation, indent) {
    const inner = `${indent}  `;
    const deeper = `${inner}  `;
    /** @type {string[]} */
    const lines = [];

    // Operation parameters override path-level ones with the same name and location.
    /** @type {Map<string, Json>} */
    const params = new Map();
    for (const raw of [...(pathItem.parameters || []), ...(operation.parameters || [])]) {
      const param = this.resolve(raw);
      params.set(`${param.in}\u0000${param.name}`, param);
    }
    lines.push(`${inner}parameters: {`);
    for (const location of PARAM_LOCATIONS) {
      const group = [...params.values()]
        .filter((p) => p.in === location)
        .sort((a, b) => byCodePoint(a.name, b.name));
      if (group.length === 0) {
        if (location === 'query' || location === 'path') lines.push(`${deeper}${location}?: never;`);
        continue;
      }
      const anyRequired = group.some((p) => p.required === true || location === 'path');
      lines.push(`${deeper}${location}${anyRequired ? '' : '?'}: {`);
      for (const param of group) {
        lines.push(...docComment(`${deeper}  `, param));
        const optional = param.required === true || location === 'path' ? '' : '?';
        const schema = param.schema || (param.content && Object.values(param.content)[0].schema);
        lines.push(`${deeper}  ${propertyKey(param.name)}${optional}: ${this.schemaType(schema, `${deeper}  `)};`);
      }
      lines.push(`${deeper}};`);
    }
    lines.push(`${inner}};`);

    if (operation.requestBody) {
      const body = this.resolve(operation.requestBody);
      lines.push(...docComment(inner, { description: body.description }));
      lines.push(`${inner}requestBody${body.required === true ? '' : '?'}: {`);
      lines.push(`${deeper}content: ${this.contentType(body.content, deeper)};`);
      lines.push(`${inner}};`);
    } else {
      lines.push(`${inner}requestBody?: never;`);
    }

    lines.push(`${inner}responses: {`);
    const codes = Object.keys(operation.responses || {}).sort((a, b) => {
      const na = /^\d+$/.test(a) ? Number(a) : Infinity;
      const nb = /^\d+$/.test(b) ? Number(b) : Infinity;
      return na !== nb ? na - nb : byCodePoint(a, b);
    });
    for (const code of codes) {
      const response = this.resolve(operation.responses[code]);
      lines.push(...docComment(`${deeper}`, { description: response.description }));
      const key = /^\d+$/.test(code) ? code : quote(code);
      if (response.content && Object.keys(response.content).length > 0) {
        lines.push(`${deeper}${key}: {`);
        lines.push(`${deeper}  content: ${this.contentType(response.content, `${deeper}  `)};`);
        lines.push(`${deeper}};`);
      } else {
        lines.push(`${deeper}${key}: {`, `${deeper}  content?: never;`, `${deeper}};`);
      }
    }
    lines.push(`${inner}};`);
    return `{\n${lines.join('\n')}\n${indent}}`;
  }

  generate() {
    const doc = this.document;
    const info = doc.info || {};
    const out = [
      '/* eslint-disable */',
      '/**',
      ` * ${HEADER}`,
      ` * source: OpenAPI ${doc.openapi || '?'}${info.title ? `, ${info.title}` : ''}${info.version ? ` ${info.version}` : ''}`,
      ' */',
      '',
      'export interface paths {',
    ];
    for (const route of sortedKeys(doc.paths)) {
      const pathItem = this.resolve(doc.paths[route]);
      const methods = METHODS.filter((method) => pathItem[method]);
      if (methods.length === 0) continue;
      out.push(`  ${quote(route)}: {`);
      for (const method of methods) {
        const operation = pathItem[method];
        out.push(...docComment('    ', operation));
        out.push(`    ${method}: ${this.operationType(pathItem, operation, '    ')};`);
      }
      out.push('  };');
    }
    out.push('}', '', 'export interface components {', '  schemas: {');
    const schemas = (doc.components && doc.components.schemas) || {};
    for (const name of sortedKeys(schemas)) {
      out.push(...docComment('    ', schemas[name]));
      out.push(`    ${propertyKey(name)}: ${this.schemaType(schemas[name], '    ')};`);
    }
    out.push('  };', '}', '');
    return out.join('\n');
  }
}

// ---------------------------------------------------------------------------------------------
// The SDK: src/sdk/<group>.ts per OpenAPI tag, one exported operation per operationId (README.md).

const SDK_METHODS = ['get', 'post', 'put', 'delete'];

/** 'item-search' -> 'itemSearch', 'Admin Auth' -> 'adminAuth' */
/** @param {string} text */
function camelCase(text) {
  const words = String(text).split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length === 0) return 'default';
  return words
    .map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** @param {string} text */
function pascalCase(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** @param {string[]} types */
function union(types) {
  return [...new Set(types)].join(' | ');
}

class SdkGenerator extends Generator {
  /** Operations grouped by their first tag, each sorted by operationId. */
  operations() {
    /** @type {Map<string, Json[]>} */
    const groups = new Map();
    /** @type {Map<string, string>} */
    const seen = new Map();
    for (const route of sortedKeys(this.document.paths)) {
      const pathItem = this.resolve(this.document.paths[route]);
      for (const method of METHODS.filter((m) => pathItem[m])) {
        const operation = pathItem[method];
        const where = `${method.toUpperCase()} ${route}`;
        const id = operation.operationId;
        if (typeof id !== 'string' || !IDENTIFIER.test(id)) throw new Error(`${where}: operationId missing or not an identifier`);
        if (seen.has(id)) throw new Error(`operationId ${id} is used by ${seen.get(id)} and ${where}`);
        seen.set(id, where);
        if (!SDK_METHODS.includes(method)) throw new Error(`${where}: the client has no ${method} method`);
        const group = camelCase((operation.tags && operation.tags[0]) || 'default');
        if (!groups.has(group)) groups.set(group, []);
        /** @type {Json[]} */ (groups.get(group)).push({ route, method, pathItem, operation, id });
      }
    }
    for (const list of groups.values()) list.sort((a, b) => byCodePoint(a.id, b.id));
    return new Map([...groups.entries()].sort((a, b) => byCodePoint(a[0], b[0])));
  }

  /** @param {Json} op */
  parameters(op) {
    /** @type {Map<string, Json>} */
    const params = new Map();
    for (const raw of [...(op.pathItem.parameters || []), ...(op.operation.parameters || [])]) {
      const param = this.resolve(raw);
      if (param.in === 'cookie') continue;
      const existing = params.get(param.name);
      if (existing && existing.in !== param.in) throw new Error(`${op.id}: ${param.name} is both a ${existing.in} and a ${param.in} parameter`);
      params.set(param.name, param);
    }
    return [...params.values()].sort((a, b) => byCodePoint(a.name, b.name));
  }

  /** @param {Json | undefined} content @param {string} fallback */
  bodyOf(content, fallback) {
    if (!content || Object.keys(content).length === 0) return { type: fallback, parseAs: undefined };
    if (content['application/json']) return { type: this.schemaType(content['application/json'].schema, ''), parseAs: undefined };
    const media = sortedKeys(content)[0];
    if (media.startsWith('text/')) return { type: 'string', parseAs: 'text' };
    return { type: 'Blob', parseAs: 'blob' };
  }

  /** @param {Json} op */
  operationCode(op) {
    const { operation, method, route, id } = op;
    const Name = pascalCase(id);
    const lines = [];
    const params = this.parameters(op);
    const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
    const headerParams = params.filter((p) => p.in === 'header').map((p) => p.name);
    for (const name of (route.match(/\{[^}]+\}/g) || []).map((/** @type {string} */ m) => m.slice(1, -1))) {
      if (!pathParams.includes(name)) throw new Error(`${id}: path parameter {${name}} is not documented`);
    }
    const paramsRequired = params.some((p) => p.required === true || p.in === 'path');

    const codes = Object.keys(operation.responses || {}).sort(byCodePoint);
    const success = codes.filter((c) => /^2(\d\d|XX)$/.test(c));
    const failure = codes.filter((c) => /^([45]\d\d|[45]XX|default)$/.test(c));
    /** @type {string[]} */
    const responseTypes = [];
    /** @type {string | undefined} */
    let parseAs;
    for (const code of success) {
      const body = this.bodyOf(this.resolve(operation.responses[code]).content, 'undefined');
      responseTypes.push(body.type);
      parseAs = parseAs || body.parseAs;
    }
    const errorTypes = failure
      .map((code) => this.resolve(operation.responses[code]).content)
      .filter((content) => content && content['application/json'])
      .map((content) => this.schemaType(content['application/json'].schema, ''));

    const body = operation.requestBody ? this.resolve(operation.requestBody) : undefined;
    /** @type {string | undefined} */
    let bodyType;
    if (body) {
      const content = body.content || {};
      if (content['application/json']) bodyType = this.schemaType(content['application/json'].schema, '');
      else if (content['multipart/form-data']) bodyType = `${wrapForIntersection(this.schemaType(content['multipart/form-data'].schema, ''))} | FormData`;
      else bodyType = 'BodyInit';
    }

    const summary = [operation.summary, operation.description].filter((t) => typeof t === 'string' && t.trim() !== '');
    lines.push(...docComment('', { description: [...summary, `${method.toUpperCase()} ${route}`].join('\n'), deprecated: operation.deprecated }));

    const variables = params.length > 0 && body ? 'both' : params.length > 0 ? 'params' : body ? 'body' : 'none';
    let V = 'void';
    if (variables === 'params') V = paramsRequired ? `${Name}Params` : `${Name}Params | void`;
    if (variables === 'body') V = body && body.required === true ? `${Name}Body` : `${Name}Body | void`;
    if (variables === 'both') V = `${Name}Variables`;

    const define = method === 'get' ? 'defineQuery' : 'defineMutation';
    const spec = [`method: ${quote(method)}`, `path: ${quote(route)}`];
    if (pathParams.length > 0) spec.push(`pathParams: [${pathParams.map(quote).join(', ')}]`);
    if (headerParams.length > 0) spec.push(`headerParams: [${headerParams.map(quote).join(', ')}]`);
    spec.push(`variables: ${quote(variables)}`);
    if (parseAs) spec.push(`parseAs: ${quote(parseAs)}`);
    lines.push(
      `export const ${id} = /* @__PURE__ */ ${define}<${V}, ${Name}Response, ${Name}Error>(${quote(op.group)}, ${quote(id)}, {`,
      ...spec.map((entry) => `  ${entry},`),
      '});',
    );
    if (params.length > 0) {
      lines.push(`export type ${Name}Params = {`);
      for (const param of params) {
        lines.push(...docComment('  ', param));
        const optional = param.required === true || param.in === 'path' ? '' : '?';
        lines.push(`  ${propertyKey(param.name)}${optional}: ${this.schemaType(param.schema, '  ')};`);
      }
      lines.push('};');
    }
    if (bodyType) lines.push(`export type ${Name}Body = ${bodyType};`);
    if (variables === 'both') {
      lines.push(`export type ${Name}Variables = { params${paramsRequired ? '' : '?'}: ${Name}Params; body${body && body.required === true ? '' : '?'}: ${Name}Body };`);
    }
    lines.push(`export type ${Name}Response = ${responseTypes.length > 0 ? union(responseTypes) : 'undefined'};`);
    lines.push(
      `/** ${errorTypes.length > 0 ? `The documented error bodies (${failure.join(', ')}).` : 'No error body is documented: the generic one.'} */`,
      `export type ${Name}Error = ${errorTypes.length > 0 ? union(errorTypes) : 'ApiErrorBody'};`,
    );
    return lines;
  }

  /** @returns {Map<string, string>} file path (relative to the package) -> content */
  generateSdk() {
    /** @type {Map<string, string>} */
    const files = new Map();
    const groups = this.operations();
    for (const [group, ops] of groups) {
      const out = [
        '/* eslint-disable */',
        `// ${HEADER}`,
        `// Operations of the OpenAPI tag "${(ops[0].operation.tags && ops[0].operation.tags[0]) || 'default'}": import them as api.${group}.<operationId> from '@er/api-client'.`,
        "import type { ApiErrorBody } from '../client';",
        "import { defineMutation, defineQuery } from '../operation';",
        "import type { components } from '../schema';",
        '',
      ];
      for (const op of ops) {
        op.group = group;
        out.push(...this.operationCode(op), '');
      }
      let text = out.join('\n');
      if (!/\bcomponents\[/.test(text.split('\n').slice(7).join('\n'))) text = text.replace("import type { components } from '../schema';\n", '');
      if (!/\bdefineQuery</.test(text)) text = text.replace('defineMutation, defineQuery', 'defineMutation');
      if (!/\bdefineMutation</.test(text)) text = text.replace('defineMutation, defineQuery', 'defineQuery');
      if (!/= ApiErrorBody;|ApiErrorBody[ |;]/.test(text.split('\n').slice(4).join('\n'))) text = text.replace("import type { ApiErrorBody } from '../client';\n", '');
      files.set(`src/sdk/${group}.ts`, text);
    }
    const index = [
      '/* eslint-disable */',
      `// ${HEADER}`,
      "// One namespace per OpenAPI tag (`api.items.getItemDetail`); each is its own module, so bundlers keep only",
      '// the operations a page uses. Every Params/Body/Response/Error type is also exported by name.',
      ...[...groups.keys()].map((group) => `export * as ${group} from './${group}';`),
      ...[...groups.keys()].map((group) => `export type * from './${group}';`),
      '',
    ];
    files.set('src/sdk/index.ts', index.join('\n'));
    return files;
  }
}

/**
 * Every generated file for a document: src/schema.ts and the SDK (src/sdk/*.ts), keyed by path
 * relative to the package.
 * @param {Json | null | undefined} document
 * @returns {Map<string, string>}
 */
function generateAll(document) {
  const files = new Map([['src/schema.ts', generateSchemaTs(document)]]);
  const sdk = document == null ? emptySdk() : new SdkGenerator(document).generateSdk();
  for (const [file, text] of sdk) files.set(file, text);
  return files;
}

function emptySdk() {
  return new Map([['src/sdk/index.ts', ['/* eslint-disable */', `// ${HEADER}`, `// ${MISSING_WARNING}`, 'export {};', ''].join('\n')]]);
}

/**
 * Generated files that are out of date (differ, missing, or left over in src/sdk).
 * @param {string} root the package folder
 * @param {Map<string, string>} files
 */
function staleFiles(root, files) {
  const stale = [];
  for (const [file, text] of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== text) stale.push(file);
  }
  const sdkDir = path.join(root, 'src', 'sdk');
  if (fs.existsSync(sdkDir)) {
    for (const name of fs.readdirSync(sdkDir).sort()) {
      if (!files.has(`src/sdk/${name}`)) stale.push(`src/sdk/${name} (left over)`);
    }
  }
  return stale;
}

/**
 * Renders `src/schema.ts` for an OpenAPI 3.0 document. With no document (null/undefined) it renders
 * empty `paths`/`components` plus a warning, so the front ends still compile.
 * @param {Json | null | undefined} document
 * @returns {string}
 */
function generateSchemaTs(document) {
  if (document == null) {
    return [
      '/* eslint-disable */',
      '/**',
      ` * ${HEADER}`,
      ' *',
      ` * ${MISSING_WARNING}`,
      ' */',
      '',
      'export interface paths {}',
      '',
      'export interface components {',
      '  schemas: {};',
      '}',
      '',
    ].join('\n');
  }
  if (typeof document !== 'object' || typeof document.openapi !== 'string' || !document.openapi.startsWith('3.')) {
    throw new Error('expected an OpenAPI 3.x document (with an "openapi": "3.x" field)');
  }
  return new Generator(document).generate();
}

/** @param {string[]} argv */
function main(argv) {
  const root = path.resolve(__dirname, '..');
  const at = argv.indexOf('--input');
  const input = at >= 0 && argv[at + 1] ? path.resolve(argv[at + 1]) : path.join(root, 'openapi.json');
  const check = argv.includes('--check');

  let document = null;
  if (fs.existsSync(input)) {
    document = JSON.parse(fs.readFileSync(input, 'utf8'));
  } else {
    console.warn(`[api-client] ${path.relative(process.cwd(), input) || input} not found: writing empty paths/components.`);
  }
  const files = generateAll(document);
  const stale = staleFiles(root, files);
  if (check) {
    if (stale.length > 0) {
      console.error(`${stale.join(', ')} out of date: run npm run generate -w @er/api-client`);
      return 1;
    }
    return 0;
  }
  fs.mkdirSync(path.join(root, 'src', 'sdk'), { recursive: true });
  for (const file of stale) {
    const full = path.join(root, file.replace(/ \(left over\)$/, ''));
    if (file.endsWith(' (left over)')) fs.rmSync(full);
    else fs.writeFileSync(full, /** @type {string} */ (files.get(file)));
  }
  console.log(`[api-client] ${files.size} generated files: ${stale.length === 0 ? 'all unchanged' : `${stale.join(', ')} written`}`);
  return 0;
}

module.exports = { generateSchemaTs, generateAll, staleFiles, HEADER, MISSING_WARNING };

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}
