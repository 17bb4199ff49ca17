import { messages } from '@agua/domain/messages';
import { type Feature, MENU_GROUPS } from '../../lib/feature.ts';
import { SMS_PATHS } from './sms-paths.ts';

const s = messages.sms.screens;

export const smsFeature: Feature = {
  pages: [
    {
      path: SMS_PATHS.templates,
      load: async () => (await import('./sms-templates-page.tsx')).SmsTemplatesPage,
    },
    {
      path: SMS_PATHS.messages,
      load: async () => (await import('./sms-messages-page.tsx')).SmsMessagesPage,
    },
    {
      path: SMS_PATHS.client,
      load: async () => (await import('./sms-client-page.tsx')).SmsClientPage,
      linkedFrom: [SMS_PATHS.messages],
    },
  ],
  menu: [
    {
      ...MENU_GROUPS.treasury,
      children: [{ label: s.outboxTitle, path: SMS_PATHS.messages, adminOnly: true }],
    },
    { label: s.templatesTitle, path: SMS_PATHS.templates, icon: 'messages', adminOnly: true },
  ],
};
