
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "MutationPayload": [
      "AttachMpesaStatementLinePayload",
      "AuthPayload",
      "BulkUpdateReadingsPayload",
      "ChargeRubricPayload",
      "ContractPayload",
      "ContractTypePayload",
      "CreateApiKeyPayload",
      "CreateClientPayload",
      "CustomerPayload",
      "CutPayload",
      "DeletePayload",
      "EnterprisePayload",
      "FineConfigurationPayload",
      "InvoiceConfigurationPayload",
      "InvoicePayload",
      "MpesaPaymentPayload",
      "PayInvoicesPayload",
      "ReadingPayload",
      "ReceiptPayload",
      "ReconnectCutPayload",
      "RegisterCutsPayload",
      "RevokeApiKeyPayload",
      "RubricPayload",
      "SuspensionPayload",
      "UserPayload",
      "ZonePayload"
    ]
  }
};
      export default result;
    