// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  ClientImport: '@agua/domain/contracts/import#ClientImportResponse',
  ClientImportJob: '@agua/domain/contracts/import#ClientImportJobResponse',
};
