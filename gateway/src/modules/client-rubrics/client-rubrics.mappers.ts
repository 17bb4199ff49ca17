// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  ClientRubric: '@agua/domain/contracts/client-rubric#ClientRubricResponse',
};
