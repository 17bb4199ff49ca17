// GraphQL type → the REST shape its resolvers receive (codegen's mappers, as '<module>#<type>' relative to
// gateway/src/generated/). Pure data: codegen.ts reads it without loading the gateway.
export const mappers = {
  Reports: '../modules/reports/reports.source.ts#ReportsSelection',
  BillingCollectionMonth: '@agua/domain/contracts/report#BillingCollectionRow',
  DebtAgingZone: '@agua/domain/contracts/report#DebtAgingRow',
  ZoneMonthConsumption: '@agua/domain/contracts/report#ConsumptionRow',
  NonRevenueMeter: '@agua/domain/contracts/report#NonRevenueMeterRow',
  ZoneConsumptionTrend: '@agua/domain/contracts/report#NonRevenueZoneRow',
  TopDebtor: '@agua/domain/contracts/report#TopDebtorRow',
  PaymentMethodMonth: '@agua/domain/contracts/report#PaymentMethodRow',
  ZoneReadingsProgress: '@agua/domain/contracts/report#ReadingsProgressRow',
};
