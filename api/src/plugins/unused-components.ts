/**
 * The zod registry gives every registered schema an input and an output component; most are referenced only in one
 * direction. Generators and linters read unreferenced components as noise, so the document keeps only the component
 * schemas that its paths reach (directly or through other components).
 */
export function withoutUnusedSchemas<T extends object>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const referencedIn = (value: unknown): string[] =>
    [...JSON.stringify(value).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) =>
      decodeURIComponent(match[1] ?? ''),
    );
  const kept = new Set<string>();
  const pending = referencedIn({ ...document, components: { ...components, schemas: {} } });
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (kept.has(name) || !(name in schemas)) continue;
    kept.add(name);
    pending.push(...referencedIn(schemas[name]));
  }
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return { ...document, components: { ...components, schemas: used } };
}
