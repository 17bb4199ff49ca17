import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The messages of a form's refused fields, in the order the form lists them, one per field: what the validation
 * dialog names so the user knows what to fix without hunting for red borders. Nested errors (a field inside an
 * object) are followed; a field's own message comes first.
 */
export function invalidFieldMessages<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  order: readonly string[] = [],
): string[] {
  const found = new Map<string, string>();
  const visit = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) {
      found.set(path, message);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'type' || key === 'types') continue;
      visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(errors, '');
  const rank = (path: string) => {
    const index = order.indexOf(path);
    return index === -1 ? order.length : index;
  };
  return [...found.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([, message]) => message)
    .filter((message, index, all) => all.indexOf(message) === index);
}
