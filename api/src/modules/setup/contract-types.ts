import type { ContractTypeFields } from '@agua/domain/contracts/contract-type';
import { messages } from '@agua/domain/messages';
import { toCentavos } from '@agua/domain/money';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { contracts } from '../contracts/tables.ts';
import { createCrudService } from './crud-service.ts';
import { contractTypes } from './tables.ts';

export const CONTRACT_TYPE_SORT_FIELDS = [
  'contractTypeId',
  'designation',
  'minimumConsumptionValue',
  'pricePerConsumptionUnit',
  'reconnectionFee',
] as const;
export type ContractTypeSortField = (typeof CONTRACT_TYPE_SORT_FIELDS)[number];
export type ContractTypeRow = typeof contractTypes.$inferSelect;

const m = messages.setup;

/** The rule validates meticais; the table keeps centavos. */
function stored(input: ContractTypeFields) {
  return {
    designation: input.designation,
    minimumConsumptionValue: toCentavos(input.minimumConsumptionValue),
    pricePerConsumptionUnit: toCentavos(input.pricePerConsumptionUnit),
    reconnectionFee: toCentavos(input.reconnectionFee),
  };
}

export function createContractTypeService(db: Database) {
  return createCrudService(db, {
    table: contractTypes,
    notFound: m.notFound.contractType,
    list: {
      searchColumns: [
        contractTypes.designation,
        contractTypes.minimumConsumptionValue,
        contractTypes.pricePerConsumptionUnit,
        contractTypes.reconnectionFee,
      ],
      sortColumns: {
        contractTypeId: contractTypes.id,
        designation: contractTypes.designation,
        minimumConsumptionValue: contractTypes.minimumConsumptionValue,
        pricePerConsumptionUnit: contractTypes.pricePerConsumptionUnit,
        reconnectionFee: contractTypes.reconnectionFee,
      },
    },
    stored,
    // A type in use by contracts stays: their tariff would vanish.
    inUse: { column: contracts.contractTypeId, message: m.inUse.contractTypeHasContracts },
  });
}

export type ContractTypeService = ReturnType<typeof createContractTypeService>;

declare module 'fastify' {
  interface FastifyInstance {
    contractTypes: ContractTypeService;
  }
}

export default fp(
  async (app) => {
    app.decorate('contractTypes', createContractTypeService(app.db));
  },
  { name: 'contract-types', dependencies: ['db'] },
);
