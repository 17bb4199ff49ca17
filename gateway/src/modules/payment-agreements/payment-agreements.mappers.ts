// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  PaymentAgreement: '@agua/domain/contracts/payment-agreement#AgreementResponse',
  ContractPaymentAgreements: '@agua/domain/contracts/payment-agreement#ContractAgreementsResponse',
};
