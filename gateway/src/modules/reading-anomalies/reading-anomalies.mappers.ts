// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  ReadingAnomaly: '@agua/domain/contracts/reading-anomaly#ReadingAnomalyResponse',
  ReadingThresholds: '@agua/domain/contracts/reading-anomaly#ReadingThresholdsResponse',
};
