import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../generated/resolvers.ts';
import { apiKeysResolvers } from '../modules/api-keys/api-keys.resolvers.ts';
import { authResolvers } from '../modules/auth/auth.resolvers.ts';
import { baseResolvers } from '../modules/base/base.resolvers.ts';
import { clientRubricsResolvers } from '../modules/client-rubrics/client-rubrics.resolvers.ts';
import { clientsResolvers } from '../modules/clients/clients.resolvers.ts';
import { contractsResolvers } from '../modules/contracts/contracts.resolvers.ts';
import { cutsResolvers } from '../modules/cuts/cuts.resolvers.ts';
import { dashboardResolvers } from '../modules/dashboard/dashboard.resolvers.ts';
import { invoicesResolvers } from '../modules/invoices/invoices.resolvers.ts';
import { metersResolvers } from '../modules/meters/meters.resolvers.ts';
import { mpesaResolvers } from '../modules/mpesa/mpesa.resolvers.ts';
import { readingsResolvers } from '../modules/readings/readings.resolvers.ts';
import { receiptsResolvers } from '../modules/receipts/receipts.resolvers.ts';
import { reportsResolvers } from '../modules/reports/reports.resolvers.ts';
import { setupResolvers } from '../modules/setup/setup.resolvers.ts';
import { suspensionsResolvers } from '../modules/suspensions/suspensions.resolvers.ts';
import { usersResolvers } from '../modules/users/users.resolvers.ts';

/** Each area's resolvers (gateway/src/modules/<area>/): adding an area is one line here. */
const AREAS: readonly Resolvers[] = [
  baseResolvers,
  authResolvers,
  usersResolvers,
  setupResolvers,
  clientsResolvers,
  metersResolvers,
  contractsResolvers,
  readingsResolvers,
  invoicesResolvers,
  receiptsResolvers,
  mpesaResolvers,
  cutsResolvers,
  suspensionsResolvers,
  clientRubricsResolvers,
  dashboardResolvers,
  apiKeysResolvers,
  reportsResolvers,
];

/**
 * The areas' maps merged type by type (Query and Mutation gather every area's fields). A field two areas both
 * resolve is a mistake that would silently shadow one of them, so it stops the gateway at start.
 */
export function mergeResolvers(areas: readonly Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const area of areas) {
    for (const [typeName, fields] of Object.entries(area)) {
      if (fields instanceof GraphQLScalarType) {
        if (typeName in merged) throw new Error(`Scalar ${typeName} resolved by two areas`);
        // Only the scalar's behaviour: graphql-tools copies every property given, and the scalar's empty
        // description would replace the one the SDL documents.
        const { serialize, parseValue, parseLiteral } = fields;
        merged[typeName] = { serialize, parseValue, parseLiteral };
        continue;
      }
      const into = (merged[typeName] ?? {}) as Record<string, unknown>;
      merged[typeName] = into;
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in into) throw new Error(`${typeName}.${field} resolved by two areas`);
        into[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

/** Fields not listed resolve by name from the REST shape. */
export const resolvers: Resolvers = mergeResolvers(AREAS);
