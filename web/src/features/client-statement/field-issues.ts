import type { z } from 'zod';

/** The first message of each field a domain schema refused, by its path ('newMeter.serialNumber' → the key given). */
export function fieldIssues(error: z.ZodError, rename: Record<string, string> = {}): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    const field = rename[path] ?? path;
    byField[field] ??= issue.message;
  }
  return byField;
}

/** A refusal of the gateway as one sentence: its message and every field reason. */
export function refusalText(payload: {
  message?: string | null;
  inputErrors: readonly { message: string }[];
}): string | null {
  if (!payload.message && payload.inputErrors.length === 0) return null;
  return [payload.message, ...payload.inputErrors.map((item) => item.message)]
    .filter((text, index, all) => text && all.indexOf(text) === index)
    .join(' ');
}
