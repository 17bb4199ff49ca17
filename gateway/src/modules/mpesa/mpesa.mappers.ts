// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  MpesaPayment: '@agua/domain/contracts/mpesa-payment#MpesaPaymentResponse',
  MpesaStatement: '@agua/domain/contracts/mpesa-statement#StatementResponse',
};
