// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  Receipt: '@agua/domain/contracts/receipt#ReceiptResponse',
  ReceiptInvoice: '@agua/domain/contracts/receipt#ReceiptInvoiceResponse',
  PaymentMethodOption: '@agua/domain/contracts/receipt#PaymentMethodOptionResponse',
};
