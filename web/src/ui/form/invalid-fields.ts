import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The messages of a form's refused fields, one per field and without repeats: what the validation dialog names so
 * the user knows what to fix without hunting for red borders. Nested errors (a field inside an object) are
 * followed.
 */
export function invalidFieldMessages<Values extends FieldValues>(errors: FieldErrors<Values>): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) {
      if (!found.includes(message)) found.push(message);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'types') visit(child);
    }
  };
  visit(errors);
  return found;
}
