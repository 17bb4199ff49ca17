import { graphql } from '../../gql/gql.ts';

// The fields of the two reports that both the dashboard and Relatórios draw (chart and table), selected by name
// (...BillingCollectionFields, ...DebtAgingFields) in each screen's own query.

export const BillingCollectionFieldsFragment = graphql(`
  fragment BillingCollectionFields on BillingCollectionMonth {
    month
    invoiced
    collected
    fines
    collectionRate
  }
`);

export const DebtAgingFieldsFragment = graphql(`
  fragment DebtAgingFields on DebtAgingZone {
    zoneId
    zoneName
    days0To30
    days31To60
    days61To90
    over90
    total
    clients
  }
`);
