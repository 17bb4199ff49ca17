
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
      "MeterPayload",
      "MpesaPaymentPayload",
      "PayInvoicesPayload",
      "ReadingAnomalyPayload",
      "ReadingPayload",
      "ReadingThresholdsPayload",
      "ReceiptPayload",
      "ReconnectCutPayload",
      "RegisterCutsPayload",
      "ReplaceMeterPayload",
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
    