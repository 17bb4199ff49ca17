// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  ClientDebt: '@agua/domain/contracts/client-statement#ClientDebtResponse',
  ClientStatement: '@agua/domain/contracts/client-statement#ClientStatementResponse',
};
