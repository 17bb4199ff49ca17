import { readFileSync } from 'node:fs';
import type { Resolvers } from './generated/resolvers.ts';
import type { DataSourceClass } from './rest/data-source.ts';

/**
 * One area of the gateway, everything it adds in one object (gateway/src/modules/<area>/<area>.module.ts) and
 * registered once, in the module list (modules/index.ts), from which the schema, the resolver map and each request's
 * data sources are built.
 */
export interface GatewayModule {
  /** The area's name, as the catalogue spells it (`messages.receipts`, `messages.clientRubrics`). */
  readonly name: string;
  /** The area's SDL (`<area>.graphql` beside it); none for an area that only resolves fields of others. */
  readonly typeDefs?: string;
  /** Its REST data sources by the name resolvers use (`dataSources.receipts`): one instance per request. */
  readonly sources: Readonly<Record<string, DataSourceClass>>;
  readonly resolvers: Resolvers;
  /**
   * GraphQL type → the REST shape its resolvers receive, for codegen (`<area>.mappers.ts`, which codegen.ts reads
   * without loading the gateway). Only types of this area's own SDL.
   */
  readonly mappers: Readonly<Record<string, string>>;
}

/** A module's SDL file, read at start rather than bundled so the .graphql file is the one source of truth. */
export function sdl(file: URL): string {
  return readFileSync(file, 'utf8');
}
