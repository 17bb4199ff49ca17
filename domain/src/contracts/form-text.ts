import { z } from 'zod';

// REST bodies are JSON: a number travels as a number, and the api refuses anything else (a string, a boolean, an
// array) with a 400 naming the field. Form inputs and multipart fields hold text instead, so the forms (and the
// upload's period) read their text through the same strict rule with the helpers below: the rule lives once, in the
// strict schema, and the form schema is derived from it.

/** What a form may hold for a number: itself, or the text of its input. */
export type FormNumber = number | string;

/** A body's input type as a form holds it: every number field may also be the text of its input. */
export type FormInput<T> = {
  [K in keyof T]: [NonNullable<T[K]>] extends [number] ? T[K] | string : T[K];
};

/** Form text as a number: comma decimals allowed, blank = missing (undefined), anything else as it is. */
export function readFormNumber(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text.replace(',', '.'));
}

/** One strict number rule that reads form or query text first. */
export function fromText<T extends z.ZodType<number | undefined, number | undefined>>(rule: T) {
  return z.preprocess(readFormNumber, rule) as unknown as z.ZodType<z.output<T>, FormNumber | z.input<T>>;
}

/** Whether a field's rule takes a number (through optional, nullable, default, pipe and union wrappers). */
function takesNumber(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'number':
      return true;
    case 'literal':
      return (def.values as unknown[]).every((value) => typeof value === 'number');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
      return takesNumber(def.innerType as z.core.$ZodType);
    case 'pipe':
      return takesNumber(def.in as z.core.$ZodType);
    case 'union':
      return (def.options as z.core.$ZodType[]).some(takesNumber);
    default:
      return false;
  }
}

/**
 * The form version of a strict body schema: the text of every field whose rule takes a number is read as a number
 * first (see readFormNumber), then the strict schema decides, with its own messages and cross-field checks.
 */
export function formSchema<T extends z.ZodObject>(strict: T) {
  const numberFields = Object.entries(strict.shape)
    .filter(([, field]) => takesNumber(field as z.core.$ZodType))
    .map(([name]) => name);
  const readText = (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...value };
    for (const name of numberFields) {
      if (typeof copy[name] === 'string') copy[name] = readFormNumber(copy[name]);
    }
    return copy;
  };
  return z.preprocess(readText, strict) as unknown as z.ZodType<z.output<T>, FormInput<z.input<T>>>;
}
