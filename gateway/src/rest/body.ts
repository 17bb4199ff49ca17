/** An input whose null fields are left out. */
export type NullsAbsent<T> = { [K in keyof T]: Exclude<T[K], null> };

/**
 * GraphQL hands an optional input field sent as null to the resolver as null; the api's defaults (active, the
 * client's preferences) apply only when the key is absent, and an absent optional text is stored as null anyway.
 */
export function withoutNulls<T extends object>(input: T): NullsAbsent<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as NullsAbsent<T>;
}
