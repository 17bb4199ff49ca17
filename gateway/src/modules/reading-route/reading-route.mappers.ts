// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  ReadingRoute: '@agua/domain/contracts/reading-route#ReadingRouteResponse',
  ReadingCapture: '@agua/domain/contracts/reading-route#ReadingCaptureResponse',
  SendReadingBatchPayload: '@agua/domain/contracts/reading-route#ReadingBatchResponse',
};
