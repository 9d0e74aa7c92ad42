/**
 * fast-check arbitraries for the request schemas of the served OpenAPI document (which zod-openapi
 * generates from the zod contracts): values that fit the schema, and hostile variants of them.
 */
import fc from 'fast-check';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonSchema = Record<string, any>;
type Arb = fc.Arbitrary<unknown>;

const day = 86_400_000;
const isoDay = fc.integer({ min: Date.UTC(2020, 0, 1) / day, max: Date.UTC(2030, 11, 31) / day }).map((d) => new Date(d * day).toISOString().slice(0, 10));

function stringArb(schema: JsonSchema): Arb {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return isoDay;
  if (schema.format === 'date-time') return isoDay.map((d) => `${d}T08:00:00.000Z`);
  if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 24, 24));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  return fc.string({ minLength, maxLength });
}

function numberArb(schema: JsonSchema): Arb {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = Math.min(schema.maximum ?? 100_000, 100_000);
  const whole = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  if (schema.type === 'integer') return whole;
  return fc.oneof(whole, whole.map((n) => Math.min(max, n + 0.25)));
}

export class SchemaArbitraries {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  resolve(schema: JsonSchema): JsonSchema {
    return schema.$ref ? this.resolve(this.components[schema.$ref.split('/').pop()!]) : schema;
  }

  /** A value that fits `schema` (refinements across fields, e.g. date ranges, may still fail). */
  valid(schema: JsonSchema, depth = 0): Arb {
    const s = this.resolve(schema);
    if ('const' in s) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((a: JsonSchema) => this.valid(a, depth + 1)));
    if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type: string) => this.valid({ ...s, type }, depth + 1)));
    switch (s.type) {
      case 'string':
        return stringArb(s);
      case 'number':
      case 'integer':
        return numberArb(s);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(this.valid(s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, depth > 2 ? 1 : 3) });
      case 'object': {
        // A request leaves `readOnly` properties out (OpenAPI 3.1): an update accepts them only equal to the record's values.
        const properties: Record<string, JsonSchema> = Object.fromEntries(Object.entries<JsonSchema>(s.properties ?? {}).filter(([, v]) => !v.readOnly));
        const record = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, this.valid(v, depth + 1)]));
        return fc.record(record, { requiredKeys: (s.required ?? []).filter((k: string) => k in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  }

  /** A value that fits, or one of the usual ways of not fitting. */
  hostile(schema: JsonSchema): Arb {
    const s = this.resolve(schema);
    const valid = this.valid(s);
    const variants: Arb[] = [fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('', '\u0000', 'x'.repeat(5000), -1, 1e308, true, null, [])];
    if (s.type === 'object' && s.properties) {
      const keys = Object.keys(s.properties);
      const asObject = valid.map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {}));
      variants.push(
        fc.tuple(asObject, fc.constantFrom(...keys)).map(([v, k]) => Object.fromEntries(Object.entries(v).filter(([key]) => key !== k))),
        fc.tuple(asObject, fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 1 })).map(([v, k, bad]) => ({ ...v, [k]: bad })),
        fc.tuple(asObject, fc.string({ minLength: 1, maxLength: 10 })).map(([v, k]) => ({ ...v, [`unknown_${k}`]: 1 })),
      );
    }
    return fc.oneof({ weight: 3, arbitrary: valid }, ...variants.map((arbitrary) => ({ weight: 1, arbitrary })));
  }
}
