import { graphql } from '../../gql/gql.ts';

/** The technician's home: his readings of today and, per zone, the meters still to read this month. */
export const TechnicianHomeQuery = graphql(`
  query TechnicianHomeQuery($month: String!) {
    myReadingsToday {
      count
      last {
        readingId
        meterId
        client
        currentReading
        consumption
        createdAt
      }
    }
    unreadMetersByZone(month: $month) {
      zoneId
      zoneName
      unread
    }
  }
`);

/** The administrator's day and month, above the finance counts: takings, flagged readings, billing vs collection. */
export const AdministratorTodayQuery = graphql(`
  query AdministratorTodayQuery($month: String!) {
    receiptsToday {
      count
      total
    }
    flagged: readingsPage(page: 1, size: 1, state: PENDING, flagged: true) {
      total
    }
    reports(from: $month, to: $month) {
      billingCollection {
        month
        invoiced
        collected
        collectionRate
      }
    }
  }
`);
