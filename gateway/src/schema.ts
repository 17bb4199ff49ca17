import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { mergeResolvers } from './merge-resolvers.ts';
import type { GatewayModule } from './module.ts';
import { modules } from './modules/index.ts';

/** The areas' SDL, in the module list's order. */
export function typeDefsOf(areas: readonly GatewayModule[] = modules): string[] {
  return areas.flatMap((area) => (area.typeDefs === undefined ? [] : [area.typeDefs]));
}

/** The executable schema of every area in the module list (modules/index.ts). */
export function buildSchema(areas: readonly GatewayModule[] = modules): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: typeDefsOf(areas), resolvers: mergeResolvers(areas) });
}
