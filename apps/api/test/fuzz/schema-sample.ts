import type { JsonSchema } from './openapi-operations';

// A plausible value for a JSON schema, so a fuzzed request is valid except for the one part being
// fuzzed and reaches the code behind validation. Best effort: a value the contract still refuses only
// makes that request a validation test.

/** Candidates tried, in order, against a string's pattern. */
const PATTERN_CANDIDATES = ['sample', 'DE', '+49', '4915112345678', '12.50', '2024-01-15', '2024-01-15T10:00:00Z', 'abc-123'];

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2024-01-15',
  'date-time': '2024-01-15T10:00:00Z',
  email: 'fuzz@example.com',
  uri: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format]!;
  // The document cannot carry every refinement (an e-mail checked after trimming): the field's name can.
  if (/email/i.test(name)) return FORMAT_SAMPLES.email!;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const match = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  const text = 'sample'.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength === undefined ? text : text.slice(0, Math.max(schema.maxLength, schema.minLength ?? 0));
}

/** The option of a union or nullable type that is not null. */
function nonNull(schema: JsonSchema): JsonSchema {
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return nonNull(options.find((o) => (o.type as string) !== 'null') ?? options[0]!);
  return schema;
}

export function sampleOf(schema: JsonSchema, name = ''): unknown {
  const s = nonNull(schema);
  if ('const' in s) return (s as { const: unknown }).const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, sampleOf(value as JsonSchema, key)]));
    case 'array':
      return [sampleOf((s.items ?? {}) as JsonSchema, name)];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'string':
      return sampleString(s, name);
    default:
      return 'sample';
  }
}

/** A field that takes text (a string, or a union of strings such as a date or a date-time). */
export const isText = (schema: JsonSchema): boolean => nonNull(schema).type === 'string';

export type Field = { path: string[]; schema: JsonSchema };

/** Every field of an object schema, nested objects and their fields included, each with its path from the root. */
export function fieldsOf(schema: JsonSchema, path: string[] = []): Field[] {
  const s = nonNull(schema);
  const self = path.length ? [{ path, schema: s }] : [];
  if (s.type !== 'object' || !s.properties) return self;
  return [...self, ...Object.entries(s.properties).flatMap(([key, value]) => fieldsOf(value as JsonSchema, [...path, key]))];
}

/** `value` with the field at `path` replaced by `replacement` (or removed when it is `undefined`). */
export function withField(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const object = { ...(typeof value === 'object' && value !== null ? value : {}) } as Record<string, unknown>;
  const next = withField(object[head], rest, replacement);
  if (next === undefined) delete object[head];
  else object[head] = next;
  return object;
}
