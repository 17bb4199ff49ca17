import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.ts';

/** The SDL files of the @agua/schema package (schema/*.graphql), in a stable order. */
export function loadTypeDefs(): string[] {
  const schemaDir = path.dirname(createRequire(import.meta.url).resolve('@agua/schema/package.json'));
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(schemaDir, file), 'utf8'));
}

/** Read at start rather than bundled, so the SDL in schema/ is the one source of truth. */
export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
}
