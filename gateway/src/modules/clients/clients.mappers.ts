// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  Client: '@agua/domain/contracts/client#ClientResponse',
};
