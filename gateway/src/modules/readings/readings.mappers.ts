// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  Reading: '@agua/domain/contracts/reading#ReadingResponse',
  FlaggedReadingsZone: '@agua/domain/contracts/reading#FlaggedReadingsZoneResponse',
};
