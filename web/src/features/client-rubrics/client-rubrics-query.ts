import { graphql } from '../../gql/gql.ts';
import type { OtherPaymentsChargesQueryQuery } from '../../gql/graphql.ts';

/** The 'Cliente' autocomplete: the first clients whose name, contact or NUIT hold the typed text. */
export const OtherPaymentsClientsQuery = graphql(`
  query OtherPaymentsClientsQuery($search: String) {
    clientsPage(page: 1, size: 20, search: $search, sort: "name,asc") {
      items {
        clientId
        name
        phoneNumber
      }
    }
  }
`);

/** The 'Rúbrica' autocomplete. */
export const OtherPaymentsRubricsQuery = graphql(`
  query OtherPaymentsRubricsQuery($search: String) {
    searchRubrics(search: $search, size: 20) {
      rubricId
      name
      description
      price
    }
  }
`);

/** The chosen client's balance and the rubrics charged to it. */
export const OtherPaymentsChargesQuery = graphql(`
  query OtherPaymentsChargesQuery($clientId: ID!) {
    client(id: $clientId) {
      clientId
      name
      balance
      contracts {
        contractId
        contractStatus
        meterId
      }
      chargedRubrics {
        ...ChargedRubricRow
      }
    }
  }
`);

export const ChargedRubricRowFragment = graphql(`
  fragment ChargedRubricRow on ClientRubric {
    id
    clientId
    clientName
    rubricId
    rubricName
    rubricDescription
    quantity
    amount
    createdAt
  }
`);

export type ChargedRubric = NonNullable<OtherPaymentsChargesQueryQuery['client']>['chargedRubrics'][number];

/** Cobrar: the payload carries the charge and the client's balance after it, which the cache takes in. */
export const ChargeRubricMutation = graphql(`
  mutation ChargeRubric($input: ChargeRubricInput!) {
    chargeRubric(input: $input) {
      clientRubric {
        ...ChargedRubricRow
      }
      client {
        clientId
        balance
      }
      ...MutationResult
    }
  }
`);
