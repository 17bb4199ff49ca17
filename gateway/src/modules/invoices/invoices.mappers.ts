// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  Invoice: '@agua/domain/contracts/invoice#InvoiceResponse',
};
