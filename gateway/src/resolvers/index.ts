import type { Resolvers } from '../generated/resolvers.ts';
import { Me } from './Me.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';

/** Every type's resolvers, one file per GraphQL type; fields not listed resolve by name from the REST shape. */
export const resolvers: Resolvers = {
  Query,
  Mutation,
  Me,
};
