import { graphql } from '../../gql/gql.ts';

export const CreateContractZonesQuery = graphql(`
  query CreateContractZonesQuery {
    zones {
      zoneId
      designation
    }
  }
`);

// A client saved by step 1 earlier whose contract was never made (?clientId= from the customers screen).
export const CreateContractResumeQuery = graphql(`
  query CreateContractResumeQuery($id: ID!) {
    client(id: $id) {
      clientId
      name
      phoneNumber
      address
      nuit
      zoneId
      alternativeNumber
      observation
      exemptFromFines
      wantsReceiptSMS
      wantsInvoiceSMS
    }
  }
`);

export const CreateClient = graphql(`
  mutation CreateClient($input: ClientInput!) {
    createClient(input: $input) {
      client {
        clientId
        zoneId
      }
      meter {
        meterId
      }
      ...MutationResult
    }
  }
`);

export const CreateContract = graphql(`
  mutation CreateContract($input: ContractInput!) {
    createContract(input: $input) {
      contract {
        contractId
      }
      ...MutationResult
    }
  }
`);
