// fast-check arbitraries derived from the contract's zod schemas: zod 4's z.toJSONSchema (the
// input side) turned into values of that shape, and malformed values around them (wrong types,
// huge and odd strings, deep nesting, prototype-pollution keys, numbers as strings).
import fc from 'fast-check';
import type { z as Z } from 'zod';
import { z } from '../../src/core/contract/zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  default?: unknown;
};

export function jsonSchemaOf(schema: Z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The schema with `key` fixed to `value` and required (an action of an `action` endpoint). */
export function withConst(schema: JsonSchema, key: string, value: unknown): JsonSchema {
  return {
    ...schema,
    type: 'object',
    properties: { ...schema.properties, [key]: { const: value } },
    required: [...new Set([...(schema.required ?? []), key])],
  };
}

/** Longest string a valid-shaped value carries: the boundary of longer limits is left to the malformed ones. */
const LONGEST = 2_000;
const INT32 = 2 ** 31 - 1;

const anyJson = fc.jsonValue({ maxDepth: 2 });

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, LONGEST));
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= maxLength);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date')
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.pattern) {
    let regex: RegExp | null;
    try {
      regex = new RegExp(s.pattern);
    } catch {
      regex = null;
    }
    if (regex)
      return fc
        .stringMatching(regex)
        .filter((v) => v.length >= minLength && v.length <= Math.max(maxLength, minLength));
  }
  const short = fc.string({
    minLength,
    maxLength: Math.min(maxLength, Math.max(minLength, 40)),
    unit: 'grapheme',
  });
  const edge = fc
    .constantFrom(...new Set([minLength, maxLength]))
    .chain((n) => fc.string({ minLength: n, maxLength: n }));
  return fc.oneof({ arbitrary: short, weight: 4 }, { arbitrary: edge, weight: 1 });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest =
    s.exclusiveMinimum !== undefined
      ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON)
      : s.minimum;
  const highest =
    s.exclusiveMaximum !== undefined
      ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON)
      : s.maximum;
  if (!integer)
    return fc.double({
      min: lowest ?? -1e12,
      max: highest ?? 1e12,
      noNaN: true,
      noDefaultInfinity: true,
    });
  const min = Math.ceil(lowest ?? -Number.MAX_SAFE_INTEGER);
  const max = Math.floor(highest ?? Number.MAX_SAFE_INTEGER);
  const small = fc.integer({ min: Math.max(min, -INT32 - 1), max: Math.min(max, INT32) });
  const edges = fc.constantFrom(...new Set([min, max, Math.min(max, Math.max(min, 1))]));
  if (min >= -INT32 - 1 && max <= INT32)
    return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: edges, weight: 1 });
  const wide = fc.maxSafeInteger().filter((n) => n >= min && n <= max);
  return fc.oneof(
    { arbitrary: small, weight: 4 },
    { arbitrary: wide, weight: 1 },
    { arbitrary: edges, weight: 1 },
  );
}

/** Values of the schema's shape (refinements such as 'end after start' are not followed). */
export function arbitraryOf(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const variants = s.anyOf ?? s.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((v) => arbitraryOf(v, depth + 1)));
  if (s.allOf && s.allOf[0]) return arbitraryOf(s.allOf[0], depth + 1);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  if (Array.isArray(s.type))
    return fc.oneof(...s.type.map((type) => arbitraryOf({ ...s, type }, depth + 1)));
  switch (s.type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems)
        return fc.tuple(...s.prefixItems.map((item) => arbitraryOf(item, depth + 1)));
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 5, Math.max(minLength, 5));
      return fc.array(s.items ? arbitraryOf(s.items, depth + 1) : anyJson, {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const keys = Object.keys(properties);
      if (
        keys.length === 0 &&
        s.additionalProperties &&
        typeof s.additionalProperties === 'object'
      ) {
        const keyArb = s.propertyNames
          ? (arbitraryOf(s.propertyNames, depth + 1) as fc.Arbitrary<string>)
          : fc.string({ maxLength: 10 });
        return fc.dictionary(keyArb.map(String), arbitraryOf(s.additionalProperties, depth + 1), {
          maxKeys: 5,
        });
      }
      const model = Object.fromEntries(
        keys.map((k) => [k, arbitraryOf(properties[k] ?? {}, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
    }
    default:
      return anyJson;
  }
}

// ------------------------------------------------------------------------------ malformed values

function nested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values no field expects: wrong types, limits, odd text, numbers as strings. */
export const BAD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  1e308,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '-0',
  '١٢٣',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '😀'.repeat(500),
  'x'.repeat(300_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../../etc/passwd',
  '%00',
  '2026-02-30',
  '0000-00-00',
  [],
  {},
  [[[]]],
  { __proto__: null, constructor: { prototype: { admin: true } } },
  nested(64),
  ['a', 1, null, {}],
];

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...BAD_VALUES), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: anyJson, weight: 1 },
);

const FIELDS = [
  'action',
  'id',
  'user_id',
  'id_usuario',
  'id_plan',
  'id_proceso',
  'nivel',
  'semana',
];

/** A valid-shaped object with one field replaced by a bad value, removed, or a key added. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return badValue;
  const keys = [...new Set([...Object.keys(value), ...FIELDS])];
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), badValue).map(([k, bad]) => ({ ...value, [k]: bad })),
    fc.constantFrom(...Object.keys(value).concat(['action'])).map((k) => {
      const copy: Record<string, unknown> = { ...value };
      delete copy[k];
      return copy;
    }),
    fc.tuple(fc.string({ maxLength: 20 }), badValue).map(([k, bad]) => ({ ...value, [k]: bad })),
  );
}

/** Request bodies as raw text that no JSON route should choke on. */
export function rawBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  return fc.oneof(
    fc.constantFrom(
      '{"__proto__":{"nivel":"SA","isAdmin":true}}',
      '{"constructor":{"prototype":{"nivel":"SA"}}}',
      '{"action":"login","action":"register"}',
      deep(5_000),
      `{"a":${deep(2_000)}}`,
      '{"a":',
      '',
      'null',
      '[]',
      '"texto"',
      '1e999',
      'NaN',
      '\u0000',
      '\uFEFF{}',
      '{"a":"\\u0000"}',
      '{"a":"\\ud800"}',
      `{"a":"${'x'.repeat(2_000_000)}"}`,
    ),
    valid.map((v) => {
      const text = JSON.stringify(v) ?? 'null';
      return text.startsWith('{') && text.length > 2
        ? `{"__proto__":{"nivel":"SA"},"constructor":{"prototype":{"nivel":"SA"}},${text.slice(1)}`
        : text;
    }),
  );
}

/** A value as it travels in a query string or a form field. */
export function asParam(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(',');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function toParams(value: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) if (v !== undefined) params.append(k, asParam(v));
  } else if (value !== undefined) {
    params.append('valor', asParam(value));
  }
  return params;
}

/** Query-string abuse beyond the values: repeated keys, empty names, odd encodings. */
export const rawQueries = fc.constantFrom(
  'id=1&id=2&user_id=1&user_id=2',
  'action=listar&action=crear',
  '=1&&&=',
  'user_id[]=1&id_usuario[a]=2',
  '__proto__[nivel]=SA&constructor[prototype][nivel]=SA',
  'q=%ZZ&id=%00',
  `q=${'a'.repeat(20_000)}`,
  'user_id=1e3&id=0x1F&id_plan=-0',
);
