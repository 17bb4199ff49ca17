import type { Resolvers } from '../../generated/resolvers.ts';
import { MoneyScalar } from './money.scalar.ts';

/** base.graphql: the root types' placeholder fields and the Money scalar. */
export const baseResolvers: Resolvers = {
  Money: MoneyScalar,
  Query: {
    ping: () => true,
  },
  Mutation: {
    noop: () => true,
  },
};
