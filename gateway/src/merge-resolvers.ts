import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from './generated/resolvers.ts';

/** The part of a module (module.ts) the resolver map is merged from. */
export interface ResolversOfArea {
  readonly name: string;
  readonly resolvers: Resolvers;
}

/**
 * The areas' maps merged type by type (Query and Mutation gather every area's fields); fields not listed resolve by
 * name from the REST shape. A field two areas both resolve is a mistake that would silently shadow one of them, so it
 * stops the gateway at start.
 */
export function mergeResolvers(areas: readonly ResolversOfArea[]): Resolvers {
  const merged: Record<string, unknown> = {};
  const owners = new Map<string, string>();
  const claim = (key: string, area: string) => {
    const other = owners.get(key);
    if (other) throw new Error(`${key} resolved by two areas (${other} and ${area})`);
    owners.set(key, area);
  };
  for (const { name: area, resolvers } of areas) {
    for (const [typeName, fields] of Object.entries(resolvers)) {
      if (fields instanceof GraphQLScalarType) {
        claim(`Scalar ${typeName}`, area);
        // Only the scalar's behaviour: graphql-tools copies every property given, and the scalar's empty
        // description would replace the one the SDL documents.
        const { serialize, parseValue, parseLiteral } = fields;
        merged[typeName] = { serialize, parseValue, parseLiteral };
        continue;
      }
      const into = (merged[typeName] ?? {}) as Record<string, unknown>;
      merged[typeName] = into;
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        claim(`${typeName}.${field}`, area);
        into[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
