// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  UnreadZone: '@agua/domain/contracts/home#UnreadZoneResponse',
  UnreadMeter: '@agua/domain/contracts/home#UnreadMeterResponse',
  MyReadingsToday: '@agua/domain/contracts/home#MyReadingsTodayResponse',
  ReceiptsToday: '@agua/domain/contracts/home#ReceiptsTodayResponse',
};
