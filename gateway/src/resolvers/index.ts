import type { Resolvers } from '../generated/resolvers.ts';
import { MoneyScalar } from '../scalars/money.ts';
import { Client } from './Client.ts';
import { Contract } from './Contract.ts';
import { clientMutations } from './client-mutations.ts';
import { clientQueries } from './client-queries.ts';
import { Enterprise } from './Enterprise.ts';
import { Me } from './Me.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';
import { Reading } from './Reading.ts';
import { readingMutations } from './reading-mutations.ts';
import { readingQueries } from './reading-queries.ts';
import { SetupMutation } from './setup-mutation.ts';
import { SetupQuery } from './setup-query.ts';
import { Zone } from './Zone.ts';

/** Every type's resolvers, one file per GraphQL type; fields not listed resolve by name from the REST shape. */
export const resolvers: Resolvers = {
  Money: MoneyScalar,
  Query: { ...Query, ...SetupQuery, ...clientQueries, ...readingQueries },
  Mutation: { ...Mutation, ...SetupMutation, ...clientMutations, ...readingMutations },
  Me,
  Enterprise,
  Zone,
  Client,
  Contract,
  Reading,
};
