import fc from 'fast-check';

/**
 * Request bodies for the API fuzz test (api/test/fuzz.e2e-spec.ts, and its larger run from
 * `npm run bench -- --fuzz N`): for each operation of the OpenAPI document that takes a JSON body,
 * bodies shaped by its request schema with hostile values, plus arbitrary JSON and raw bytes.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  example?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface BodyOperation {
  method: string;
  path: string;
  operationId: string;
  schema: JsonSchema;
}

/** One request to send: the body exactly as bytes/text, and the Content-Type header (none when undefined). */
export interface FuzzRequest {
  kind: string;
  contentType: string | undefined;
  body: string | Buffer;
  /** X-Forwarded-For, so per-IP budgets do not answer every request with 429. */
  ip: string;
}

/** Every operation with a JSON request body, its schema with `$ref`s resolved (one level of allOf merged). */
export function bodyOperations(doc: OpenApiDocument): BodyOperation[] {
  const resolve = (schema: JsonSchema | undefined, seen = new Set<string>()): JsonSchema => {
    if (!schema) return {};
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      if (seen.has(name)) return {};
      return resolve(doc.components?.schemas?.[name], new Set([...seen, name]));
    }
    const out: JsonSchema = { ...schema };
    if (schema.allOf) {
      for (const part of schema.allOf.map((s) => resolve(s, seen))) {
        out.properties = { ...out.properties, ...part.properties };
        out.required = [...(out.required ?? []), ...(part.required ?? [])];
        out.type ??= part.type;
      }
      delete out.allOf;
    }
    if (out.properties) {
      out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, resolve(v, seen)]));
    }
    if (out.items) out.items = resolve(out.items, seen);
    return out;
  };
  const operations: BodyOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      operations.push({ method: method.toUpperCase(), path, operationId: op.operationId ?? `${method} ${path}`, schema: resolve(schema) });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

const char = (from: number, to: number) => fc.integer({ min: from, max: to }).map((c) => String.fromCharCode(c));
const loneSurrogate = char(0xd800, 0xdfff);
const withLoneSurrogate = fc.tuple(fc.string({ maxLength: 12 }), loneSurrogate, fc.string({ maxLength: 12 })).map(([a, s, b]) => a + s + b);
const fullWidth = fc.string({ unit: char(0xff01, 0xff5e), minLength: 1, maxLength: 40 });
const oddCharacters = fc.constantFrom(
  '🍣', '👨‍👩‍👧‍👦', '🇯🇵', '𠮷野家', 'ｶﾀｶﾅ', 'ヤマダ　タロウ', '\u0000', '\u202e', '\ufeff', '\u200d', '\uffff', '\r\n', '<script>alert(1)</script>',
  "' OR 1=1 --", '%00', '../../etc/passwd', '{{7*7}}', '${7*7}', 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', '０３－１２３４－５６７８', 'ー', ' ', '',
);
const emojiText = fc.array(oddCharacters, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
const longText = fc
  .tuple(fc.constantFrom(51, 101, 256, 2001, 20_000, 60_000, 150_000), fc.constantFrom('x', 'あ', '🍣', 'ｘ', ' '))
  .map(([n, c]) => c.repeat(n));
const numberAsString = fc.constantFrom('1', '7', '8', '13', '47', '48', '0', '-1', '1e400', '-0', 'NaN', 'Infinity', ' 2 ', '0x10', '１３', 'true', 'null', '');
const oddNumber = fc.constantFrom(0, -1, 1.5, 47, 48, 101, 102, 1e308, -1e308, 2 ** 53 + 1, 1e21, -0);
const deepValue = fc
  .tuple(fc.constantFrom(2, 30, 31, 32, 33, 40, 500, 2000), fc.boolean(), fc.jsonValue({ maxDepth: 1 }))
  .map(([levels, arrays, inner]) => {
    let value: unknown = inner;
    for (let i = 0; i < levels; i++) value = arrays ? [value] : { a: value };
    return value;
  });
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A plausible value for the property (enum member, uuid, e-mail, string within its length, number in range). */
function plausible(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  switch (schema.type) {
    case 'boolean':
      return fc.oneof(fc.constant(true), fc.boolean());
    case 'number':
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 });
    case 'array':
      return fc.array(plausible(name, schema.items ?? {}), { maxLength: 5 });
    case 'object':
      return objectOf(schema);
    default: {
      const max = schema.maxLength ?? 60;
      const text = fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: max }).filter((s) => s.length <= max);
      if (/mail/.test(name)) return fc.oneof(fc.emailAddress(), fc.constant(schema.example ?? 'taro@example.com'));
      return schema.example !== undefined ? fc.oneof(fc.constant(schema.example), text) : text;
    }
  }
}

