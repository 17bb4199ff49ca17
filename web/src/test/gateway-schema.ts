import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { createCache } from '../lib/apollo/create-client.ts';

/** The workspace's root, found from where the tests run (web/, or the root itself). */
function workspaceRoot(): string {
  let dir = process.cwd();
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the tests run outside the workspace');
    dir = parent;
  }
  return dir;
}

/**
 * The gateway's SDL, wherever it lives: schema/*.graphql, or gateway/src/modules/<area>/*.graphql once each area
 * keeps its schema beside its resolvers. Both are read, so a test keeps the real schema during and after the move.
 */
export function gatewayTypeDefs(): string[] {
  const root = workspaceRoot();
  const files = globSync(['schema/*.graphql', 'gateway/src/modules/*/*.graphql'], { cwd: root }).sort();
  if (files.length === 0) throw new Error(`no GraphQL SDL under ${root}`);
  return files.map((file) => readFileSync(path.join(root, file), 'utf8'));
}

let schema: GraphQLSchema | undefined;

type MockOptions = Parameters<typeof addMocksToSchema>[0];
/** Resolvers that answer what a test is about; every other field is mocked from its type. */
export type MockResolvers = NonNullable<MockOptions['resolvers']>;

/** Plausible values for the scalars, so money and ids look like the gateway's. */
const mocks: MockOptions['mocks'] = {
  Money: () => '100.00',
  ID: () => '1',
  Int: () => 1,
  String: () => 'texto',
};

/**
 * An Apollo Client with the app's cache whose operations run against the gateway's real schema with mocked answers:
 * a document asking a field or argument the schema lacks fails here as it would against the gateway.
 */
export function mockedClient(resolvers: MockResolvers): ApolloClient {
  schema ??= makeExecutableSchema({ typeDefs: gatewayTypeDefs() });
  const mocked = addMocksToSchema({ schema, mocks, resolvers });
  return new ApolloClient({ link: new SchemaLink({ schema: mocked }), cache: createCache() });
}
