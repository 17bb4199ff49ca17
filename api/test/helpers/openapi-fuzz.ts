// Requests derived from the api's own OpenAPI document, for the fuzz test: every operation, with plausible and
// hostile values (wrong JSON types, huge and odd strings, bad ids and paging values). Deterministic: one seed gives
// the same requests every run.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  const?: Json;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  nullable?: boolean;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  servers?: { url: string }[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string;
  contentType?: string;
}

/** mulberry32: a small, fast, seedable generator (Math.random cannot be seeded). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const LONG = 'x'.repeat(10_000);

/** Strings that break naive code: empty, blank, huge, NUL, emoji and combining marks, SQL and LIKE syntax, bidi. */
export const ODD_STRINGS: readonly string[] = [
  '',
  '   ',
  LONG,
  '\u0000',
  'a\u0000b',
  '😀🇲🇿 ação Ñ e\u0301',
  '\uD800',
  '\u202Eevil',
  "'; drop table clients; --",
  '%',
  '_',
  '\\',
  '1e309',
  'NaN',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'true',
  'null',
  '<script>alert(1)</script>',
  '2026-13-45',
  '0000-00-00T00:00:00Z',
];

/** Any JSON value of the wrong kind for wherever it lands. */
const ODD_VALUES: readonly Json[] = [
  ...ODD_STRINGS,
  true,
  false,
  null,
  0,
  -1,
  1.5,
  -0.0001,
  2_147_483_648,
  1e21,
  -1e21,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: [LONG] } },
];

const ODD_IDS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1e3',
  '%00',
  '%20',
  encodeURIComponent('😀'),
  encodeURIComponent("1' or '1'='1"),
  '%E0%A4%A',
  LONG,
];

const ODD_PAGING: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '501',
  '1e9',
  'abc',
  '',
  '99999999999999999999',
  LONG,
];

function resolve(schema: Schema | undefined, doc: OpenApiDocument): Schema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const name = current.$ref.split('/').pop() ?? '';
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** A value that fits the schema as far as a generator can tell (formats and patterns are guessed). */
function sample(schemaIn: Schema | undefined, doc: OpenApiDocument, random: Random, depth = 0): Json {
  const schema = resolve(schemaIn, doc);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return sample(random.pick(union), doc, random, depth + 1);
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((part) => sample(part, doc, random, depth + 1));
    return Object.assign({}, ...parts.filter((part) => part && typeof part === 'object'));
  }
  const type = Array.isArray(schema.type)
    ? random.pick(schema.type.filter((t) => t !== 'null'))
    : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.7))
          out[key] = sample(property, doc, random, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: random.int(0, 3) }, () => sample(schema.items, doc, random, depth + 1));
    case 'integer':
      return random.int(Math.max(schema.minimum ?? 0, 0), Math.min(schema.maximum ?? 20, 20));
    case 'number':
      return random.int(0, 2000) / 4;
    case 'boolean':
      return random.chance(0.5);
    case 'string': {
      if (schema.format === 'date') return '2025-03-15';
      if (schema.format === 'date-time') return '2025-03-15T10:00:00.000Z';
      if (schema.pattern && /\\d/.test(schema.pattern)) return String(random.int(1, 999_999));
      return random.pick(['Maputo', 'Polana Caniço', '841234567', 'Cliente Teste', '1', 'ADMIN']);
    }
    default:
      return random.pick(['texto', 1, true]);
  }
}

/** The same value with one place (a field, an array item, or the whole body) replaced by something hostile. */
function mutate(value: Json, random: Random): Json {
  if (random.chance(0.15)) return random.pick(ODD_VALUES);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const key = keys.length > 0 && random.chance(0.85) ? random.pick(keys) : `extra${random.int(0, 9)}`;
    const inner = value[key];
    return {
      ...value,
      [key]:
        inner && typeof inner === 'object' && random.chance(0.5)
          ? mutate(inner, random)
          : random.pick(ODD_VALUES),
    };
  }
  if (Array.isArray(value) && value.length > 0) {
    const copy = [...value];
    copy[random.int(0, copy.length - 1)] = random.pick(ODD_VALUES);
    return copy;
  }
  return random.pick(ODD_VALUES);
}

/** Percent-encodes, writing a lone surrogate as the invalid UTF-8 bytes a careless client would send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

function queryValue(parameter: Parameter, doc: OpenApiDocument, random: Random): string {
  if (['page', 'size'].includes(parameter.name) && random.chance(0.6)) return random.pick(ODD_PAGING);
  if (random.chance(0.5)) {
    const plausible = sample(parameter.schema, doc, random);
    return typeof plausible === 'object' ? JSON.stringify(plausible) : String(plausible);
  }
  return random.pick(ODD_STRINGS);
}

/** The URL path of a document path: its operation's server (or the document's) in front, e.g. /api/v1 + /client. */
export function serverPath(doc: OpenApiDocument, operation: Operation, path: string): string {
  const server = operation.servers?.[0]?.url ?? doc.servers?.[0]?.url ?? '/';
  return `${server.replace(/\/$/, '')}${path}`;
}

