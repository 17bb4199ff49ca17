import { graphql } from '../../gql/gql.ts';

// One query for the whole screen: every tab's records, the zones' enterprises batched by the gateway.
export const SetupPageQuery = graphql(`
  query SetupPageQuery {
    enterprises {
      enterpriseId
      name
      email
      nuit
      phoneNumber
      address
    }
    zones {
      zoneId
      designation
      description
      enterpriseId
      enterprise {
        enterpriseId
        name
      }
    }
    invoiceConfigurations {
      invoiceConfigurationId
      description
      minInterval
      maxInterval
      active
    }
    contractTypes {
      contractTypeId
      designation
      minimumConsumptionValue
      pricePerConsumptionUnit
      reconnectionFee
    }
    fineConfigurations {
      fineConfigurationId
      minInterval
      maxInterval
      acruedFinePercentage
      active
    }
    rubrics {
      rubricId
      name
      description
      price
    }
    users {
      userId
      name
      username
      phoneNumber
      address
      role
      active
    }
    roles {
      value
      label
    }
  }
`);
