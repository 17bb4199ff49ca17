import { GraphQLError } from 'graphql';

/**
 * A row a query promises (`enterprise(id): Enterprise!`): NOT_FOUND with the catalogue's text when the loader found
 * none. Loaded through a DataLoader, so a screen asking the same id twice costs one call.
 */
export async function required<T>(row: Promise<T | null>, message: string): Promise<T> {
  const found = await row;
  if (!found) throw new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
  return found;
}
