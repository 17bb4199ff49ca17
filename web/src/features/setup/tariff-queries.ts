import { graphql } from '../../gql/gql.ts';

// The tariff panel's documents (Parametrização → Contracto): a type's versions, the quote, and the three writes.

export const TariffVersionsQuery = graphql(`
  query TariffVersions($id: ID!) {
    contractType(id: $id) {
      contractTypeId
      designation
      tariffs {
        tariffVersionId
        effectiveFrom
        minimumCharge
        fixedCharge
        fixedChargeDescription
        sanitationRate
        sanitationExemptUpTo
        vatRate
        vatExemptUpTo
        note
        locked
        blocks {
          upTo
          price
          flat
        }
      }
    }
  }
`);

export const TariffQuoteQuery = graphql(`
  query TariffQuote($contractTypeId: ID!, $consumption: Int!, $date: String) {
    tariffQuote(contractTypeId: $contractTypeId, consumption: $consumption, date: $date) {
      tariffVersionId
      lines {
        kind
        description
        quantity
        unitPrice
        amount
      }
      vat
      total
    }
  }
`);

export const CreateTariffVersion = graphql(`
  mutation CreateTariffVersion($contractTypeId: ID!, $input: TariffVersionInput!) {
    createTariffVersion(contractTypeId: $contractTypeId, input: $input) {
      tariffVersion {
        tariffVersionId
      }
      ...MutationResult
    }
  }
`);

export const UpdateTariffVersion = graphql(`
  mutation UpdateTariffVersion($contractTypeId: ID!, $id: ID!, $input: TariffVersionInput!) {
    updateTariffVersion(contractTypeId: $contractTypeId, id: $id, input: $input) {
      tariffVersion {
        tariffVersionId
      }
      ...MutationResult
    }
  }
`);

export const DeleteTariffVersion = graphql(`
  mutation DeleteTariffVersion($contractTypeId: ID!, $id: ID!) {
    deleteTariffVersion(contractTypeId: $contractTypeId, id: $id) {
      deleted
      ...MutationResult
    }
  }
`);
