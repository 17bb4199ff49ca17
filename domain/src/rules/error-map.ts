import type { z } from 'zod';
import { messages } from '../messages.ts';

const s = messages.schema;

type Issue = Parameters<z.core.$ZodErrorMap>[0];

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  if (issue.origin === 'string') return small ? s.tooShort(bound) : s.tooLong(bound);
  if (issue.origin === 'array' || issue.origin === 'set')
    return small ? s.tooFewItems(bound) : s.tooManyItems(bound);
  if (issue.inclusive === false) return small ? s.tooSmallExclusive(bound) : s.tooBigExclusive(bound);
  return small ? s.tooSmall(bound) : s.tooBig(bound);
}

/**
 * Portuguese texts for checks declared without a message of their own (zod's defaults are English).
 * Rules that name their field keep their own message: zod prefers a schema's message over this map.
 */
export const portugueseErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      // JSON has no undefined: a null or absent value is a missing one.
      if (issue.input === undefined || issue.input === null) return s.required;
      return s.invalidType(s.types[issue.expected] ?? issue.expected);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return s.invalidFormat;
    case 'invalid_value':
      return s.invalidOption(issue.values.map(String).join(', '));
    case 'unrecognized_keys':
      return s.unknownKeys(issue.keys.join(', '));
    default:
      return s.invalid;
  }
};
