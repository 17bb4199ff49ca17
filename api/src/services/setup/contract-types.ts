import { messages } from '@agua/domain/messages';
import { toCentavos } from '@agua/domain/money';
import type { ContractTypeFields } from '@agua/domain/rules/setup';
import { count, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { contracts, contractTypes } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, type Page } from '../../http/list-query.ts';

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
  async function getById(id: number): Promise<ContractTypeRow> {
    const [row] = await db.select().from(contractTypes).where(eq(contractTypes.id, id));
    if (!row) throw notFound(m.notFound.contractType);
    return row;
  }

  return {
    getById,

    list(query: ListQuery<ContractTypeSortField>): Promise<Page<ContractTypeRow>> {
      const clauses = listClauses(query, {
        idColumn: contractTypes.id,
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
      });
      return findPage(clauses, {
        rows: ({ where, orderBy, limit, offset }) => {
          const select = db
            .select()
            .from(contractTypes)
            .where(where)
            .orderBy(...orderBy)
            .$dynamic();
          return limit === undefined ? select : select.limit(limit).offset(offset ?? 0);
        },
        count: async (where) => (await db.select({ n: count() }).from(contractTypes).where(where))[0]?.n ?? 0,
      });
    },

    async create(input: ContractTypeFields): Promise<ContractTypeRow> {
      const [row] = await db.insert(contractTypes).values(stored(input)).returning();
      return row!;
    },

    async update(id: number, input: ContractTypeFields): Promise<ContractTypeRow> {
      const [row] = await db
        .update(contractTypes)
        .set(stored(input))
        .where(eq(contractTypes.id, id))
        .returning();
      if (!row) throw notFound(m.notFound.contractType);
      return row;
    },

    /** A type in use by contracts stays: their tariff would vanish. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [used] = await tx
          .select({ id: contracts.id })
          .from(contracts)
          .where(eq(contracts.contractTypeId, id))
          .limit(1);
        if (used) throw conflict(m.inUse.contractTypeHasContracts);
        const deleted = await tx
          .delete(contractTypes)
          .where(eq(contractTypes.id, id))
          .returning({ id: contractTypes.id });
        if (deleted.length === 0) throw notFound(m.notFound.contractType);
      });
    },
  };
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