/** A value for one property: mostly plausible, otherwise one of the hostile kinds. */
function valueFor(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausible(name, schema), weight: 8 },
    { arbitrary: withLoneSurrogate, weight: 2 },
    { arbitrary: fullWidth, weight: 1 },
    { arbitrary: emojiText, weight: 2 },
    { arbitrary: longText, weight: 1 },
    { arbitrary: numberAsString, weight: 1 },
    { arbitrary: oddNumber, weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: deepValue, weight: 1 },
    { arbitrary: anyJson, weight: 2 },
  );
}

const ABSENT = Symbol('absent');
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'a.b', 'id', 'status', 'created_at'),
  withLoneSurrogate,
  fc.string({ maxLength: 10 }),
);

/** An object shaped by the schema: each property usually present, sometimes extra keys. */
function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const fields = props.map(([name, s]) =>
    fc.oneof({ arbitrary: fc.constant(ABSENT), weight: 1 }, { arbitrary: valueFor(name, s), weight: 9 }).map((v) => [name, v] as const),
  );
  const extras = fc.oneof({ arbitrary: fc.constant([] as Array<[string, unknown]>), weight: 4 }, { arbitrary: fc.array(fc.tuple(extraKey, anyJson), { maxLength: 3 }), weight: 1 });
  // Object.fromEntries defines own properties, so "__proto__" is sent as a key, not a prototype.
  return fc.tuple(fc.tuple(...fields), extras).map(([entries, more]) => Object.fromEntries([...entries.filter(([, v]) => v !== ABSENT), ...more]));
}

function asForm(value: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) params.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return params.toString();
}

const ip = fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `198.18.${a}.${b}`);

/** Bodies for one operation, in the proportions the fuzz test wants (mostly schema-shaped JSON). */
export function fuzzRequests(schema: JsonSchema): fc.Arbitrary<FuzzRequest> {
  const shaped = objectOf(schema);
  const json = (kind: string, value: fc.Arbitrary<unknown>) =>
    fc.record({ kind: fc.constant(kind), contentType: fc.constant('application/json'), body: value.map((v) => JSON.stringify(v) ?? 'null'), ip });
  const raw = fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
    // valid JSON with an invalid UTF-8 sequence (a CESU-8 surrogate, a stray continuation byte, a cut sequence)
    fc.tuple(shaped, fc.constantFrom('eda080', '80', 'c3', 'f4908080', 'c0af')).map(([v, hex]) =>
      Buffer.concat([Buffer.from(JSON.stringify(v).slice(0, -1) + ',"x":"'), Buffer.from(hex, 'hex'), Buffer.from('"}')]),
    ),
    // cut off anywhere
    fc.tuple(shaped, fc.nat()).map(([v, at]) => {
      const text = JSON.stringify(v);
      return text.slice(0, at % (text.length + 1));
    }),
    fc.constantFrom('', '{', '[]', 'null', '"x"', '{"a":1}{"b":2}', '{"a":1,}', "{'a':1}", '\ufeff{}', '{"__proto__":{"admin":true}}'),
  );
  return fc.oneof(
    { arbitrary: json('shaped', shaped), weight: 14 },
    { arbitrary: json('any-json', fc.jsonValue({ maxDepth: 4 })), weight: 2 },
    { arbitrary: json('deep', deepValue), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('raw'), contentType: fc.constant('application/json'), body: raw, ip }), weight: 2 },
    {
      arbitrary: fc.record({
        kind: fc.constant('content-type'),
        contentType: fc.constantFrom(undefined, 'text/plain', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/problem+json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
        body: shaped.map((v) => JSON.stringify(v)),
        ip,
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('form'),
        contentType: fc.constant('application/x-www-form-urlencoded'),
        body: fc.oneof(shaped.map(asForm), fc.constantFrom('a' + '[b]'.repeat(40) + '=1', 'email[]=a&email[]=b', 'agree=true&contact_type=1', '%ED%A0%80=%ED%A0%80')),
        ip,
      }),
      weight: 1,
    },
  );
}
