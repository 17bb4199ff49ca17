
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
      "CloseTillPayload",
      "ConfirmTwoFactorPayload",
      "ContractPayload",
      "ContractTypePayload",
      "CreateApiKeyPayload",
      "CreateClientPayload",
      "CustomerPayload",
      "CutPayload",
      "DeletePayload",
      "EndSessionsPayload",
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
      "SecuritySettingsPayload",
      "SuspensionPayload",
      "TwoFactorChangePayload",
      "TwoFactorSetupPayload",
      "UserPayload",
      "ZonePayload"
    ]
  }
};
      export default result;
    