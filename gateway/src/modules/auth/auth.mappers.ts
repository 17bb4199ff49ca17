// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  AuthSession: '@agua/domain/contracts/auth#AuthSessionResponse',
  Me: '@agua/domain/contracts/auth#MeResponse',
};
