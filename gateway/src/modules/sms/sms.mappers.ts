// GraphQL type → the REST shape its resolvers receive, for codegen (GatewayModule.mappers in module.ts).
export const mappers = {
  SmsTemplate: '@agua/domain/contracts/sms#SmsTemplateResponse',
  SmsMessage: '@agua/domain/contracts/sms#SmsMessageResponse',
  SmsMonthlyCounts: '@agua/domain/contracts/sms#SmsMonthlyCountsResponse',
  SmsOptOut: '@agua/domain/contracts/sms#SmsOptOutResponse',
};