/** `count` requests for every operation of the document: the first with plausible input, the rest hostile. */
export function fuzzRequests(doc: OpenApiDocument, random: Random, count: number): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      const multipart = operation.requestBody?.content?.['multipart/form-data'] !== undefined;
      for (let index = 0; index < count; index += 1) {
        const plausible = index === 0;
        let url = serverPath(doc, operation, path);
        for (const parameter of parameters.filter((p) => p.in === 'path')) {
          const value = plausible || random.chance(0.4) ? String(random.int(1, 5)) : random.pick(ODD_IDS);
          url = url.replace(`{${parameter.name}}`, value);
        }
        const query = parameters
          .filter((p) => p.in === 'query' && (plausible ? p.required : p.required || random.chance(0.5)))
          .map((p) => {
            const value = plausible ? String(sample(p.schema, doc, random)) : queryValue(p, doc, random);
            return `${encode(p.name)}=${encode(value)}`;
          });
        // A repeated parameter arrives as an array, which code expecting a string may not survive.
        if (!plausible && query.length > 0 && random.chance(0.2)) query.push(random.pick(query));
        if (query.length > 0) url += `?${query.join('&')}`;
        const request: FuzzRequest = { method: method.toUpperCase() as FuzzRequest['method'], url };
        if (jsonBody || multipart || method !== 'get') {
          const body = sample(jsonBody, doc, random);
          request.payload = JSON.stringify(plausible ? body : mutate(body, random));
          request.contentType = 'application/json';
        }
        requests.push(request);
      }
    }
  }
  return requests;
}

/** A body whose one number field holds a value of another JSON type; the api must refuse it naming the field. */
export interface WrongTypeProbe extends FuzzRequest {
  field: string;
  value: Json;
}

/** JSON values that are not numbers, among them the text a lax parser would read as one ("0", "1.5", "  "). */
export const NOT_NUMBERS: readonly Json[] = [
  true,
  false,
  '',
  '   ',
  '0',
  '1.5',
  '2147483648',
  [5],
  [],
  {},
  null,
];

/** Whether a field takes JSON numbers only (integer or number, maybe null; no text, no other type). */
function numbersOnly(schemaIn: Schema, doc: OpenApiDocument): { nullable: boolean } | undefined {
  const schema = resolve(schemaIn, doc);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const kinds = options.map((option) => numbersOnly(option, doc) ?? resolve(option, doc));
    if (!kinds.every((kind) => 'nullable' in kind || (kind as Schema).type === 'null')) return undefined;
    if (!kinds.some((kind) => 'nullable' in kind)) return undefined;
    return { nullable: kinds.some((kind) => !('nullable' in kind) || kind.nullable === true) };
  }
  if (schema.const !== undefined) return typeof schema.const === 'number' ? { nullable: false } : undefined;
  if (schema.enum?.length)
    return schema.enum.every((v) => typeof v === 'number') ? { nullable: false } : undefined;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const numeric = types.filter((type) => type === 'integer' || type === 'number');
  if (numeric.length === 0 || types.some((type) => !['integer', 'number', 'null'].includes(type)))
    return undefined;
  return { nullable: types.includes('null') || schema.nullable === true };
}

/**
 * For every JSON body field that takes numbers only: a plausible body with that field replaced by each value of
 * NOT_NUMBERS (null only where the field is not nullable).
 */
export function wrongTypeProbes(doc: OpenApiDocument, random: Random): WrongTypeProbe[] {
  const probes: WrongTypeProbe[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      const body = resolve(jsonBody, doc);
      if (!jsonBody || !body.properties) continue;
      const url = serverPath(doc, operation, path).replace(/\{[^}]+\}/g, '1');
      for (const [field, property] of Object.entries(body.properties)) {
        const numeric = numbersOnly(property, doc);
        if (!numeric) continue;
        for (const value of NOT_NUMBERS) {
          if (value === null && numeric.nullable) continue;
          const plausible = sample(jsonBody, doc, random) as Record<string, Json>;
          probes.push({
            method: method.toUpperCase() as FuzzRequest['method'],
            url,
            payload: JSON.stringify({ ...plausible, [field]: value }),
            contentType: 'application/json',
            field,
            value,
          });
        }
      }
    }
  }
  return probes;
}
