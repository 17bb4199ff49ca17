import { contractTypeResponseSchema, contractTypeSchema } from '@agua/domain/contracts/contract-type';
import { toMeticais } from '@agua/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { listQuerySchema } from '../../http/list-query.ts';
import { CONTRACT_TYPE_SORT_FIELDS, type ContractTypeRow } from './contract-types.ts';
import { registerCrudRoutes } from './crud-routes.ts';

export function toContractTypeResponse(row: ContractTypeRow): z.output<typeof contractTypeResponseSchema> {
  return {
    contractTypeId: row.id,
    designation: row.designation,
    minimumConsumptionValue: toMeticais(row.minimumConsumptionValue),
    pricePerConsumptionUnit: toMeticais(row.pricePerConsumptionUnit),
    reconnectionFee: toMeticais(row.reconnectionFee),
  };
}

/** /contract-type: tariffs (Contracto tab). */
const contractTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tag: 'contract-type',
    noun: 'contract type',
    operationNames: { one: 'ContractType', many: 'ContractTypes' },
    response: contractTypeResponseSchema,
    toResponse: toContractTypeResponse,
    querystring: listQuerySchema(CONTRACT_TYPE_SORT_FIELDS),
    body: contractTypeSchema,
    service: () => app.contractTypes,
  });
};

export default contractTypeRoutes;
