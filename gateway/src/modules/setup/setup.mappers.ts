// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  Enterprise: '@agua/domain/contracts/enterprise#EnterpriseResponse',
  Zone: '@agua/domain/contracts/zone#ZoneResponse',
  ContractType: '@agua/domain/contracts/contract-type#ContractTypeResponse',
  FineConfiguration: '@agua/domain/contracts/fine-configuration#FineConfigurationResponse',
  InvoiceConfiguration: '@agua/domain/contracts/invoice-configuration#InvoiceConfigurationResponse',
  Rubric: '@agua/domain/contracts/rubric#RubricResponse',
};
