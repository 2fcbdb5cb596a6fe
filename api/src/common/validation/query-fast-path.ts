import type { Type } from '@nestjs/common';
import { getMetadataStorage, type MetadataStorage as ValidationStorage } from 'class-validator';
import { TransformationType } from 'class-transformer';
import type { MetadataStorage as TransformStorage } from 'class-transformer/types/MetadataStorage';
// class-transformer's rules of each class: the package ships the module without a declaration beside it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: TransformStorage };

type ValidationMetadata = ReturnType<ValidationStorage['getTargetValidationMetadatas']>[number];

/** The transforms a fast path understands: `Fold('number')` and `ToIntArray()` mark theirs (markQueryTransform). */
export type QueryTransformKind = 'number' | 'intArray';

const transformKinds = new WeakMap<object, QueryTransformKind>();

/** Marks a class-transformer transform function as one of the kinds the fast path can apply itself. */
export function markQueryTransform<F extends object>(fn: F, kind: QueryTransformKind): F {
  transformKinds.set(fn, kind);
  return fn;
}

interface Rule {
  name: string;
  constraints: unknown[];
  each: boolean;
}

interface FieldPlan {
  optional: boolean;
  transform: QueryTransformKind | null;
  rules: Rule[];
}

type Plan = Map<string, FieldPlan>;

/** A rule the fast path checks as class-validator does, on values already in their canonical form. */
const CHECKS: Record<string, (value: unknown, constraints: unknown[]) => boolean> = {
  isInt: (v) => typeof v === 'number' && Number.isInteger(v),
  min: (v, [min]) => typeof v === 'number' && typeof min === 'number' && v >= min,
  max: (v, [max]) => typeof v === 'number' && typeof max === 'number' && v <= max,
  isIn: (v, [choices]) => Array.isArray(choices) && choices.some((choice) => choice === v),
  isString: (v) => typeof v === 'string',
  // class-validator counts a surrogate pair (and a variation selector) as one character: a string no longer than
  // `max` in UTF-16 units is never too long, and a longer one is left to class-validator.
  maxLength: (v, [max]) => typeof v === 'string' && typeof max === 'number' && v.length <= max,
};
const ARRAY_CHECKS: Record<string, (value: unknown[], constraints: unknown[]) => boolean> = {
  arrayMaxSize: (v, [max]) => typeof max === 'number' && v.length <= max,
};

/** A whole number as a query writes it: ASCII digits, no sign, no leading zero, no folding to do. */
const PLAIN_NUMBER = /^(?:0|[1-9][0-9]{0,8})$/;

const plans = new WeakMap<Type, Plan | null>();

/**
 * The query DTO built without class-transformer and class-validator, for a query that is plainly valid (issue 14:
 * the two were a tenth of the API's CPU on the search mix, for queries like `?keyword=Java&page=2`). It answers only
 * when every key is a field of the DTO, every value is already in its canonical form (ASCII digits, one value for a
 * scalar field) and every rule holds; the DTO is then what the global ValidationPipe gives for the same query (a
 * property test holds the two equal). Anything else — an unknown key, full-width digits, a comma-joined list, an
 * empty value, a rule broken, a DTO with a rule or transform it does not know — returns undefined, and the pipe
 * answers it, errors and all.
 */
export function fastQueryDto(metatype: Type, query: unknown): object | undefined {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return undefined;
  const plan = planOf(metatype);
  if (!plan) return undefined;
  const values: [string, unknown][] = [];
  for (const key of Object.keys(query)) {
    const field = plan.get(key);
    if (!field) return undefined;
    const value = canonical(field, (query as Record<string, unknown>)[key]);
    if (value === undefined || !holds(field, value)) return undefined;
    values.push([key, value]);
  }
  for (const [key, field] of plan) if (!field.optional && !Object.prototype.hasOwnProperty.call(query, key)) return undefined;
  const dto = new metatype() as Record<string, unknown>;
  for (const [key, value] of values) dto[key] = value;
  return dto;
}

function canonical(field: FieldPlan, raw: unknown): unknown {
  if (field.transform === 'number') return typeof raw === 'string' && PLAIN_NUMBER.test(raw) ? Number(raw) : undefined;
  if (field.transform === 'intArray') {
    const list = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(list) || list.length === 0) return undefined;
    const numbers: number[] = [];
    for (const item of list) {
      if (typeof item !== 'string' || !PLAIN_NUMBER.test(item)) return undefined;
      numbers.push(Number(item));
    }
    return numbers;
  }
  return typeof raw === 'string' ? raw : undefined;
}

function holds(field: FieldPlan, value: unknown): boolean {
  for (const rule of field.rules) {
    const arrayCheck = ARRAY_CHECKS[rule.name];
    if (arrayCheck) {
      if (!Array.isArray(value) || !arrayCheck(value, rule.constraints)) return false;
      continue;
    }
    const check = CHECKS[rule.name]!;
    if (rule.each) {
      if (!Array.isArray(value) || !value.every((item) => check(item, rule.constraints))) return false;
    } else if (Array.isArray(value) || !check(value, rule.constraints)) return false;
  }
  return true;
}

/** The DTO's fields as the fast path checks them, or null when one has a rule, group or transform it does not know. */
function planOf(metatype: Type): Plan | null {
  let plan = plans.get(metatype);
  if (plan === undefined) {
    plan = buildPlan(metatype);
    plans.set(metatype, plan);
  }
  return plan;
}

function buildPlan(metatype: Type): Plan | null {
  const metadatas: ValidationMetadata[] = getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false);
  if (defaultMetadataStorage.getExposedMetadatas(metatype).length || defaultMetadataStorage.getExcludedMetadatas(metatype).length) return null;
  const plan: Plan = new Map();
  for (const meta of metadatas) {
    if (meta.groups?.length || meta.always) return null;
    let field = plan.get(meta.propertyName);
    if (!field) {
      const transforms = defaultMetadataStorage.findTransformMetadatas(metatype, meta.propertyName, TransformationType.PLAIN_TO_CLASS);
      if (transforms.length > 1) return null;
      const kind = transforms.length ? transformKinds.get(transforms[0].transformFn) : null;
      if (kind === undefined) return null;
      field = { optional: false, transform: kind, rules: [] };
      plan.set(meta.propertyName, field);
    }
    if (meta.type === 'conditionalValidation' && meta.name === 'isOptional') field.optional = true;
    else if (meta.type === 'customValidation' && meta.name && (CHECKS[meta.name] || ARRAY_CHECKS[meta.name]) && !(meta.each && ARRAY_CHECKS[meta.name])) {
      field.rules.push({ name: meta.name, constraints: meta.constraints ?? [], each: meta.each === true });
    } else return null;
  }
  return plan.size ? plan : null;
}
