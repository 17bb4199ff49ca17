// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  AuditEntry: '@agua/domain/contracts/audit#AuditEntryResponse',
  AuditChange: '@agua/domain/contracts/audit#AuditChangeResponse',
};
