// GraphQL type → the REST shape its resolvers receive (codegen's mappers, as '<module>#<type>' relative to
// gateway/src/generated/). Pure data: codegen.ts reads it without loading the gateway.
export const mappers = {
  Enterprise: '@agua/domain/contracts/enterprise#EnterpriseResponse',
  Zone: '@agua/domain/contracts/zone#ZoneResponse',
  ContractType: '@agua/domain/contracts/contract-type#ContractTypeResponse',
  FineConfiguration: '@agua/domain/contracts/fine-configuration#FineConfigurationResponse',
  InvoiceConfiguration: '@agua/domain/contracts/invoice-configuration#InvoiceConfigurationResponse',
  Rubric: '@agua/domain/contracts/rubric#RubricResponse',
};
