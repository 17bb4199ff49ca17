// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  Backup: '@agua/domain/contracts/backup#BackupResponse',
  BackupSettings: '@agua/domain/contracts/backup#BackupSettingsResponse',
};
