// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  User: '@agua/domain/contracts/user#UserResponse',
  RoleOption: '@agua/domain/contracts/user#RoleOptionResponse',
};
