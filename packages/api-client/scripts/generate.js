#!/usr/bin/env node
// Turns the API's OpenAPI 3.0 document (written by `npm run openapi -w api`, @nestjs/swagger) into
// TypeScript types for the typed client. No dependencies on purpose: openapi-typescript's peer range
// excludes our TypeScript 6, and the subset @nestjs/swagger emits is small.
//
//   node scripts/generate.js [--input openapi.json] [--output src/schema.ts] [--check]
//
// Output is deterministic (keys sorted, no timestamps) so `src/schema.ts` can be committed and
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
  /** @param {string} flag @param {string} fallback */
  const option = (flag, fallback) => {
    const at = argv.indexOf(flag);
    return at >= 0 && argv[at + 1] ? path.resolve(argv[at + 1]) : fallback;
  };
  const input = option('--input', path.join(root, 'openapi.json'));
  const output = option('--output', path.join(root, 'src', 'schema.ts'));
  const check = argv.includes('--check');

  let document = null;
  if (fs.existsSync(input)) {
    document = JSON.parse(fs.readFileSync(input, 'utf8'));
  } else {
    console.warn(`[api-client] ${path.relative(process.cwd(), input) || input} not found: writing empty paths/components.`);
  }
  const text = generateSchemaTs(document);
  const current = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : undefined;
  if (check) {
    if (current !== text) {
      console.error('src/schema.ts is out of date: run npm run generate -w @er/api-client');
      return 1;
    }
    return 0;
  }
  if (current !== text) fs.writeFileSync(output, text);
  console.log(`[api-client] ${path.relative(process.cwd(), output) || output} ${current === text ? 'unchanged' : 'written'}`);
  return 0;
}

module.exports = { generateSchemaTs, HEADER, MISSING_WARNING };

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2));
}
