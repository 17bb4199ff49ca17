/** Paths inside an area (/manager or /technical); a file of their own, as the pages link to one another. */
export const SMS_PATHS = {
  templates: 'sms/templates',
  messages: 'sms/messages',
  client: 'sms/client',
} as const;
