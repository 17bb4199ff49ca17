
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
      "MeterPayload",
      "MpesaPaymentPayload",
      "PayInvoicesPayload",
      "PaymentAgreementPayload",
      "PutReadingPhotoPayload",
      "ReadingAnomalyPayload",
      "ReadingPayload",
      "ReadingThresholdsPayload",
      "ReceiptPayload",
      "ReconnectCutPayload",
      "RegisterCutsPayload",
      "ReplaceMeterPayload",
      "RequestBackupPayload",
      "RevokeApiKeyPayload",
      "RubricPayload",
      "SecuritySettingsPayload",
      "SendReadingBatchPayload",
      "SmsMessagePayload",
      "SmsOptOutPayload",
      "SmsTemplatePayload",
      "SuspensionPayload",
      "TariffVersionPayload",
      "TwoFactorChangePayload",
      "TwoFactorSetupPayload",
      "UserPayload",
      "ZonePayload"
    ]
  }
};
      export default result;
    