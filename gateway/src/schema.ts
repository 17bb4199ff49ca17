import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { mergeResolvers } from './merge-resolvers.ts';
import type { GatewayModule } from './module.ts';
import { modules } from './modules/index.ts';

/** The executable schema of the areas of the module list (modules/index.ts): their SDL in its order, their resolvers. */
export function buildSchema(areas: readonly GatewayModule[] = modules): GraphQLSchema {
  const typeDefs = areas.flatMap((area) => (area.typeDefs === undefined ? [] : [area.typeDefs]));
  return makeExecutableSchema({ typeDefs, resolvers: mergeResolvers(areas) });
}
