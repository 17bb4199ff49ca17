// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
// `Reports` is handed its own arguments (QueryReportsArgs, a type the generated file defines).
export const mappers = {
  Reports: 'QueryReportsArgs',
  BillingCollectionMonth: '@agua/domain/contracts/report#BillingCollectionRow',
  DebtAgingZone: '@agua/domain/contracts/report#DebtAgingRow',
  ZoneMonthConsumption: '@agua/domain/contracts/report#ConsumptionRow',
  NonRevenueMeter: '@agua/domain/contracts/report#NonRevenueMeterRow',
  ZoneConsumptionTrend: '@agua/domain/contracts/report#NonRevenueZoneRow',
  TopDebtor: '@agua/domain/contracts/report#TopDebtorRow',
  PaymentMethodMonth: '@agua/domain/contracts/report#PaymentMethodRow',
  ZoneReadingsProgress: '@agua/domain/contracts/report#ReadingsProgressRow',
};
