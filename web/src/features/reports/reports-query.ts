import { graphql } from '../../gql/gql.ts';
import type { ReportsPageQueryQuery } from '../../gql/graphql.ts';

/** Relatórios: every report of one period and zone in one query (the gateway makes one api call per report). */
export const ReportsPageQuery = graphql(`
  query ReportsPageQuery($from: String, $to: String, $zoneId: ID) {
    reports(from: $from, to: $to, zoneId: $zoneId) {
      billingCollection {
        ...BillingCollectionFields
      }
      debtAging {
        ...DebtAgingFields
      }
      consumption {
        zoneId
        zoneName
        month
        consumption
        readings
        averagePerMeter
      }
      nonRevenueZones {
        zoneId
        zoneName
        consumption
        previousYearConsumption
        change
        fell
      }
      nonRevenueMeters(page: 1, size: 50) {
        total
        items {
          meterId
          clientName
          zoneName
          signal
          month
          consumptions
        }
      }
      topDebtors(page: 1, size: 10) {
        total
        items {
          clientId
          clientName
          zoneName
          debt
          invoices
          daysOverdue
        }
      }
      paymentMethods {
        month
        paymentMethod
        paymentMethodLabel
        receipts
        amount
      }
      readingsProgress {
        zoneId
        zoneName
        month
        expected
        registered
        approved
      }
    }
    zones {
      zoneId
      designation
    }
  }
`);

export type ReportsData = ReportsPageQueryQuery['reports'];
