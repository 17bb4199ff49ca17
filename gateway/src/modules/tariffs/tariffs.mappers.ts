// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  TariffVersion: '@agua/domain/contracts/tariff#TariffVersionResponse',
  TariffLine: '@agua/domain/contracts/tariff#TariffLineResponse',
  TariffQuote: '@agua/domain/contracts/tariff#TariffQuoteResponse',
};
