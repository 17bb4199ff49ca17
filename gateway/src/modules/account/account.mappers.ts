// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  UserSession: '@agua/domain/contracts/account#UserSessionResponse',
  TwoFactorStatus: '@agua/domain/contracts/account#TwoFactorStatusResponse',
  TwoFactorSetup: '@agua/domain/contracts/account#TwoFactorSetupResponse',
  SecuritySettings: '@agua/domain/contracts/account#SecuritySettingsResponse',
};
