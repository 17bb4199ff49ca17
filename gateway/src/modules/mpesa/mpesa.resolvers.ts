import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** mpesa.graphql: Pagar Factura's M-Pesa request, its progress, the Pagamentos M-Pesa list and its reconciliation. */
export const mpesaResolvers: Resolvers = {
  Query: {
    mpesaPaymentsPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.mpesaPayments.page(args);
      return { items: rows, total };
    },
    mpesaPayment: (_root, { id }, { dataSources }) => dataSources.mpesaPayments.byId.load(id),
    mpesaStatements: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.mpesaPayments.statements(args);
      return { items: rows, total };
    },
    mpesaStatement: (_root, { id }, { dataSources }) => dataSources.mpesaPayments.statement(id),
  },
  MpesaStatement: {
    lines: async (statement, args, { dataSources }) => {
      const { rows, total } = await dataSources.mpesaPayments.statementLines(statement.id, args);
      return { items: rows, total };
    },
  },
  Mutation: {
    requestMpesaPayment: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ mpesaPayment: await dataSources.mpesaPayments.ask(input) }), {
        mpesaPayment: null,
      }),
    attachMpesaStatementLine: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          const attached = await dataSources.mpesaPayments.attachLine(input);
          return { line: attached.line, receiptId: attached.receiptId };
        },
        { line: null, receiptId: null },
      ),
    reverseMpesaPayment: (_root, { id }, { dataSources }) =>
      mutationPayload(async () => ({ mpesaPayment: await dataSources.mpesaPayments.reverse(id) }), {
        mpesaPayment: null,
      }),
  },
};
