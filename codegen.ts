import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (schema/*.graphql) feeds two outputs: the gateway's resolver types, whose mappers tie GraphQL
// types to the REST shapes of api responses, and the web's typed documents.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        mapperTypeSuffix: 'Model',
        // The REST shapes are the api's response types (domain/src/contracts/<resource>.ts); codegen imports each
        // as <Name>ResponseModel.
        mappers: {
          AuthSession: '@agua/domain/contracts/auth#AuthSessionResponse',
          Me: '@agua/domain/contracts/auth#MeResponse',
          Enterprise: '@agua/domain/contracts/enterprise#EnterpriseResponse',
          Zone: '@agua/domain/contracts/zone#ZoneResponse',
          ContractType: '@agua/domain/contracts/contract-type#ContractTypeResponse',
          FineConfiguration: '@agua/domain/contracts/fine-configuration#FineConfigurationResponse',
          InvoiceConfiguration: '@agua/domain/contracts/invoice-configuration#InvoiceConfigurationResponse',
          Rubric: '@agua/domain/contracts/rubric#RubricResponse',
          User: '@agua/domain/contracts/user#UserResponse',
          RoleOption: '@agua/domain/contracts/user#RoleOptionResponse',
          Client: '@agua/domain/contracts/client#ClientResponse',
          Meter: '@agua/domain/contracts/client-meter#MeterResponse',
          Contract: '@agua/domain/contracts/contract#ContractResponse',
          Reading: '@agua/domain/contracts/reading#ReadingResponse',
          Invoice: '@agua/domain/contracts/invoice#InvoiceResponse',
          Receipt: '@agua/domain/contracts/receipt#ReceiptResponse',
          ReceiptInvoice: '@agua/domain/contracts/receipt#ReceiptInvoiceResponse',
          PaymentMethodOption: '@agua/domain/contracts/receipt#PaymentMethodOptionResponse',
          MpesaPayment: '@agua/domain/contracts/mpesa-payment#MpesaPaymentResponse',
          Cut: '@agua/domain/contracts/cut#CutResponse',
          CutCandidate: '@agua/domain/contracts/cut#CutCandidateResponse',
          Suspension: '@agua/domain/contracts/suspension#SuspensionResponse',
          ClientRubric: '@agua/domain/contracts/client-rubric#ClientRubricResponse',
          ApiKey: '@agua/domain/contracts/api-key#ApiKeyResponse',
          Reports: '../modules/reports/reports.source.ts#ReportsSelection',
          BillingCollectionMonth: '@agua/domain/contracts/report#BillingCollectionRow',
          DebtAgingZone: '@agua/domain/contracts/report#DebtAgingRow',
          ZoneMonthConsumption: '@agua/domain/contracts/report#ConsumptionRow',
          NonRevenueMeter: '@agua/domain/contracts/report#NonRevenueMeterRow',
          ZoneConsumptionTrend: '@agua/domain/contracts/report#NonRevenueZoneRow',
          TopDebtor: '@agua/domain/contracts/report#TopDebtorRow',
          PaymentMethodMonth: '@agua/domain/contracts/report#PaymentMethodRow',
          ZoneReadingsProgress: '@agua/domain/contracts/report#ReadingsProgressRow',
        },
        enumsAsTypes: true,
        // Money: an input reaches resolvers as integer centavos (the scalar's parseValue); an output is the api's
        // amount in meticais, which the scalar writes as a 2-decimal string.
        scalars: {
          ID: { input: 'string', output: 'string | number' },
          Money: { input: 'number', output: 'number | string' },
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Money: 'string' } },
    },
    // Apollo's cache must know which types implement an interface (every payload implements MutationPayload),
    // or it cannot match a fragment on the interface and drops that fragment's fields from cached results.
    'web/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { deterministic: true },
    },
  },
  hooks: { afterAllFileWrite: ['biome format --write --no-errors-on-unmatched'] },
};

export default config;
