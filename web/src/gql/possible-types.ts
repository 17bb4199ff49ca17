
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "MutationPayload": [
      "AuthPayload",
      "BulkUpdateReadingsPayload",
      "ContractPayload",
      "ContractTypePayload",
      "CreateClientPayload",
      "CustomerPayload",
      "DeletePayload",
      "EnterprisePayload",
      "FineConfigurationPayload",
      "InvoiceConfigurationPayload",
      "InvoicePayload",
      "PayInvoicesPayload",
      "ReadingPayload",
      "ReceiptPayload",
      "RubricPayload",
      "UserPayload",
      "ZonePayload"
    ]
  }
};
      export default result;
    